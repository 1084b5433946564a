import { staffHotspotDelete } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { floorsQueryKey } from '../../floors/api/get-floors';
import { hotspotsQueryKey } from './get-hotspots';

/** POST /api/staff/hotspots/delete (EDITOR). */
export function useDeleteHotspot() {
  return useStaffWrite(staffHotspotDelete, [hotspotsQueryKey, floorsQueryKey], {
    body: (mapHotspotIdx: number) => ({ mapHotspotIdx }),
  });
}
