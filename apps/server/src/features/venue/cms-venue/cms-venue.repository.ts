/**
 * The console's reads and writes of the venue's structure (decision
 * 030): floors with their plans, zones, floor-map hotspots and the tour. Writes run inside
 * `auditedWrite`'s transaction (`tx`) and answer the row as the contract shapes it, so the
 * route can record it as the audit row's before/after.
 */
import type {
  StaffFloor,
  StaffFloorSaveBody,
  StaffHotspot,
  StaffHotspotSaveBody,
  StaffTour,
  StaffTourSaveBody,
  StaffZone,
  StaffZoneSaveBody,
} from '@venue/contract';
import { toSeoulIso, withParticle } from '@venue/contract';
import { and, asc, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { floors, mapHotspots, programs, tourStops, tours, zones } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import { toYn } from '../../../lib/yn';

export const FLOOR_NOT_FOUND = '층 정보를 찾을 수 없어요.';
export const ZONE_NOT_FOUND = '공간 정보를 찾을 수 없어요.';
export const HOTSPOT_NOT_FOUND = '지도 영역을 찾을 수 없어요.';
export const TOUR_NOT_FOUND = '투어 코스를 찾을 수 없어요.';
const PROGRAM_NOT_FOUND = '프로그램을 찾을 수 없어요.';

/** A row the body names must exist: 400 naming the field otherwise (never a database error). */
async function requireRow(
  db: Database,
  table: PgTable,
  column: PgColumn,
  id: number,
  path: string,
  message: string,
): Promise<void> {
  const [row] = await db.select({ id: column }).from(table).where(eq(column, id)).limit(1);
  if (!row) throw AppError.invalidFields([{ path, message }]);
}

const inUse = (message: string) => new AppError(409, 'CONFLICT', message);

async function countWhere(db: Database, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/**
 * The save of every console form: no id inserts, an id updates the row that must exist (404
 * otherwise); answers the row before (null on create) and after, contract-shaped, for the audit.
 */
async function createOrUpdate<Row, Shaped>(save: {
  id: number | undefined;
  notFound: string;
  find: (id: number) => Promise<Shaped | null>;
  insert: () => Promise<Row[]>;
  update: (id: number) => Promise<Row[]>;
  shape: (row: Row) => Shaped;
}): Promise<{ before: Shaped | null; after: Shaped }> {
  if (save.id === undefined) {
    const [row] = await save.insert();
    if (!row) throw new Error('insert returned no row');
    return { before: null, after: save.shape(row) };
  }
  const before = await save.find(save.id);
  if (!before) throw AppError.notFound(save.notFound);
  const [row] = await save.update(save.id);
  if (!row) throw AppError.notFound(save.notFound);
  return { before, after: save.shape(row) };
}

// ── Floors ──────────────────────────────────────────────────────────────────

export async function listStaffFloors(db: Database): Promise<StaffFloor[]> {
  const [rows, zoneCounts, hotspotCounts] = await Promise.all([
    db.select().from(floors).orderBy(asc(floors.sortIndex), asc(floors.floorIdx)),
    db.select({ floorIdx: zones.floorIdx, n: count() }).from(zones).groupBy(zones.floorIdx),
    db
      .select({ floorIdx: mapHotspots.floorIdx, n: count() })
      .from(mapHotspots)
      .groupBy(mapHotspots.floorIdx),
  ]);
  const countOf = (list: { floorIdx: number; n: number }[], floorIdx: number) =>
    list.find((c) => c.floorIdx === floorIdx)?.n ?? 0;
  return rows.map((row) => ({
    ...toFloor(row),
    zoneCount: countOf(zoneCounts, row.floorIdx),
    hotspotCount: countOf(hotspotCounts, row.floorIdx),
  }));
}

type FloorRow = typeof floors.$inferSelect;

/** The floor as the contract's `floor` has it (also the visitor's floors/list item). */
export function toFloor(row: FloorRow) {
  return {
    floorIdx: row.floorIdx,
    floorName: row.floorName,
    floorLabel: row.floorLabel,
    index: row.sortIndex,
    congestion: row.congestion as StaffFloor['congestion'],
    plan: floorPlanOf(row),
    capacity: row.capacity,
  };
}

export function floorPlanOf(row: Pick<FloorRow, 'planPath' | 'planWidth' | 'planHeight'>) {
  return row.planPath !== null && row.planWidth !== null && row.planHeight !== null
    ? { savePath: row.planPath, width: row.planWidth, height: row.planHeight }
    : null;
}

async function findFloor(db: Database, floorIdx: number) {
  const [row] = await db.select().from(floors).where(eq(floors.floorIdx, floorIdx)).limit(1);
  return row ? toFloor(row) : null;
}

export async function saveFloor(db: Database, body: StaffFloorSaveBody) {
  const values = {
    floorName: body.floorName,
    floorLabel: body.floorLabel,
    sortIndex: body.index,
    congestion: body.congestion,
    // Left out, an update keeps the capacity; null clears it.
    ...(body.capacity === undefined ? {} : { capacity: body.capacity }),
  };
  return createOrUpdate({
    id: body.floorIdx,
    notFound: FLOOR_NOT_FOUND,
    find: (id) => findFloor(db, id),
    insert: () => db.insert(floors).values(values).returning(),
    update: (id) => db.update(floors).set(values).where(eq(floors.floorIdx, id)).returning(),
    shape: toFloor,
  });
}

export async function saveFloorPlan(
  db: Database,
  floorIdx: number,
  plan: { savePath: string; width: number; height: number } | null,
) {
  const before = await findFloor(db, floorIdx);
  if (!before) throw AppError.notFound(FLOOR_NOT_FOUND);
  const [row] = await db
    .update(floors)
    .set({
      planPath: plan?.savePath ?? null,
      planWidth: plan?.width ?? null,
      planHeight: plan?.height ?? null,
    })
    .where(eq(floors.floorIdx, floorIdx))
    .returning();
  if (!row) throw AppError.notFound(FLOOR_NOT_FOUND);
  return { before, after: toFloor(row) };
}

/** Deletes a floor nothing refers to; a floor with zones, hotspots or tour stops is a 409. */
export async function deleteFloor(db: Database, floorIdx: number) {
  const before = await findFloor(db, floorIdx);
  if (!before) throw AppError.notFound(FLOOR_NOT_FOUND);
  const [zoneCount, hotspotCount, stopCount] = await Promise.all([
    countWhere(db, zones, eq(zones.floorIdx, floorIdx)),
    countWhere(db, mapHotspots, eq(mapHotspots.floorIdx, floorIdx)),
    countWhere(db, tourStops, eq(tourStops.floorIdx, floorIdx)),
  ]);
  const uses = [
    zoneCount > 0 ? `공간 ${zoneCount}개` : null,
    hotspotCount > 0 ? `지도 영역 ${hotspotCount}개` : null,
    stopCount > 0 ? `투어 정류장 ${stopCount}개` : null,
  ].filter(Boolean);
  if (uses.length > 0) {
    throw inUse(
      `이 층에 ${withParticle(uses.join(', '), '이/가')} 있어 삭제할 수 없어요. 먼저 옮기거나 삭제해 주세요.`,
    );
  }
  await db.delete(floors).where(eq(floors.floorIdx, floorIdx));
  return before;
}

// ── Zones ───────────────────────────────────────────────────────────────────

type ZoneRow = typeof zones.$inferSelect;

function toZone(row: ZoneRow): StaffZone {
  return {
    zoneIdx: row.zoneIdx,
    floorIdx: row.floorIdx,
    zoneName: row.zoneName,
    zoneNameEn: row.zoneNameEn,
    zoneSummary: row.zoneSummary,
    zoneDescription: row.zoneDescription,
    state: row.state as StaffZone['state'],
    mainFileContentSavePath: row.mainFileContentSavePath,
    locationFileContentSavePath: row.locationFileContentSavePath,
    index: row.sortIndex,
  };
}

export async function listStaffZones(db: Database, floorIdx?: number): Promise<StaffZone[]> {
  const rows = await db
    .select()
    .from(zones)
    .where(floorIdx === undefined ? undefined : eq(zones.floorIdx, floorIdx))
    .orderBy(asc(zones.floorIdx), asc(zones.sortIndex), asc(zones.zoneIdx));
  return rows.map(toZone);
}

async function findZone(db: Database, zoneIdx: number) {
  const [row] = await db.select().from(zones).where(eq(zones.zoneIdx, zoneIdx)).limit(1);
  return row ? toZone(row) : null;
}

export async function saveZone(db: Database, body: StaffZoneSaveBody) {
  await requireRow(db, floors, floors.floorIdx, body.floorIdx, 'floorIdx', FLOOR_NOT_FOUND);
  const values = {
    floorIdx: body.floorIdx,
    zoneName: body.zoneName,
    zoneNameEn: body.zoneNameEn,
    zoneSummary: body.zoneSummary,
    zoneDescription: sanitizeEditorHtml(body.zoneDescription),
    state: body.state,
    mainFileContentSavePath: body.mainFileContentSavePath,
    locationFileContentSavePath: body.locationFileContentSavePath,
    sortIndex: body.index,
  };
  return createOrUpdate({
    id: body.zoneIdx,
    notFound: ZONE_NOT_FOUND,
    find: (id) => findZone(db, id),
    insert: () => db.insert(zones).values(values).returning(),
    update: (id) => db.update(zones).set(values).where(eq(zones.zoneIdx, id)).returning(),
    shape: toZone,
  });
}

/**
 * Deletes a zone nothing refers to: programs, map hotspots and tour stops keep it (409). Past
 * check-ins at the zone keep their row with the zone left empty (the column is ON DELETE SET
 * NULL), as they do for a deleted program.
 */
export async function deleteZone(db: Database, zoneIdx: number) {
  const before = await findZone(db, zoneIdx);
  if (!before) throw AppError.notFound(ZONE_NOT_FOUND);
  const [programCount, hotspotCount, stopCount] = await Promise.all([
    countWhere(db, programs, eq(programs.zoneIdx, zoneIdx)),
    countWhere(db, mapHotspots, eq(mapHotspots.zoneIdx, zoneIdx)),
    countWhere(db, tourStops, eq(tourStops.zoneIdx, zoneIdx)),
  ]);
  const uses = [
    programCount > 0 ? `프로그램 ${programCount}개` : null,
    hotspotCount > 0 ? `지도 영역 ${hotspotCount}개` : null,
    stopCount > 0 ? `투어 정류장 ${stopCount}개` : null,
  ].filter(Boolean);
  if (uses.length > 0) {
    throw inUse(
      `이 공간을 쓰는 ${withParticle(uses.join(', '), '이/가')} 있어 삭제할 수 없어요. 먼저 다른 공간으로 바꿔 주세요.`,
    );
  }
  await db.delete(zones).where(eq(zones.zoneIdx, zoneIdx));
  return before;
}

// ── Floor-map hotspots ──────────────────────────────────────────────────────

type HotspotRow = typeof mapHotspots.$inferSelect;

function toHotspot(row: HotspotRow): StaffHotspot {
  const { rectX, rectY, rectWidth, rectHeight } = row;
  return {
    mapHotspotIdx: row.mapHotspotIdx,
    floorIdx: row.floorIdx,
    mapType: row.mapType,
    programIdx: row.programIdx,
    zoneIdx: row.zoneIdx,
    label: row.label,
    labelEn: row.labelEn,
    rect:
      rectX !== null && rectY !== null && rectWidth !== null && rectHeight !== null
        ? { x: rectX, y: rectY, width: rectWidth, height: rectHeight }
        : null,
  };
}

export async function listStaffHotspots(db: Database, floorIdx?: number) {
  const rows = await db
    .select()
    .from(mapHotspots)
    .where(floorIdx === undefined ? undefined : eq(mapHotspots.floorIdx, floorIdx))
    .orderBy(asc(mapHotspots.floorIdx), asc(mapHotspots.mapType));
  return rows.map(toHotspot);
}

async function findHotspot(db: Database, mapHotspotIdx: number) {
  const [row] = await db
    .select()
    .from(mapHotspots)
    .where(eq(mapHotspots.mapHotspotIdx, mapHotspotIdx))
    .limit(1);
  return row ? toHotspot(row) : null;
}

/** One code per floor (the unique index); a second hotspot of the code on the floor is a 409. */
export async function saveHotspot(db: Database, body: StaffHotspotSaveBody) {
  await requireRow(db, floors, floors.floorIdx, body.floorIdx, 'floorIdx', FLOOR_NOT_FOUND);
  if (body.programIdx !== null) {
    await requireRow(
      db,
      programs,
      programs.programIdx,
      body.programIdx,
      'programIdx',
      PROGRAM_NOT_FOUND,
    );
  }
  if (body.zoneIdx !== null) {
    await requireRow(db, zones, zones.zoneIdx, body.zoneIdx, 'zoneIdx', ZONE_NOT_FOUND);
  }
  const taken = await db
    .select({ id: mapHotspots.mapHotspotIdx })
    .from(mapHotspots)
    .where(
      and(
        eq(mapHotspots.floorIdx, body.floorIdx),
        eq(mapHotspots.mapType, body.mapType),
        body.mapHotspotIdx === undefined
          ? undefined
          : ne(mapHotspots.mapHotspotIdx, body.mapHotspotIdx),
      ),
    )
    .limit(1);
  if (taken.length > 0) {
    throw inUse(`이 층에 ${body.mapType} 코드가 이미 있어요. 다른 코드를 입력해 주세요.`);
  }
  const values = {
    floorIdx: body.floorIdx,
    mapType: body.mapType,
    programIdx: body.programIdx,
    zoneIdx: body.zoneIdx,
    label: body.label,
    labelEn: body.labelEn,
    rectX: body.rect.x,
    rectY: body.rect.y,
    rectWidth: body.rect.width,
    rectHeight: body.rect.height,
  };
  return createOrUpdate({
    id: body.mapHotspotIdx,
    notFound: HOTSPOT_NOT_FOUND,
    find: (id) => findHotspot(db, id),
    insert: () => db.insert(mapHotspots).values(values).returning(),
    update: (id) =>
      db.update(mapHotspots).set(values).where(eq(mapHotspots.mapHotspotIdx, id)).returning(),
    shape: toHotspot,
  });
}

export async function deleteHotspot(db: Database, mapHotspotIdx: number) {
  const before = await findHotspot(db, mapHotspotIdx);
  if (!before) throw AppError.notFound(HOTSPOT_NOT_FOUND);
  await db.delete(mapHotspots).where(eq(mapHotspots.mapHotspotIdx, mapHotspotIdx));
  return before;
}

// ── The tour ────────────────────────────────────────────────────────────────

export async function listStaffTours(db: Database) {
  const [rows, stopCounts] = await Promise.all([
    db.select().from(tours).orderBy(desc(tours.modDate), desc(tours.tourIdx)),
    db
      .select({ tourIdx: tourStops.tourIdx, n: count() })
      .from(tourStops)
      .groupBy(tourStops.tourIdx),
  ]);
  return rows.map((row) => ({
    tourIdx: row.tourIdx,
    tourTitle: row.tourTitle,
    displayYn: toYn(row.displayYn),
    stopCount: stopCounts.find((c) => c.tourIdx === row.tourIdx)?.n ?? 0,
    modDate: toSeoulIso(row.modDate),
  }));
}

export async function findStaffTour(db: Database, tourIdx: number): Promise<StaffTour | null> {
  const [tour] = await db.select().from(tours).where(eq(tours.tourIdx, tourIdx)).limit(1);
  if (!tour) return null;
  const stops = await db
    .select()
    .from(tourStops)
    .where(eq(tourStops.tourIdx, tourIdx))
    .orderBy(asc(tourStops.sortIndex), asc(tourStops.tourStopIdx));
  return {
    tourIdx: tour.tourIdx,
    tourTitle: tour.tourTitle,
    tourIntro: tour.tourIntro,
    savePath: tour.savePath,
    checklist: tour.checklist,
    displayYn: toYn(tour.displayYn),
    stopList: stops.map((stop) => ({
      tourStopIdx: stop.tourStopIdx,
      floorIdx: stop.floorIdx,
      zoneIdx: stop.zoneIdx,
      programIdx: stop.programIdx,
      label: stop.label,
      title: stop.stopTitle,
      minutes: stop.minutes,
      text: stop.stopText,
      tips: stop.tips,
    })),
  };
}

/** Ids the stops name must exist: 400 naming the first stop field that does not. */
async function requireStopTargets(db: Database, stops: StaffTourSaveBody['stopList']) {
  const checks = [
    { key: 'floorIdx', table: floors, column: floors.floorIdx, message: FLOOR_NOT_FOUND },
    { key: 'zoneIdx', table: zones, column: zones.zoneIdx, message: ZONE_NOT_FOUND },
    { key: 'programIdx', table: programs, column: programs.programIdx, message: PROGRAM_NOT_FOUND },
  ] as const;
  for (const { key, table, column, message } of checks) {
    const wanted = [...new Set(stops.map((s) => s[key]).filter((id): id is number => id !== null))];
    if (wanted.length === 0) continue;
    const found = await db.select({ id: column }).from(table).where(inArray(column, wanted));
    const known = new Set(found.map((row) => row.id));
    const index = stops.findIndex((s) => s[key] !== null && !known.has(s[key] as number));
    if (index >= 0) throw AppError.invalidFields([{ path: `stopList.${index}.${key}`, message }]);
  }
}

/** Saves the tour and replaces its stops, in the order given. */
export async function saveTour(db: Database, body: StaffTourSaveBody) {
  await requireStopTargets(db, body.stopList);
  const values = {
    tourTitle: body.tourTitle,
    tourIntro: sanitizeEditorHtml(body.tourIntro),
    savePath: body.savePath,
    checklist: body.checklist,
    displayYn: body.displayYn === 'Y',
    modDate: new Date(),
  };
  let tourIdx: number;
  let before: StaffTour | null = null;
  if (body.tourIdx === undefined) {
    const [row] = await db.insert(tours).values(values).returning({ tourIdx: tours.tourIdx });
    if (!row) throw new Error('insert returned no tour');
    tourIdx = row.tourIdx;
  } else {
    before = await findStaffTour(db, body.tourIdx);
    if (!before) throw AppError.notFound(TOUR_NOT_FOUND);
    tourIdx = body.tourIdx;
    await db.update(tours).set(values).where(eq(tours.tourIdx, tourIdx));
    await db.delete(tourStops).where(eq(tourStops.tourIdx, tourIdx));
  }
  if (body.stopList.length > 0) {
    await db.insert(tourStops).values(
      body.stopList.map((stop, index) => ({
        tourIdx,
        floorIdx: stop.floorIdx,
        zoneIdx: stop.zoneIdx,
        programIdx: stop.programIdx,
        label: stop.label,
        stopTitle: stop.title,
        minutes: stop.minutes,
        stopText: stop.text,
        tips: stop.tips,
        sortIndex: index + 1,
      })),
    );
  }
  const after = await findStaffTour(db, tourIdx);
  return { tourIdx, before, after };
}
