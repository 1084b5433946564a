import { useQuery } from '@tanstack/react-query';
import { staffCheckInSearch } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export type MemberSearch = { search: string; programIdx?: number };

/**
 * POST /api/staff/checkin/search: members by name or the last four digits of the
 * phone, masked for STAFF, with their booking at the desk's program today.
 */
export function searchMembers(body: MemberSearch, signal?: AbortSignal) {
  return api.call(staffCheckInSearch, body, { signal });
}

export function useMemberSearch(body: MemberSearch | null) {
  return useQuery({
    queryKey: ['door', 'search', body],
    queryFn: ({ signal }) => searchMembers(body as MemberSearch, signal),
    enabled: body !== null,
  });
}
