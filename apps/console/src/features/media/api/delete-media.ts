import type { staffMediaDeleteResponse } from '@venue/contract';
import { useStaffWrite } from '../../../lib/staff-query';
import { auditLogKey } from '../../audit/api/get-audit-log';
import { mediaQueryKey } from './get-media-list';

/**
 * POST /api/staff/media/delete (EDITOR): refused with 409 while content shows the image; the
 * refusal's `fields` name each place as `type:id` (media-usage.ts words them).
 */
export function useDeleteMedia() {
  return useStaffWrite<typeof staffMediaDeleteResponse, { mediaIdx: number }>(
    '/api/staff/media/delete',
    [mediaQueryKey, auditLogKey],
  );
}
