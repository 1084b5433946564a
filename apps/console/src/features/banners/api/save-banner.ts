import { staffBannerSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { bannersKey } from './get-banners';

/** POST /api/staff/banners/save (EDITOR): the type picks the table; without bannerIdx a new one. */
export function useSaveBanner() {
  return useStaffWrite(staffBannerSave, [bannersKey]);
}
