/**
 * The program detail's sub-lists (spec 001 §2 Program detail, §7): options (the schedule and
 * place table), shortcut buttons, related programs, up to 3 previous programs, and the bookable
 * instances of /schedule (designed: POST /api/program/instance/list). Every read first checks that
 * the program is displayed, so a hidden or unknown program answers 404 PROGRAM_NOT_FOUND
 * everywhere, like the detail.
 */
import {
  type ClosedDaysRule,
  isClosedOn,
  type ProgramButton,
  type ProgramInstance,
  type ProgramOption,
  type RelatedProgram,
  type Ymd,
} from '@venue/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  programButtons,
  programInstances,
  programLinks,
  programOptions,
  programs,
} from '../../../db/schema';
import type { Database } from '../../../db/types';
import { toYn } from '../../../lib/yn';
import { listPrograms } from './programs.repository';
import { instanceStart } from './programs.rules';

/** Spec 001 §9: previous programs max 3. */
export const PREV_PROGRAM_LIMIT = 3;

/** True when the program exists and is displayed. */
export async function isProgramDisplayed(db: Database, programIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ programIdx: programs.programIdx })
    .from(programs)
    .where(and(eq(programs.programIdx, programIdx), eq(programs.displayYn, true)))
    .limit(1);
  return Boolean(row);
}

export function listProgramOptions(db: Database, programIdx: number): Promise<ProgramOption[]> {
  return db
    .select({
      optionTitle: programOptions.optionTitle,
      optionDescription: programOptions.optionDescription,
    })
    .from(programOptions)
    .where(eq(programOptions.programIdx, programIdx))
    .orderBy(asc(programOptions.sortIndex), asc(programOptions.programOptionIdx));
}

export async function listProgramButtons(
  db: Database,
  programIdx: number,
): Promise<ProgramButton[]> {
  const rows = await db
    .select({
      buttonType: programButtons.buttonType,
      buttonName: programButtons.buttonName,
      buttonUrl: programButtons.buttonUrl,
      savePath: programButtons.savePath,
    })
    .from(programButtons)
    .where(eq(programButtons.programIdx, programIdx))
    .orderBy(asc(programButtons.sortIndex), asc(programButtons.programButtonIdx));
  return rows.map((row) => ({ ...row, buttonType: row.buttonType as ProgramButton['buttonType'] }));
}

/**
 * Linked programs of `kind` (RELATED or PREV) as cards, in the editor's order; hidden ones are
 * left out. Each card's programInstanceIdx is its first instance from today on, else its last
 * instance (a previous program has only past ones), else null (ALWAYS programs have none).
 */
export async function listLinkedPrograms(
  db: Database,
  programIdx: number,
  kind: 'RELATED' | 'PREV',
  today: Ymd,
  limit?: number,
): Promise<RelatedProgram[]> {
  const links = await db
    .select({ linkedProgramIdx: programLinks.linkedProgramIdx })
    .from(programLinks)
    .where(and(eq(programLinks.programIdx, programIdx), eq(programLinks.kind, kind)))
    .orderBy(asc(programLinks.sortIndex), asc(programLinks.linkedProgramIdx));
  const ids = links.map((link) => link.linkedProgramIdx);
  if (ids.length === 0) return [];

  // The cards come from the program list's own code (the same fields, dates and sanitizing).
  const cards = new Map(
    (await listPrograms(db, {}, today))
      .filter((card) => ids.includes(card.programIdx))
      .map((card) => [card.programIdx, card]),
  );
  const instances = await db
    .select({
      programIdx: programInstances.programIdx,
      next: sql<
        number | null
      >`(array_agg(${programInstances.programInstanceIdx} order by ${programInstances.execDate}, ${programInstances.startTime}) filter (where ${programInstances.execDate} >= ${today}))[1]`,
      last: sql<
        number | null
      >`(array_agg(${programInstances.programInstanceIdx} order by ${programInstances.execDate} desc, ${programInstances.startTime} desc))[1]`,
    })
    .from(programInstances)
    .where(and(inArray(programInstances.programIdx, ids), isNull(programInstances.cancelledAt)))
    .groupBy(programInstances.programIdx);
  const instanceOf = new Map(instances.map((s) => [s.programIdx, s.next ?? s.last ?? null]));

  const out: RelatedProgram[] = [];
  for (const id of ids) {
    const card = cards.get(id);
    if (!card) continue;
    out.push({ ...card, programInstanceIdx: instanceOf.get(id) ?? null });
    if (limit !== undefined && out.length >= limit) break;
  }
  return out;
}

/**
 * The instances /schedule offers: from today (Seoul) on, by date and start time, with the seats
 * left. closedYn is Y when the instance is full or has already started at `now`. Seoul has no
 * daylight saving, so an instance's start is its date and time at +09:00.
 */
export async function listBookableInstances(
  db: Database,
  programIdx: number,
  today: Ymd,
  now: Date,
  closedDays: ClosedDaysRule,
): Promise<ProgramInstance[]> {
  const [program] = await db
    .select({ programType: programs.programType, winnerCount: programs.winnerCount })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .limit(1);
  const draw = program?.programType === 'APPLICATION';
  const rows = await db
    .select({
      programInstanceIdx: programInstances.programInstanceIdx,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      endTime: programInstances.endTime,
      capacity: programInstances.capacity,
      reservedCount: programInstances.reservedCount,
      // Seats held for waiting-list offers are not free (decision 063).
      heldCount: programInstances.heldCount,
    })
    .from(programInstances)
    .where(
      and(
        eq(programInstances.programIdx, programIdx),
        sql`${programInstances.execDate} >= ${today}`,
        isNull(programInstances.cancelledAt),
      ),
    )
    .orderBy(
      asc(programInstances.execDate),
      asc(programInstances.startTime),
      asc(programInstances.programInstanceIdx),
    );
  return rows.map((row) => {
    const remainingCnt =
      row.capacity === null ? null : Math.max(0, row.capacity - row.reservedCount - row.heldCount);
    const started = instanceStart(row.execDate, row.startTime) <= now;
    const dayClosed = isClosedOn(closedDays, row.execDate);
    return {
      programInstanceIdx: row.programInstanceIdx,
      execDate: row.execDate,
      startTime: row.startTime.slice(0, 5),
      endTime: row.endTime.slice(0, 5),
      capacity: row.capacity,
      remainingCnt,
      closedYn: toYn(started || remainingCnt === 0 || dayClosed),
      ...(draw ? { winnerCnt: drawPlaces(row.capacity, program?.winnerCount ?? null) } : {}),
    };
  });
}

/** A draw's places in one instance: the fewer of its capacity and the winner count (null = none). */
function drawPlaces(capacity: number | null, winnerCount: number | null): number | null {
  if (capacity === null) return winnerCount;
  return winnerCount === null ? capacity : Math.min(capacity, winnerCount);
}
