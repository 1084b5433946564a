import { staffVipKeyIssue } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { vipKeysKey } from './get-vip-keys';

/** POST /api/staff/vip-keys/issue (ADMIN): the digits come back once, in this answer. */
export function useIssueVipKey() {
  return useStaffWrite(staffVipKeyIssue, [vipKeysKey]);
}
