import { staffCheckInSearch } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export type MemberSearch = { search: string; programIdx?: number };

/**
 * POST /api/staff/checkin/search: members by name or the last four digits of the
 * phone, masked for STAFF, with their booking at the desk's program today.
 */
export function useMemberSearch(body: MemberSearch | null) {
  return useStaffRead(['door', 'search'], staffCheckInSearch, body ?? undefined, {
    enabled: body !== null,
  });
}
