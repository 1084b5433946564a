import { FloorMap } from '../../../features/floor-map/components/floor-map';
import { VenuePage } from '../../../features/seongsu/components/venue-page';
import { useZones } from '../../../features/shell/api/get-zones';
import { OfflineReady } from '../../offline-ready';

/**
 * /seongsu?tab=brand|space|location|tour. The venue page composes the floor map (its own
 * feature) into the space tab and reads the zone list the side menu also uses (one cache entry).
 * A failed zone list is an empty list (spec 000 §8: logged, stays empty).
 */
export function Component() {
  const zones = useZones();
  const floors = zones.isPending ? undefined : (zones.data ?? []);
  return (
    <>
      <OfflineReady />
      <VenuePage
        floors={floors}
        renderFloorMap={({ floorIdx, onFloorChange, headingId }) => (
          <FloorMap floorIdx={floorIdx} onFloorChange={onFloorChange} headingId={headingId} />
        )}
      />
    </>
  );
}
