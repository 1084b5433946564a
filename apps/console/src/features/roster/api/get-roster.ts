import type { StaffRosterBody } from '@venue/contract';
import { staffInstanceRoster } from '@venue/contract/endpoints';
import { keepPrevious, useStaffRead } from '../../../lib/staff-query';

export const rosterQueryKey = ['roster'] as const;

/**
 * POST /api/staff/instances/roster (STAFF+): a program's entries of one day or one
 * instance, searched on the server by name, the phone's last four digits or the booking number.
 * Names and phones come masked unless the operator is ADMIN. Members book and staff check in
 * meanwhile: the door's list asks again every 30 s by itself.
 */
export function useRoster(body: StaffRosterBody | null) {
  return useStaffRead(rosterQueryKey, staffInstanceRoster, body ?? undefined, {
    enabled: body !== null,
    ...keepPrevious,
    refetchInterval: 30_000,
  });
}
