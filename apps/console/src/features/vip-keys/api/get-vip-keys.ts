import { staffVipKeyList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

export const vipKeysKey = ['staff', 'vip-keys'] as const;

/** POST /api/staff/vip-keys/list (ADMIN): newest first, 30 a page, never the digits. */
export function useVipKeys(page: number) {
  return useStaffRead(vipKeysKey, staffVipKeyList, { page }, listRead);
}
