import type { Congestion, ZoneDetail, ZoneListFloor, ZoneState } from '@venue/contract';
import { asc, eq } from 'drizzle-orm';
import { floors, zones } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';

/** The fields of a zone (contract `zone`), as both reads select them. */
const zoneColumns = {
  zoneIdx: zones.zoneIdx,
  zoneName: zones.zoneName,
  zoneNameEn: zones.zoneNameEn,
  zoneSummary: zones.zoneSummary,
  state: zones.state,
  mainFileContentSavePath: zones.mainFileContentSavePath,
  locationFileContentSavePath: zones.locationFileContentSavePath,
};

/**
 * Every floor in display order with its zones nested (spec 001 §3 Floor: floorName, congestion,
 * zoneList). A floor without zones is still listed, with an empty zoneList.
 */
export async function listZonesByFloor(db: Database): Promise<ZoneListFloor[]> {
  const [floorRows, zoneRows] = await Promise.all([
    db
      .select({
        floorIdx: floors.floorIdx,
        floorName: floors.floorName,
        floorLabel: floors.floorLabel,
        congestion: floors.congestion,
      })
      .from(floors)
      .orderBy(asc(floors.sortIndex), asc(floors.floorIdx)),
    db
      .select({ ...zoneColumns, floorIdx: zones.floorIdx })
      .from(zones)
      .orderBy(asc(zones.sortIndex), asc(zones.zoneIdx)),
  ]);

  return floorRows.map((floor) => ({
    ...floor,
    // The columns are free text in the database; the response check at cache fill rejects
    // values outside the contract's enums.
    congestion: floor.congestion as Congestion,
    zoneList: zoneRows
      .filter((zone) => zone.floorIdx === floor.floorIdx)
      .map(({ floorIdx: _floorIdx, ...zone }) => ({ ...zone, state: zone.state as ZoneState })),
  }));
}

/** One zone with its floor and its sanitized description (designed POST /api/zone/detail). */
export async function findZoneDetail(db: Database, zoneIdx: number): Promise<ZoneDetail | null> {
  const [row] = await db
    .select({
      ...zoneColumns,
      zoneDescription: zones.zoneDescription,
      floorIdx: floors.floorIdx,
      floorName: floors.floorName,
    })
    .from(zones)
    .innerJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .where(eq(zones.zoneIdx, zoneIdx))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    state: row.state as ZoneState,
    zoneDescription: sanitizeEditorHtml(row.zoneDescription),
  };
}
