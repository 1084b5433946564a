import { staffMemberSearch } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

export const membersKey = ['staff', 'members'] as const;

/** POST /api/staff/members/search (any staff role): masked below ADMIN; nothing asked without words. */
export function useMemberSearch(query: string, page: number) {
  return useStaffRead(
    [...membersKey, 'search'],
    staffMemberSearch,
    { query, page },
    { ...listRead, enabled: query.length > 0 },
  );
}
