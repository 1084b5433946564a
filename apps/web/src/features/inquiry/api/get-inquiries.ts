import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { inquiryListResponse } from '@venue/contract';
import { inquiryList } from '@venue/contract/endpoints';
import { useState } from 'react';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Every inquiry query starts with this key, so one invalidation refreshes list and details. */
export const inquiriesKey = ['inquiries'] as const;

type InquiryPage = z.infer<typeof inquiryListResponse>['data'];

/** POST /api/inquiry/list: one page of the member's own inquiries, newest first. */
export function getInquiries(page: number, signal?: AbortSignal) {
  return api.call(inquiryList, { page }, { signal });
}

const pageKey = (page: number) => [...inquiriesKey, 'list', page] as const;

/**
 * The member's inquiries, page by page (더 보기 asks for the next). Built on `useQuery` — one
 * query per page, the earlier pages read back from the cache — rather than `useInfiniteQuery`,
 * whose observer would otherwise join the library chunk every visitor's first page loads
 * (decision 010). Member data: asked again whenever the page opens (an answer may have arrived).
 */
export function useInquiries() {
  const queryClient = useQueryClient();
  const [pageCount, setPageCount] = useState(1);
  const last = useQuery({
    queryKey: pageKey(pageCount),
    queryFn: ({ signal }) => getInquiries(pageCount, signal),
    staleTime: 0,
  });
  const pages: InquiryPage[] = [];
  for (let page = 1; page < pageCount; page++) {
    const earlier = queryClient.getQueryData<InquiryPage>(pageKey(page));
    if (earlier) pages.push(earlier);
  }
  if (last.data) pages.push(last.data);
  const newest = pages.at(-1);
  const firstPageLoading = pageCount === 1 && last.isPending;
  return {
    data: firstPageLoading || pages.length === 0 ? undefined : { pages },
    isPending: firstPageLoading,
    isError: last.isError && pages.length === 0,
    refetch: () => last.refetch(),
    hasNextPage: newest ? newest.page * newest.pageSize < newest.totalCount : false,
    isFetchingNextPage: pageCount > 1 && last.isFetching,
    fetchNextPage: () => setPageCount((count) => count + 1),
  };
}
