import type { staffMediaUpdateResponse } from '@venue/contract';
import { mediaQueryKey } from '../../../lib/media/get-media-list';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';

/** POST /api/staff/media/update (EDITOR): an image's alt text. */
export function useUpdateMedia() {
  return useStaffWrite<typeof staffMediaUpdateResponse, { mediaIdx: number; alt: string }>(
    '/api/staff/media/update',
    [mediaQueryKey, auditLogKey],
  );
}
