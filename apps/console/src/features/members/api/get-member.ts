import type { staffMemberDetailResponse } from '@venue/contract';
import { useStaffRead } from '../../../lib/staff-query';
import { membersKey } from './search-members';

/** POST /api/staff/members/detail: entries, check-ins, inquiries and the latest restriction. */
export function useMember(userIdx: number | null) {
  return useStaffRead<typeof staffMemberDetailResponse>(
    [...membersKey, 'detail'],
    '/api/staff/members/detail',
    { userIdx },
    { enabled: userIdx !== null },
  );
}
