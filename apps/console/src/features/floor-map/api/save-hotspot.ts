import { staffHotspotSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { floorsQueryKey } from '../../floors/api/get-floors';
import { hotspotsQueryKey } from './get-hotspots';

/** POST /api/staff/hotspots/save (EDITOR): creates without an id, updates with it. */
export function useSaveHotspot() {
  return useStaffWrite(staffHotspotSave, [hotspotsQueryKey, floorsQueryKey]);
}
