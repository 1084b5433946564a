import { type MainTitleEntry, toSeoulIso } from '@venue/contract';
import { and, asc, desc, eq, gte, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  checkIns,
  floors,
  programInstances,
  programs,
  reserveEntries,
  users,
  zones,
} from '../../../db/schema';
import type { Database } from '../../../db/types';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';

export async function findMemberProfile(db: Database, userIdx: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.userIdx, userIdx), eq(users.status, 'ACTIVE')))
    .limit(1);
  return row;
}

/**
 * The floor of the member's last check-in on `today` (Seoul) at a zone, or at a program (through
 * its zone); entrance check-ins name no floor. Null when there is none.
 */
export async function findLastCheckInFloor(
  db: Database,
  userIdx: number,
  today: string,
): Promise<number | null> {
  const programZones = alias(zones, 'program_zones');
  const floorIdx = sql<number | null>`coalesce(${zones.floorIdx}, ${programZones.floorIdx})`;
  const [row] = await db
    .select({ floorIdx })
    .from(checkIns)
    .leftJoin(zones, eq(zones.zoneIdx, checkIns.zoneIdx))
    .leftJoin(programs, eq(programs.programIdx, checkIns.programIdx))
    .leftJoin(programZones, eq(programZones.zoneIdx, programs.zoneIdx))
    .where(
      and(
        eq(checkIns.userIdx, userIdx),
        eq(checkIns.visitDate, today),
        sql`${floorIdx} is not null`,
      ),
    )
    .orderBy(desc(checkIns.checkedInAt), desc(checkIns.checkInIdx))
    .limit(1);
  return row?.floorIdx ?? null;
}

/** Statuses that never greet and are not shown in the home header (cancelled either way). */
const CANCELLED = ['CANCEL', 'ATTENDCANCEL'];

/**
 * The member's entries for the home header and greetings (getMainTitleInfo reserveEntryList):
 * not cancelled, and still relevant — the instance is yesterday or later (yesterday is the
 * "missed" greeting's day), or the draw is announced today or later. Nearest first, at most 20.
 */
export async function listHeaderEntries(
  db: Database,
  userIdx: number,
  today: string,
  yesterday: string,
): Promise<MainTitleEntry[]> {
  const execDate = sql<string | null>`${programInstances.execDate}::text`;
  const rows = await db
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      programIdx: reserveEntries.programIdx,
      programName: programs.programName,
      programType: reserveEntries.programType,
      status: reserveEntries.status,
      floorIdx: zones.floorIdx,
      floorName: floors.floorName,
      zoneName: zones.zoneName,
      execDate,
      winnerAnnouncementDate: programs.winnerAnnouncementDate,
    })
    .from(reserveEntries)
    .innerJoin(programs, eq(programs.programIdx, reserveEntries.programIdx))
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .where(
      and(
        eq(reserveEntries.userIdx, userIdx),
        notInArray(reserveEntries.status, CANCELLED),
        or(
          gte(programInstances.execDate, yesterday),
          sql`(${programs.winnerAnnouncementDate} at time zone 'Asia/Seoul')::date >= ${today}::date`,
        ),
      ),
    )
    .orderBy(sql`${programInstances.execDate} asc nulls last`, asc(reserveEntries.reserveEntryIdx))
    .limit(20);
  return rows.map((row) => ({
    ...row,
    programName: sanitizeEditorHtml(row.programName),
    programType: row.programType as MainTitleEntry['programType'],
    status: row.status as MainTitleEntry['status'],
    winnerAnnouncementDate: row.winnerAnnouncementDate
      ? toSeoulIso(row.winnerAnnouncementDate)
      : null,
  }));
}
