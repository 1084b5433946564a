import { staffMediaUpdate } from '@venue/contract/endpoints';
import { mediaQueryKey } from '../../../lib/media/get-media-list';
import { useStaffWrite } from '../../../lib/staff-query';

/** POST /api/staff/media/update (EDITOR): an image's alt text. */
export function useUpdateMedia() {
  return useStaffWrite(staffMediaUpdate, [mediaQueryKey]);
}
