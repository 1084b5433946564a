import { staffTourDetail } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';
import { toursQueryKey } from './get-tours';

/** POST /api/staff/tours/detail (EDITOR): one tour with its stops in visiting order. */
export function useTour(tourIdx: number | null) {
  return useStaffRead(
    toursQueryKey,
    staffTourDetail,
    { tourIdx: tourIdx ?? 0 },
    { enabled: tourIdx !== null },
  );
}
