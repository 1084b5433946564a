import { staffPlaces } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

/** POST /api/staff/places: the zones and programs a check-in can be made at (the place selector). */
export function useStaffPlaces() {
  return useStaffRead(['staff', 'places'], staffPlaces, undefined, { staleTime: 5 * 60_000 });
}
