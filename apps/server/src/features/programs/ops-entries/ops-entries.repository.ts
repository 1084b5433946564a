/** Queries of the door and the entries (decision 032). */
import { parseChoiceAnswer } from '@venue/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import {
  checkIns,
  floors,
  operators,
  programInstances,
  programQuestionOptions,
  programQuestions,
  programs,
  reserveEntries,
  reserveEntryAnswers,
  users,
  zones,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { containing } from '../../../lib/like';

type Db = Database | Transaction;

export const ROSTER_LIMIT = 500;

export async function findRosterProgram(db: Db, programIdx: number) {
  const [row] = await db
    .select({
      programIdx: programs.programIdx,
      programName: programs.programName,
      programType: programs.programType,
      doorWindowMinutes: programs.doorWindowMinutes,
    })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .limit(1);
  return row;
}

/**
 * The roster's day when none is asked: today if the program has a live instance today, else its
 * next instance day, else its last; today when it has none.
 */
export async function defaultRosterDay(db: Db, programIdx: number, today: string) {
  const live = and(
    eq(programInstances.programIdx, programIdx),
    isNull(programInstances.cancelledAt),
  );
  const [next] = await db
    .select({ execDate: programInstances.execDate })
    .from(programInstances)
    .where(and(live, sql`${programInstances.execDate} >= ${today}`))
    .orderBy(asc(programInstances.execDate))
    .limit(1);
  if (next) return next.execDate;
  const [last] = await db
    .select({ execDate: programInstances.execDate })
    .from(programInstances)
    .where(live)
    .orderBy(desc(programInstances.execDate))
    .limit(1);
  return last?.execDate ?? today;
}

export async function listDayInstances(db: Db, programIdx: number, execDate: string) {
  return db
    .select({
      programInstanceIdx: programInstances.programInstanceIdx,
      startTime: programInstances.startTime,
      endTime: programInstances.endTime,
      capacity: programInstances.capacity,
      reservedCount: programInstances.reservedCount,
      heldCount: programInstances.heldCount,
      cancelledAt: programInstances.cancelledAt,
    })
    .from(programInstances)
    .where(
      and(eq(programInstances.programIdx, programIdx), eq(programInstances.execDate, execDate)),
    )
    .orderBy(asc(programInstances.startTime), asc(programInstances.programInstanceIdx));
}

/**
 * What a roster search matches: four digits are the end of the phone (the entry's, else the
 * member's), anything else part of the name; either may also be the booking number.
 */
function rosterSearch(search: string): SQL {
  const phone = sql`coalesce(${reserveEntries.phoneNumber}, ${users.phoneNumber})`;
  const name = sql`coalesce(${reserveEntries.name}, ${users.name})`;
  const bookingNumber = sql`upper(${reserveEntries.reserveEntryId}) = upper(${search})`;
  if (/^\d{4}$/.test(search)) return sql`(right(${phone}, 4) = ${search} or ${bookingNumber})`;
  return sql`(${name} ilike ${containing(search)} or ${bookingNumber})`;
}

export async function listRosterEntries(
  db: Db,
  input: { programIdx: number; execDate: string; programInstanceIdx?: number; search?: string },
) {
  const where = and(
    eq(reserveEntries.programIdx, input.programIdx),
    eq(programInstances.execDate, input.execDate),
    input.programInstanceIdx === undefined
      ? undefined
      : eq(reserveEntries.programInstanceIdx, input.programInstanceIdx),
    input.search ? rosterSearch(input.search) : undefined,
  );
  const base = () =>
    db
      .select({
        reserveEntryIdx: reserveEntries.reserveEntryIdx,
        reserveEntryId: reserveEntries.reserveEntryId,
        programInstanceIdx: reserveEntries.programInstanceIdx,
        programType: reserveEntries.programType,
        status: reserveEntries.status,
        participantCnt: reserveEntries.participantCnt,
        name: sql<string | null>`coalesce(${reserveEntries.name}, ${users.name})`,
        phoneNumber: sql<
          string | null
        >`coalesce(${reserveEntries.phoneNumber}, ${users.phoneNumber})`,
        cancelReason: reserveEntries.cancelReason,
        visitAnswer: reserveEntries.visitAnswer,
        regDate: reserveEntries.regDate,
        startTime: programInstances.startTime,
        endTime: programInstances.endTime,
        checkedInAt: checkIns.checkedInAt,
      })
      .from(reserveEntries)
      .innerJoin(
        programInstances,
        eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
      )
      .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
      .leftJoin(
        checkIns,
        and(
          eq(checkIns.userIdx, reserveEntries.userIdx),
          eq(checkIns.visitDate, programInstances.execDate),
          eq(checkIns.placeKey, sql`'P:' || ${reserveEntries.programIdx}`),
        ),
      );
  const [rows, [count]] = await Promise.all([
    base()
      .where(where)
      .orderBy(
        asc(programInstances.startTime),
        asc(reserveEntries.regDate),
        asc(reserveEntries.reserveEntryIdx),
      )
      .limit(ROSTER_LIMIT),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(reserveEntries)
      .innerJoin(
        programInstances,
        eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
      )
      .innerJoin(users, eq(users.userIdx, reserveEntries.userIdx))
      .where(where),
  ]);
  return { rows, totalCount: count?.count ?? 0 };
}

