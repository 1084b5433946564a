import { staffMemberRestriction } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { membersKey } from './search-members';

/** POST /api/staff/members/restriction (ADMIN): restrict (N) or lift (Y) with a reason; audited. */
export function useSetRestriction() {
  return useStaffWrite(staffMemberRestriction, [membersKey]);
}
