import type { StaffMemberBrowseBody } from '@venue/contract';
import { staffMemberBrowse } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';
import { membersKey } from './search-members';

/**
 * POST /api/staff/members/browse (any staff role): every member by filters and a
 * sort, 50 a page, masked below ADMIN. No text search here: finding one member is 회원's search.
 */
export function useMemberBrowse(body: StaffMemberBrowseBody) {
  return useStaffRead([...membersKey, 'browse'], staffMemberBrowse, body, listRead);
}
