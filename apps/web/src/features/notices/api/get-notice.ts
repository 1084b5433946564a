import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeDetail } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * The notice's detail (`noticeDetail`). An unknown id is an expected answer here (an old link), so
 * the 404 renders the page's not-found state instead of the global alert.
 */
export function getNotice(noticeIdx: number, signal?: AbortSignal) {
  return api.call(
    noticeDetail,
    { noticeIdx },
    { signal, alert: (error) => error.resultCode !== 404 },
  );
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
