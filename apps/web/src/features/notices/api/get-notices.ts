import { queryOptions, useQuery } from '@tanstack/react-query';
import { noticeList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** `noticeList` (spec 001 §7): every displayed notice, pinned first, then newest. */
export function getNotices(signal?: AbortSignal) {
  return api.call(noticeList, {}, { signal });
}

export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: ['notices'],
    queryFn: ({ signal }) => getNotices(signal),
  });

export function useNotices() {
  return useQuery(noticesQueryOptions());
}
