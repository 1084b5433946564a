import { staffZoneDelete } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { floorsQueryKey } from './get-floors';
import { zonesQueryKey } from './get-zones';

/** POST /api/staff/zones/delete (EDITOR): refused (409) while programs, hotspots or stops use it. */
export function useDeleteZone() {
  return useStaffWrite(staffZoneDelete, [zonesQueryKey, floorsQueryKey], {
    body: (zoneIdx: number) => ({ zoneIdx }),
  });
}
