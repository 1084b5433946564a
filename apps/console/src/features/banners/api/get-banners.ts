import type { StaffBannerType } from '@venue/contract';
import { staffBannerList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

export const bannersKey = ['staff', 'banners'] as const;

/** POST /api/staff/banners/list (EDITOR): every banner of the type, with its state now. */
export function useStaffBanners(bannerType: StaffBannerType) {
  return useStaffRead(bannersKey, staffBannerList, { bannerType }, listRead);
}