/** The answers of these entries, in question order, as text (chosen options' texts joined). */
export async function listEntryAnswers(db: Db, reserveEntryIdxs: number[]) {
  const answers = new Map<number, { questionText: string; answer: string }[]>();
  if (reserveEntryIdxs.length === 0) return answers;
  const rows = await db
    .select({
      reserveEntryIdx: reserveEntryAnswers.reserveEntryIdx,
      programQuestionIdx: programQuestions.programQuestionIdx,
      questionType: programQuestions.questionType,
      questionText: programQuestions.questionText,
      answer: reserveEntryAnswers.answer,
    })
    .from(reserveEntryAnswers)
    .innerJoin(
      programQuestions,
      eq(programQuestions.programQuestionIdx, reserveEntryAnswers.programQuestionIdx),
    )
    .where(inArray(reserveEntryAnswers.reserveEntryIdx, reserveEntryIdxs))
    .orderBy(asc(programQuestions.sortIndex), asc(programQuestions.programQuestionIdx));
  const questionIdxs = [...new Set(rows.map((r) => r.programQuestionIdx))];
  const options =
    questionIdxs.length === 0
      ? []
      : await db
          .select({
            idx: programQuestionOptions.programQuestionOptionIdx,
            text: programQuestionOptions.multipleText,
          })
          .from(programQuestionOptions)
          .where(inArray(programQuestionOptions.programQuestionIdx, questionIdxs));
  const optionText = new Map(options.map((o) => [o.idx, o.text]));
  for (const row of rows) {
    const chosen = row.questionType === 'DESCRIPTIVE' ? null : parseChoiceAnswer(row.answer);
    const answer = chosen
      ? chosen.map((idx) => optionText.get(idx) ?? String(idx)).join(', ')
      : row.answer;
    const list = answers.get(row.reserveEntryIdx) ?? [];
    list.push({ questionText: row.questionText, answer });
    answers.set(row.reserveEntryIdx, list);
  }
  return answers;
}

/** The entry an operator changes, locked until the change commits (entry first, then instance). */
export async function lockEntry(tx: Transaction, reserveEntryIdx: number) {
  const [row] = await tx
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      reserveEntryId: reserveEntries.reserveEntryId,
      userIdx: reserveEntries.userIdx,
      programIdx: reserveEntries.programIdx,
      programInstanceIdx: reserveEntries.programInstanceIdx,
      programType: reserveEntries.programType,
      status: reserveEntries.status,
      participantCnt: reserveEntries.participantCnt,
    })
    .from(reserveEntries)
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx))
    .limit(1)
    .for('update');
  return row;
}

export type LockedEntry = NonNullable<Awaited<ReturnType<typeof lockEntry>>>;

/** The day and start time of an instance, or undefined. */
export async function findInstanceTime(db: Db, programInstanceIdx: number) {
  const [row] = await db
    .select({ execDate: programInstances.execDate, startTime: programInstances.startTime })
    .from(programInstances)
    .where(eq(programInstances.programInstanceIdx, programInstanceIdx))
    .limit(1);
  return row;
}

/** Sets the status only if the entry still has the one read under the lock. */
export async function setEntryStatus(
  tx: Transaction,
  entry: LockedEntry,
  values: { status: string; cancelReason?: string; now: Date },
) {
  const cancelling = values.status === 'CANCEL' || values.status === 'ATTENDCANCEL';
  const rows = await tx
    .update(reserveEntries)
    .set({
      status: values.status,
      modDate: values.now,
      ...(cancelling ? { cancelledAt: values.now, cancelReason: values.cancelReason ?? null } : {}),
    })
    .where(
      and(
        eq(reserveEntries.reserveEntryIdx, entry.reserveEntryIdx),
        eq(reserveEntries.status, entry.status),
      ),
    )
    .returning({ idx: reserveEntries.reserveEntryIdx });
  return rows.length === 1;
}

/** Gives a cancelled reservation's seats back to its instance. */
export async function freeSeats(tx: Transaction, programInstanceIdx: number, seats: number) {
  await tx
    .update(programInstances)
    .set({ reservedCount: sql`${programInstances.reservedCount} - ${seats}` })
    .where(
      and(
        eq(programInstances.programInstanceIdx, programInstanceIdx),
        isNull(programInstances.cancelledAt),
      ),
    );
}

