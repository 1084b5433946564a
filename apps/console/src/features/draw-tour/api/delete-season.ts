import type { staffSeasonDeleteResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { seasonsKey } from './get-seasons';

/** POST /api/staff/frequency/seasons/delete (EDITOR): refused once members hold its stamps. */
export function useDeleteSeason() {
  return useStaffWrite<typeof staffSeasonDeleteResponse, { seasonIdx: number }>(
    '/api/staff/frequency/seasons/delete',
    [seasonsKey, auditLogKey],
  );
}
