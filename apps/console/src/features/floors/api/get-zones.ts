import { staffZoneList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const zonesQueryKey = ['staff', 'zones'] as const;

/** POST /api/staff/zones (EDITOR): every zone (of every floor), in display order. */
export function useZones() {
  return useStaffRead(zonesQueryKey, staffZoneList);
}
