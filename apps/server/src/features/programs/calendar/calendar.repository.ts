/** What an entry's calendar is made of: the entry, its program and instance, and its place. */
import { and, eq, ne } from 'drizzle-orm';
import {
  floors,
  programInstances,
  programs,
  reserveEntries,
  users,
  zones,
} from '../../../db/schema';
import type { Database } from '../../../db/types';

/**
 * The entry with its program, instance (null fields without one) and place; undefined for an
 * unknown entry or a withdrawn member's.
 */
export async function findCalendarEntry(db: Database, reserveEntryIdx: number) {
  const [row] = await db
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      programType: reserveEntries.programType,
      status: reserveEntries.status,
      programName: programs.programName,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      endTime: programInstances.endTime,
      scheduleVersion: programInstances.scheduleVersion,
      instanceCancelledAt: programInstances.cancelledAt,
      floorName: floors.floorName,
      zoneName: zones.zoneName,
    })
    .from(reserveEntries)
    .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
    .innerJoin(programs, eq(programs.programIdx, reserveEntries.programIdx))
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .where(and(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx), ne(users.status, 'WITHDRAWN')))
    .limit(1);
  return row;
}

export type CalendarEntryRow = NonNullable<Awaited<ReturnType<typeof findCalendarEntry>>>;
