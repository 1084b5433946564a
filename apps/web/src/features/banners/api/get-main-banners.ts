import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainBannerList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * GET /api/banner/mainbannerlist (spec 000 §7): the home main-banner grid; the list is data.data.
 * The grid is the same for everyone, so it is loaded once per page load. Spec 000 §8: banner
 * failures are silent (no alert); the grid then simply does not show.
 *
 * This file is kept free of components so the route table can start the request early
 * (`prefetch: (qc) => qc.prefetchQuery(mainBannerListQueryOptions())`) without pulling the grid
 * into the entry chunk.
 */
export async function getMainBanners(signal?: AbortSignal) {
  const response = await api.call(mainBannerList, undefined, { signal, alert: false });
  return response.data;
}

export const mainBannerListQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'main'],
    queryFn: ({ signal }) => getMainBanners(signal),
    // Spec 000 §4: banner lists load once.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMainBanners() {
  return useQuery(mainBannerListQueryOptions());
}
