/**
 * The bookings a closed day strands: a day closed after instances were booked on it
 * takes no new bookings (reserve-entries refuses them with DAY_CLOSED), and the bookings already
 * made stay until an operator cancels each with a reason in the roster (ops-entries, audited).
 * This lists the instances from today on that lie on a closed day and still hold bookings.
 */
import { type ClosedDayInstance, type ClosedDaysRule, isClosedOn, type Ymd } from '@venue/contract';
import { and, asc, count, eq, gte, isNull, notInArray } from 'drizzle-orm';
import { programInstances, programs, reserveEntries } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';

const LIMIT = 200;
/** Entries that no longer hold a place: cancelled, or a draw's losers. */
const ENDED = ['CANCEL', 'ATTENDCANCEL', 'LOSE'];

export async function listClosedDayBookings(
  db: Database,
  closedDays: ClosedDaysRule,
  today: Ymd,
): Promise<ClosedDayInstance[]> {
  const rows = await db
    .select({
      programIdx: programs.programIdx,
      programName: programs.programName,
      programInstanceIdx: programInstances.programInstanceIdx,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      endTime: programInstances.endTime,
      entryCount: count(reserveEntries.reserveEntryIdx),
    })
    .from(programInstances)
    .innerJoin(programs, eq(programs.programIdx, programInstances.programIdx))
    .innerJoin(
      reserveEntries,
      and(
        eq(reserveEntries.programInstanceIdx, programInstances.programInstanceIdx),
        notInArray(reserveEntries.status, ENDED),
      ),
    )
    .where(and(gte(programInstances.execDate, today), isNull(programInstances.cancelledAt)))
    .groupBy(programs.programIdx, programInstances.programInstanceIdx)
    .orderBy(
      asc(programInstances.execDate),
      asc(programInstances.startTime),
      asc(programInstances.programInstanceIdx),
    );
  return rows
    .filter((row) => isClosedOn(closedDays, row.execDate))
    .slice(0, LIMIT)
    .map((row) => ({
      ...row,
      programName: sanitizeEditorHtml(row.programName),
      startTime: row.startTime.slice(0, 5),
      endTime: row.endTime.slice(0, 5),
      entryCount: Number(row.entryCount),
    }));
}
