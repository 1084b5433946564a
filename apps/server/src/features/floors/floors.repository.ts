import type { Floor } from '@venue/contract';
import { asc } from 'drizzle-orm';
import { floors } from '../../db/schema';
import type { Database } from '../../db/types';

/** Floors in display order; `index` is that order (spec 000 §3 Floor: floorIdx, floorName, index). */
export async function listFloors(db: Database): Promise<Floor[]> {
  return db
    .select({
      floorIdx: floors.floorIdx,
      floorName: floors.floorName,
      floorLabel: floors.floorLabel,
      index: floors.sortIndex,
    })
    .from(floors)
    .orderBy(asc(floors.sortIndex), asc(floors.floorIdx));
}
