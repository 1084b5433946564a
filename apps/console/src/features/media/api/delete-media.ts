import { staffMediaDelete } from '@venue/contract/endpoints';
import { mediaQueryKey } from '../../../lib/media/get-media-list';
import { useStaffWrite } from '../../../lib/staff-query';

/**
 * POST /api/staff/media/delete (EDITOR): refused with 409 while content shows the image; the
 * refusal's `fields` name each place as `type:id` (media-usage.ts words them).
 */
export function useDeleteMedia() {
  return useStaffWrite(staffMediaDelete, [mediaQueryKey]);
}
