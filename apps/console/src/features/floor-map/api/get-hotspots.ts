import { staffHotspotList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const hotspotsQueryKey = ['staff', 'hotspots'] as const;

/** POST /api/staff/hotspots (EDITOR): one floor's hotspots (code, target, label, rectangle). */
export function useHotspots(floorIdx: number | null) {
  return useStaffRead(
    hotspotsQueryKey,
    staffHotspotList,
    { floorIdx: floorIdx ?? 0 },
    { enabled: floorIdx !== null },
  );
}
