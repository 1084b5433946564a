import { queryOptions, useQuery } from '@tanstack/react-query';
import type { noticeDetailResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/notice/detail {noticeIdx}. An unknown id is an expected answer here (an old link), so
 * the 404 renders the page's not-found state instead of the global alert.
 */
export function getNotice(noticeIdx: number, signal?: AbortSignal) {
  return api.post<typeof noticeDetailResponse>('/api/notice/detail', {
    body: { noticeIdx },
    signal,
    alert: (error) => error.resultCode !== 404,
  });
}

export const noticeQueryOptions = (noticeIdx: number) =>
  queryOptions({
    queryKey: ['notices', noticeIdx],
    queryFn: ({ signal }) => getNotice(noticeIdx, signal),
  });

export function useNotice(noticeIdx: number | null) {
  return useQuery({
    ...noticeQueryOptions(noticeIdx ?? 0),
    enabled: noticeIdx !== null,
  });
}
