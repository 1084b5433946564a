import { staffMemberDetail } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';
import { membersKey } from './search-members';

/** POST /api/staff/members/detail: entries, check-ins, inquiries and the latest restriction. */
export function useMember(userIdx: number | null) {
  return useStaffRead(
    [...membersKey, 'detail'],
    staffMemberDetail,
    { userIdx: userIdx ?? 0 },
    { ...listRead, enabled: userIdx !== null },
  );
}
