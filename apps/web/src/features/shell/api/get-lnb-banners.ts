import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerListItem, bannerListResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';
import { localStorageKeys, readLocal } from '../../../lib/storage-keys';

/**
 * POST /api/banner/list, keeping the side menu's LNB banners. Spec 000 §8: banner failures are
 * silently ignored. The member variant (/api/login/banner/list) arrives with login.
 */
export async function getLnbBanners(signal?: AbortSignal): Promise<BannerListItem[]> {
  const nServiceCheckYn = readLocal(localStorageKeys.nServiceCheckYn);
  const telecomCode = readLocal(localStorageKeys.telecomCode);
  const banners = await api.post<typeof bannerListResponse>('/api/banner/list', {
    body: {
      ...(nServiceCheckYn === 'Y' || nServiceCheckYn === 'N' ? { nServiceCheckYn } : {}),
      ...(telecomCode ? { telecomCode } : {}),
    },
    signal,
    alert: false,
  });
  return banners.filter((banner) => banner.bannerType === 'LNB' && banner.savePath);
}

export const lnbBannersQueryOptions = () =>
  queryOptions({
    queryKey: ['banners', 'LNB'],
    queryFn: ({ signal }) => getLnbBanners(signal),
    // Spec 000 §4: banner lists load once (they reset when the login state changes).
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useLnbBanners(enabled = true) {
  return useQuery({ ...lnbBannersQueryOptions(), enabled });
}
