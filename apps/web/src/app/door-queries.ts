import type { QueryClient } from '@tanstack/react-query';
import { floorsQueryOptions } from '../features/floor-map/api/get-floors';
import { mapHotspotsQueryOptions } from '../features/floor-map/api/get-map-hotspots';
import { qrValueQueryOptions } from '../features/qr/api/get-qr-value';
import { reserveEntriesQueryOptions } from '../features/res-entry/api/get-reserve-entries';
import { zonesQueryOptions } from '../features/shell/api/get-zones';
import { venueInfoQueryOptions } from '../lib/venue-info/get-venue-info';

/**
 * What My QR, 예약 내역 and the map read, asked now (while online) so the first of those pages
 * opened online is enough to open all three offline (features/pwa keeps the answers:
 * persist-filter.ts). The member's answers only for a member; a minute's freshness is enough,
 * the page that shows one asks again anyway.
 */
export function prefetchDoorQueries(
  queryClient: QueryClient,
  signedIn: boolean,
): Promise<unknown>[] {
  const fresh = { staleTime: 60_000 };
  return [
    ...(signedIn
      ? [
          queryClient.prefetchQuery({ ...qrValueQueryOptions(), ...fresh }),
          queryClient.prefetchQuery({ ...reserveEntriesQueryOptions(), ...fresh }),
        ]
      : []),
    queryClient.prefetchQuery(zonesQueryOptions()),
    queryClient.prefetchQuery(mapHotspotsQueryOptions()),
    queryClient.prefetchQuery(venueInfoQueryOptions()),
    queryClient.prefetchQuery(floorsQueryOptions()),
  ];
}
