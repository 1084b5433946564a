import { queryOptions, useQuery } from '@tanstack/react-query';
import type { noticeListResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';

/** POST /api/notice/list (spec 001 §7): every displayed notice, pinned first, then newest. */
export function getNotices(signal?: AbortSignal) {
  return api.post<typeof noticeListResponse>('/api/notice/list', { signal });
}

export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: ['notices'],
    queryFn: ({ signal }) => getNotices(signal),
  });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