/** The program's door rule, set by an EDITOR; answers the row before the change, or undefined. */
export async function setDoorWindow(tx: Transaction, programIdx: number, minutes: number | null) {
  const [before] = await tx
    .select({ doorWindowMinutes: programs.doorWindowMinutes })
    .from(programs)
    .where(eq(programs.programIdx, programIdx))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(programs)
    .set({ doorWindowMinutes: minutes })
    .where(eq(programs.programIdx, programIdx));
  return before;
}

// ── The door: name search and recent scans ─────────────────────────────────

export const MEMBER_SEARCH_LIMIT = 20;

/** Active members by part of the name or the last four digits of the phone. */
export async function searchMembers(db: Db, search: string) {
  const where = and(
    eq(users.status, 'ACTIVE'),
    /^\d{4}$/.test(search)
      ? sql`right(${users.phoneNumber}, 4) = ${search}`
      : sql`${users.name} ilike ${containing(search)}`,
  );
  return db
    .select({
      userIdx: users.userIdx,
      name: users.name,
      phoneNumber: users.phoneNumber,
      birthYmd: users.birthYmd,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.userIdx))
    .limit(MEMBER_SEARCH_LIMIT + 1);
}

export const RECENT_SCANS_LIMIT = 30;

/** Today's last check-ins, newest first, with their place's name and operator. */
export async function listRecentScans(db: Db, visitDate: string, placeKey?: string) {
  return db
    .select({
      checkInIdx: checkIns.checkInIdx,
      checkedInAt: checkIns.checkedInAt,
      placeKey: checkIns.placeKey,
      placeType: checkIns.placeType,
      method: checkIns.method,
      zoneName: zones.zoneName,
      floorName: floors.floorName,
      programName: programs.programName,
      memberName: users.name,
      operatorName: operators.name,
    })
    .from(checkIns)
    .innerJoin(users, eq(users.userIdx, checkIns.userIdx))
    .leftJoin(zones, eq(zones.zoneIdx, checkIns.zoneIdx))
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .leftJoin(programs, eq(programs.programIdx, checkIns.programIdx))
    .leftJoin(operators, eq(operators.operatorIdx, checkIns.operatorIdx))
    .where(
      and(
        eq(checkIns.visitDate, visitDate),
        placeKey ? eq(checkIns.placeKey, placeKey) : undefined,
      ),
    )
    .orderBy(desc(checkIns.checkedInAt), desc(checkIns.checkInIdx))
    .limit(RECENT_SCANS_LIMIT);
}

// ── The NOSHOW job ──────────────────────────────────────────────────────────

/** Statuses of a booking nobody came for (DONE was set at the door). */
export const NOSHOW_FROM = ['CONFIRM', 'APPLY', 'WIN'] as const;

/**
 * Marks NOSHOW the booked entries of every live instance that ended (Seoul time) at least
 * `graceMinutes` before `now`, or of one instance only; answers the entries per instance.
 * A conditional UPDATE: an entry that changed meanwhile (checked in, cancelled) is left alone.
 */
export async function markNoShows(
  tx: Transaction,
  input: { now: Date; graceMinutes: number } | { programInstanceIdx: number },
) {
  const due =
    'programInstanceIdx' in input
      ? sql`pi.program_instance_idx = ${input.programInstanceIdx}`
      : sql`pi.exec_date <= (${input.now.toISOString()}::timestamptz at time zone 'Asia/Seoul')::date
            and (pi.exec_date + pi.end_time) at time zone 'Asia/Seoul'
                + make_interval(mins => ${input.graceMinutes}) <= ${input.now.toISOString()}::timestamptz`;
  const result = await tx.execute(sql`
    update ${reserveEntries} re set status = 'NOSHOW', mod_date = now()
    from ${programInstances} pi
    where pi.program_instance_idx = re.program_instance_idx
      and pi.cancelled_at is null
      and re.status in (${sql.join(
        NOSHOW_FROM.map((s) => sql`${s}`),
        sql`, `,
      )})
      and ${due}
    returning re.reserve_entry_idx as "reserveEntryIdx", pi.program_instance_idx as "programInstanceIdx"`);
  return (result as unknown as { rows: { reserveEntryIdx: number; programInstanceIdx: number }[] })
    .rows;
}

/** The advisory lock key of the NOSHOW sweep ('noshow' in ASCII, as a bigint). */
const NOSHOW_LOCK_KEY = sql.raw('110111115104111119');

/**
 * One sweeper at a time across every instance: a transaction-scoped advisory lock, released at
 * commit. False when another instance holds it (that one does the work).
 */
export async function tryNoShowLock(tx: Transaction): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${NOSHOW_LOCK_KEY}) as locked`,
  );
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}
