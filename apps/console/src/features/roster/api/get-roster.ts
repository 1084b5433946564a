import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffRosterBody } from '@venue/contract';
import { staffSessionRoster } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/staff/sessions/roster (STAFF+): a program's entries of one day or one
 * session, searched on the server by name, the phone's last four digits or the booking number.
 * Names and phones come masked unless the operator is ADMIN.
 */
export function getRoster(body: StaffRosterBody, signal?: AbortSignal) {
  return api.call(staffSessionRoster, body, { signal });
}

export const rosterQueryKey = ['roster'] as const;

export function useRoster(body: StaffRosterBody | null) {
  return useQuery({
    queryKey: [...rosterQueryKey, body],
    queryFn: ({ signal }) => getRoster(body as StaffRosterBody, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    // Members book and staff check in meanwhile: the door's list keeps up by itself.
    refetchInterval: 30_000,
  });
}
