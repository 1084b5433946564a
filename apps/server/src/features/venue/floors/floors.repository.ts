import type { Floor } from '@venue/contract';
import { asc } from 'drizzle-orm';
import { floors } from '../../../db/schema';
import type { Database } from '../../../db/types';

/** Floors in display order; `index` is that order (spec 000 §3 Floor: floorIdx, floorName, index). */
export async function listFloors(db: Database): Promise<Floor[]> {
  const rows = await db
    .select({
      floorIdx: floors.floorIdx,
      floorName: floors.floorName,
      floorLabel: floors.floorLabel,
      index: floors.sortIndex,
      planPath: floors.planPath,
      planWidth: floors.planWidth,
      planHeight: floors.planHeight,
    })
    .from(floors)
    .orderBy(asc(floors.sortIndex), asc(floors.floorIdx));
  // The floor-map plan (decision 030): all three columns, or none.
  return rows.map(({ planPath, planWidth, planHeight, ...floor }) => ({
    ...floor,
    plan:
      planPath !== null && planWidth !== null && planHeight !== null
        ? { savePath: planPath, width: planWidth, height: planHeight }
        : null,
  }));
}
