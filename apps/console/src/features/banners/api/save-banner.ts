import type { StaffBannerSaveBody, staffBannerSaveResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { bannersKey } from './get-banners';

/** POST /api/staff/banners/save (EDITOR): the type picks the table; without bannerIdx a new one. */
export function useSaveBanner() {
  return useStaffWrite<typeof staffBannerSaveResponse, StaffBannerSaveBody>(
    '/api/staff/banners/save',
    [bannersKey, auditLogKey],
  );
}
