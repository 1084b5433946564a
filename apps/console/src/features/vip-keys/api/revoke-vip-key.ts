import { staffVipKeyRevoke } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { vipKeysKey } from './get-vip-keys';

/** POST /api/staff/vip-keys/revoke (ADMIN): the key logs nobody in from now on. */
export function useRevokeVipKey() {
  return useStaffWrite(staffVipKeyRevoke, [vipKeysKey]);
}
