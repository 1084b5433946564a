import { staffZoneSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { floorsQueryKey } from './get-floors';
import { zonesQueryKey } from './get-zones';

/** POST /api/staff/zones/save (EDITOR): the description is sanitized by the server; a floor's zone count changes too. */
export function useSaveZone() {
  return useStaffWrite(staffZoneSave, [zonesQueryKey, floorsQueryKey]);
}
