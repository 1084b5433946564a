import type { staffMediaUpdateResponse } from '@venue/contract';
import { useStaffWrite } from '../../../lib/staff-query';
import { auditLogKey } from '../../audit/api/get-audit-log';
import { mediaQueryKey } from './get-media-list';

/** POST /api/staff/media/update (EDITOR): an image's alt text. */
export function useUpdateMedia() {
  return useStaffWrite<typeof staffMediaUpdateResponse, { mediaIdx: number; alt: string }>(
    '/api/staff/media/update',
    [mediaQueryKey, auditLogKey],
  );
}
