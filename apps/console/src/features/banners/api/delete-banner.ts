import type { StaffBannerType, staffBannerDeleteResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { bannersKey } from './get-banners';

/** POST /api/staff/banners/delete (EDITOR). */
export function useDeleteBanner() {
  return useStaffWrite<
    typeof staffBannerDeleteResponse,
    { bannerType: StaffBannerType; bannerIdx: number }
  >('/api/staff/banners/delete', [bannersKey, auditLogKey]);
}
