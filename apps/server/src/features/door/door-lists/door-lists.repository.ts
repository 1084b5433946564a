/** The named check-in lists' queries (table `door_lists`, migration 0041). */
import { type DoorList, toSeoulIso } from '@venue/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { doorLists, programInstances, programs, reserveEntries, zones } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;
export type DoorListRow = typeof doorLists.$inferSelect;

export const toDoorList = (row: DoorListRow): DoorList => ({
  doorListIdx: row.doorListIdx,
  name: row.name,
  zoneIdxs: row.zoneIdxs,
  programIdxs: row.programIdxs,
  activeYn: row.active ? 'Y' : 'N',
  regDate: toSeoulIso(row.regDate),
  modDate: toSeoulIso(row.modDate),
});

export async function listDoorLists(db: Db): Promise<DoorListRow[]> {
  return db.select().from(doorLists).orderBy(desc(doorLists.active), asc(doorLists.name));
}

export async function findDoorList(db: Db, doorListIdx: number, lock = false) {
  const query = db.select().from(doorLists).where(eq(doorLists.doorListIdx, doorListIdx)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertDoorList(
  tx: Transaction,
  values: Pick<DoorListRow, 'name' | 'zoneIdxs' | 'programIdxs' | 'active' | 'createdBy'>,
) {
  const [row] = await tx.insert(doorLists).values(values).returning();
  return row as DoorListRow;
}

export async function updateDoorList(
  tx: Transaction,
  doorListIdx: number,
  values: Pick<DoorListRow, 'name' | 'zoneIdxs' | 'programIdxs' | 'active'>,
) {
  const [row] = await tx
    .update(doorLists)
    .set({ ...values, modDate: new Date() })
    .where(eq(doorLists.doorListIdx, doorListIdx))
    .returning();
  return row as DoorListRow;
}

/** Which of these zones and programs exist. */
export async function existingPlaces(db: Db, zoneIdxs: number[], programIdxs: number[]) {
  const [foundZones, foundPrograms] = await Promise.all([
    zoneIdxs.length
      ? db.select({ idx: zones.zoneIdx }).from(zones).where(inArray(zones.zoneIdx, zoneIdxs))
      : [],
    programIdxs.length
      ? db
          .select({ idx: programs.programIdx })
          .from(programs)
          .where(inArray(programs.programIdx, programIdxs))
      : [],
  ]);
  return {
    zoneIdxs: new Set(foundZones.map((z) => z.idx)),
    programIdxs: new Set(foundPrograms.map((p) => p.idx)),
  };
}

/**
 * Whether the member holds, for a session today of one of these programs, a booking that comes
 * to the door: a reservation 예약완료 (CONFIRM) or 참여완료 (DONE), a draw's 당첨 (WIN) or DONE.
 */
export async function isBookedToday(
  db: Db,
  input: { userIdx: number; programIdxs: number[]; today: string },
): Promise<boolean> {
  if (input.programIdxs.length === 0) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(reserveEntries)
    .innerJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .where(
      and(
        eq(reserveEntries.userIdx, input.userIdx),
        inArray(reserveEntries.programIdx, input.programIdxs),
        eq(programInstances.execDate, input.today),
        inArray(reserveEntries.status, ['CONFIRM', 'DONE', 'WIN']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
