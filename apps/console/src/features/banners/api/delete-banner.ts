import { staffBannerDelete } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { bannersKey } from './get-banners';

/** POST /api/staff/banners/delete (EDITOR). */
export function useDeleteBanner() {
  return useStaffWrite(staffBannerDelete, [bannersKey]);
}
