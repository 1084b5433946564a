import type { StaffMemberRestrictionBody, staffMemberRestrictionResponse } from '@venue/contract';
import { auditLogKey, useStaffWrite } from '../../../lib/staff-query';
import { membersKey } from './search-members';

/** POST /api/staff/members/restriction (ADMIN): restrict (N) or lift (Y) with a reason; audited. */
export function useSetRestriction() {
  return useStaffWrite<typeof staffMemberRestrictionResponse, StaffMemberRestrictionBody>(
    '/api/staff/members/restriction',
    [membersKey, auditLogKey],
  );
}
