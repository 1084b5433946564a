/**
 * Reservations and draw applications in the database (spec 001 §3 Reserve entry, §7 reserveentry
 * calls). The only file of the feature that touches Drizzle.
 *
 * How the booking stays correct under concurrency (docs/decisions/015, proposed):
 * - Seats: `program_instances.reserved_count` is changed only by one conditional UPDATE
 *   (`… WHERE reserved_count + n <= capacity RETURNING`) inside the transaction that writes the
 *   entry. PostgreSQL takes the row lock, so concurrent bookings of one session queue on it and
 *   each re-checks the condition against the committed count; PGlite runs one transaction at a
 *   time. A CHECK constraint refuses an overfull or negative count from any other writer.
 * - One entry per member and program: the partial unique index reserve_entries_member_program_uq
 *   (statuses other than CANCEL and ATTENDCANCEL).
 * - Idempotency: reserve_entries_id_uq on reserveEntryId. The entry is inserted with
 *   ON CONFLICT DO NOTHING, so a losing racer gets no row (and no aborted transaction), rolls its
 *   seat back, and the service tells a retry (same id, same body hash) from a conflict.
 */
import {
  type CollectInfo,
  type EntryStatus,
  type ProgramType,
  participationLabel,
  type Question,
  type QuestionOption,
  type QuestionType,
  type ReserveEntryDetail,
  toSeoulIso,
} from '@venue/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  floors,
  programCategories,
  programInstances,
  programQuestionOptions,
  programQuestions,
  programs,
  programTerms,
  reserveEntries,
  reserveEntryAnswers,
  reserveEntryTermConsents,
  users,
  zones,
} from '../../db/schema';
import type { Database, Transaction } from '../../db/types';
import { sanitizeEditorHtml } from '../../lib/sanitize-html';
import { toYn } from '../../lib/yn';
import { isProgramDrawn } from '../draws/draws.repository';
import { sessionStart } from '../programs/programs.rules';

/** Statuses that hold the member's place in a program (the unique index's complement). */
export const CANCELLED_STATUSES = ['CANCEL', 'ATTENDCANCEL'] as const;
/** Reservation statuses a member may cancel (spec 000 §4: CONFIRM and APPLY are "complete"). */
const CANCELLABLE_STATUSES = ['CONFIRM', 'APPLY'];

/** True when the program exists and is displayed (hidden programs take no entries). */
export async function isProgramDisplayed(db: Database, programIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ programIdx: programs.programIdx })
    .from(programs)
    .where(and(eq(programs.programIdx, programIdx), eq(programs.displayYn, true)))
    .limit(1);
  return Boolean(row);
}

/** A displayed program's collect settings and terms; null when unknown or hidden. */
export async function findCollectInfo(
  db: Database,
  programIdx: number,
): Promise<CollectInfo | null> {
  const [program] = await db
    .select({
      nameCollectYn: programs.nameCollectYn,
      nameRequiredYn: programs.nameRequiredYn,
      contactCollectYn: programs.contactCollectYn,
      contactRequiredYn: programs.contactRequiredYn,
      emailCollectYn: programs.emailCollectYn,
      emailRequiredYn: programs.emailRequiredYn,
    })
    .from(programs)
    .where(and(eq(programs.programIdx, programIdx), eq(programs.displayYn, true)))
    .limit(1);
  if (!program) return null;
  const terms = await listProgramTerms(db, programIdx);
  return {
    nameCollectYn: toYn(program.nameCollectYn),
    nameRequiredYn: toYn(program.nameCollectYn && program.nameRequiredYn),
    contactCollectYn: toYn(program.contactCollectYn),
    contactRequiredYn: toYn(program.contactCollectYn && program.contactRequiredYn),
    emailCollectYn: toYn(program.emailCollectYn),
    emailRequiredYn: toYn(program.emailCollectYn && program.emailRequiredYn),
    programTermList: terms.map((term) => ({
      termsIdx: term.programTermsIdx,
      termsName: term.termsName,
      requiredYn: toYn(term.requiredYn),
      termsDescription: sanitizeEditorHtml(term.termsDescription),
    })),
  };
}

function listProgramTerms(db: Database, programIdx: number) {
  return db
    .select()
    .from(programTerms)
    .where(eq(programTerms.programIdx, programIdx))
    .orderBy(asc(programTerms.sortIndex), asc(programTerms.programTermsIdx));
}

/** A program's questions and their options, in the editor's order. */
export async function listQuestions(
  db: Database,
  programIdx: number,
): Promise<{ questionList: Question[]; questionOptionsList: QuestionOption[] }> {
  const questions = await db
    .select()
    .from(programQuestions)
    .where(eq(programQuestions.programIdx, programIdx))
    .orderBy(asc(programQuestions.sortIndex), asc(programQuestions.programQuestionIdx));
  const options = await db
    .select({
      programQuestionIdx: programQuestionOptions.programQuestionIdx,
      programQuestionOptionIdx: programQuestionOptions.programQuestionOptionIdx,
      multipleText: programQuestionOptions.multipleText,
    })
    .from(programQuestionOptions)
    .innerJoin(
      programQuestions,
      eq(programQuestions.programQuestionIdx, programQuestionOptions.programQuestionIdx),
    )
    .where(eq(programQuestions.programIdx, programIdx))
    .orderBy(
      asc(programQuestions.sortIndex),
      asc(programQuestions.programQuestionIdx),
      asc(programQuestionOptions.sortIndex),
      asc(programQuestionOptions.programQuestionOptionIdx),
    );
  return {
    questionList: questions.map((q) => ({
      programQuestionIdx: q.programQuestionIdx,
      questionType: q.questionType as QuestionType,
      requiredYn: toYn(q.requiredYn),
      questionText: q.questionText,
      duplicateYn: toYn(q.duplicateYn),
    })),
    questionOptionsList: options,
  };
}

/** Everything the insert checks before its transaction, read in a few small queries. */
export async function loadInsertContext(
  db: Database,
  input: { programIdx: number; userIdx: number; programInstanceIdx: number | null },
) {
  const [program] = await db
    .select({
      programIdx: programs.programIdx,
      programType: programs.programType,
      status: programs.status,
      scheduleType: programs.scheduleType,
      entryStartAt: programs.entryStartAt,
      entryEndAt: programs.entryEndAt,
      maxPersonCount: programs.maxPersonCount,
      nameCollectYn: programs.nameCollectYn,
      nameRequiredYn: programs.nameRequiredYn,
      contactCollectYn: programs.contactCollectYn,
      contactRequiredYn: programs.contactRequiredYn,
      emailCollectYn: programs.emailCollectYn,
      emailRequiredYn: programs.emailRequiredYn,
    })
    .from(programs)
    .where(and(eq(programs.programIdx, input.programIdx), eq(programs.displayYn, true)))
    .limit(1);
  if (!program) return null;
  const [member] = await db
    .select({ participationPossibleYn: users.participationPossibleYn })
    .from(users)
    .where(eq(users.userIdx, input.userIdx))
    .limit(1);
  const [instance] =
    input.programInstanceIdx === null
      ? []
      : await db
          .select({
            programInstanceIdx: programInstances.programInstanceIdx,
            execDate: programInstances.execDate,
            startTime: programInstances.startTime,
          })
          .from(programInstances)
          .where(
            and(
              eq(programInstances.programInstanceIdx, input.programInstanceIdx),
              eq(programInstances.programIdx, input.programIdx),
            ),
          )
          .limit(1);
  const [active] = await db
    .select({ reserveEntryIdx: reserveEntries.reserveEntryIdx })
    .from(reserveEntries)
    .where(
      and(
        eq(reserveEntries.userIdx, input.userIdx),
        eq(reserveEntries.programIdx, input.programIdx),
        sql`${reserveEntries.status} not in ('CANCEL', 'ATTENDCANCEL')`,
      ),
    )
    .limit(1);
  const questions = await listQuestions(db, input.programIdx);
  const terms = await listProgramTerms(db, input.programIdx);
  return {
    program,
    member: member ?? null,
    instance: instance ?? null,
    hasActiveEntry: Boolean(active),
    questions,
    terms,
  };
}

/** The entry a reserveEntryId already names, if any: who made it and with which body. */
export async function findEntryById(db: Database, reserveEntryId: string) {
  const [row] = await db
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      userIdx: reserveEntries.userIdx,
      requestHash: reserveEntries.requestHash,
    })
    .from(reserveEntries)
    .where(eq(reserveEntries.reserveEntryId, reserveEntryId))
    .limit(1);
  return row ?? null;
}

export interface NewEntry {
  reserveEntryId: string;
  requestHash: string;
  userIdx: number;
  programIdx: number;
  programInstanceIdx: number | null;
  programType: 'RESERVATION' | 'APPLICATION';
  status: EntryStatus;
  participantCnt: number;
  /** take participantCnt seats of the instance (reservations of a session) */
  takesSeats: boolean;
  name: string | null;
  phoneNumber: string | null;
  email: string | null;
  agreementYn: boolean;
  answers: { programQuestionIdx: number; answer: string }[];
  consents: { programTermsIdx: number; termsName: string; agreed: boolean }[];
}

export type InsertOutcome =
  | { kind: 'created'; reserveEntryIdx: number }
  | { kind: 'full' }
  /** a unique index refused the row: the id is taken or the member already holds an entry */
  | { kind: 'conflict' }
  /** a draw program that has already been drawn (features/draws): no more applications */
  | { kind: 'drawn' };

/** Rolls the transaction back while carrying an outcome out of it. */
class Rollback extends Error {
  constructor(readonly outcome: InsertOutcome) {
    super(outcome.kind);
  }
}

/**
 * Writes one entry in one transaction: the seats (conditional UPDATE), the entry (ON CONFLICT DO
 * NOTHING), its answers and its term consents. Either all of it is written or none of it.
 */
export async function insertEntry(db: Database, entry: NewEntry): Promise<InsertOutcome> {
  try {
    return await db.transaction(async (tx) => {
      if (entry.takesSeats && entry.programInstanceIdx !== null) {
        const seated = await takeSeats(tx, entry.programInstanceIdx, entry.participantCnt);
        if (!seated) throw new Rollback({ kind: 'full' });
      }
      const [row] = await tx
        .insert(reserveEntries)
        .values({
          reserveEntryId: entry.reserveEntryId,
          requestHash: entry.requestHash,
          userIdx: entry.userIdx,
          programIdx: entry.programIdx,
          programInstanceIdx: entry.programInstanceIdx,
          programType: entry.programType,
          status: entry.status,
          participantCnt: entry.participantCnt,
          name: entry.name,
          phoneNumber: entry.phoneNumber,
          email: entry.email,
          agreementYn: entry.agreementYn,
        })
        .onConflictDoNothing()
        .returning({ reserveEntryIdx: reserveEntries.reserveEntryIdx });
      if (!row) throw new Rollback({ kind: 'conflict' });
      // Checked after the row is written: its foreign key holds the program row's KEY SHARE lock,
      // so a draw running now has either already committed (and is seen here) or waits for this
      // transaction and then counts the entry (draws.repository.ts). Never left ATTEND.
      if (entry.programType === 'APPLICATION' && (await isProgramDrawn(tx, entry.programIdx))) {
        throw new Rollback({ kind: 'drawn' });
      }
      if (entry.answers.length > 0) {
        await tx
          .insert(reserveEntryAnswers)
          .values(entry.answers.map((a) => ({ ...a, reserveEntryIdx: row.reserveEntryIdx })));
      }
      if (entry.consents.length > 0) {
        await tx
          .insert(reserveEntryTermConsents)
          .values(entry.consents.map((c) => ({ ...c, reserveEntryIdx: row.reserveEntryIdx })));
      }
      return { kind: 'created', reserveEntryIdx: row.reserveEntryIdx } as const;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    throw error;
  }
}

/** The atomic seat check: true when `count` seats were taken, false when they do not fit. */
async function takeSeats(tx: Transaction, programInstanceIdx: number, count: number) {
  const rows = await tx
    .update(programInstances)
    .set({ reservedCount: sql`${programInstances.reservedCount} + ${count}` })
    .where(
      and(
        eq(programInstances.programInstanceIdx, programInstanceIdx),
        sql`(${programInstances.capacity} is null or ${programInstances.reservedCount} + ${count} <= ${programInstances.capacity})`,
      ),
    )
    .returning({ programInstanceIdx: programInstances.programInstanceIdx });
  return rows.length === 1;
}

// ── Reading entries ─────────────────────────────────────────────────────────

const detailColumns = {
  reserveEntryIdx: reserveEntries.reserveEntryIdx,
  reserveEntryId: reserveEntries.reserveEntryId,
  programIdx: reserveEntries.programIdx,
  programType: reserveEntries.programType,
  status: reserveEntries.status,
  participantCnt: reserveEntries.participantCnt,
  name: reserveEntries.name,
  phoneNumber: reserveEntries.phoneNumber,
  email: reserveEntries.email,
  regDate: reserveEntries.regDate,
  savePath: programs.savePath,
  programName: programs.programName,
  programCategoryName: programCategories.programCategoryName,
  winnerAnnouncementDate: programs.winnerAnnouncementDate,
  execDate: programInstances.execDate,
  startTime: programInstances.startTime,
  endTime: programInstances.endTime,
  floorName: floors.floorName,
  zoneName: zones.zoneName,
};

function detailQuery(db: Database | Transaction) {
  return db
    .select(detailColumns)
    .from(reserveEntries)
    .innerJoin(programs, eq(programs.programIdx, reserveEntries.programIdx))
    .innerJoin(
      programCategories,
      eq(programCategories.programCategoryIdx, programs.programCategoryIdx),
    )
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .leftJoin(zones, eq(zones.zoneIdx, programs.zoneIdx))
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx));
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number];

/** Whether the member may cancel this entry at `now`: an active reservation not yet started. */
function isCancellable(
  row: { programType: string; status: string; execDate: string | null; startTime: string | null },
  now: Date,
): boolean {
  if (row.programType !== 'RESERVATION' || !CANCELLABLE_STATUSES.includes(row.status)) return false;
  if (row.execDate === null || row.startTime === null) return true;
  return sessionStart(row.execDate, row.startTime) > now;
}

function toDetail(row: DetailRow, now: Date): ReserveEntryDetail {
  return {
    reserveEntryIdx: row.reserveEntryIdx,
    reserveEntryId: row.reserveEntryId,
    programIdx: row.programIdx,
    programType: row.programType as ProgramType,
    status: row.status as EntryStatus,
    savePath: row.savePath,
    programCategoryName: row.programCategoryName,
    programName: sanitizeEditorHtml(row.programName),
    execDate: row.execDate,
    execTime:
      row.startTime && row.endTime ? `${row.startTime.slice(0, 5)}–${row.endTime.slice(0, 5)}` : '',
    winnerAnnouncementDate: row.winnerAnnouncementDate
      ? toSeoulIso(row.winnerAnnouncementDate)
      : null,
    floorName: row.floorName,
    zoneName: row.zoneName,
    participantCnt: row.participantCnt,
    name: row.name,
    phoneNumber: row.phoneNumber,
    email: row.email,
    regDate: toSeoulIso(row.regDate),
    statusLabel: participationLabel(row.programType, row.status),
    cancelableYn: toYn(isCancellable(row, now)),
  };
}

/** The member's own entry; null for an unknown entry or anyone else's (the route answers 404). */
export async function findEntryDetail(
  db: Database | Transaction,
  userIdx: number,
  reserveEntryIdx: number,
  now: Date,
): Promise<ReserveEntryDetail | null> {
  const [row] = await detailQuery(db)
    .where(
      and(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx), eq(reserveEntries.userIdx, userIdx)),
    )
    .limit(1);
  return row ? toDetail(row, now) : null;
}

/** Every entry of the member, newest first (a member has a few dozen at most). */
export async function listMemberEntries(
  db: Database,
  userIdx: number,
  now: Date,
): Promise<ReserveEntryDetail[]> {
  const rows = await detailQuery(db)
    .where(eq(reserveEntries.userIdx, userIdx))
    .orderBy(desc(reserveEntries.regDate), desc(reserveEntries.reserveEntryIdx));
  return rows.map((row) => toDetail(row, now));
}

// ── Cancelling ──────────────────────────────────────────────────────────────

export type CancelOutcome =
  | { kind: 'cancelled' | 'already'; entry: ReserveEntryDetail }
  | { kind: 'not-found' }
  | { kind: 'not-cancellable' };

/**
 * Cancels the member's reservation in one transaction: the entry row is locked (FOR UPDATE) so
 * two cancels cannot both free the seats, the status becomes CANCEL and the instance gets its
 * seats back. Cancelling a CANCEL entry changes nothing and reports 'already'.
 */
export async function cancelEntry(
  db: Database,
  userIdx: number,
  reserveEntryIdx: number,
  now: Date,
): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: reserveEntries.status,
        programType: reserveEntries.programType,
        programInstanceIdx: reserveEntries.programInstanceIdx,
        participantCnt: reserveEntries.participantCnt,
      })
      .from(reserveEntries)
      .where(
        and(
          eq(reserveEntries.reserveEntryIdx, reserveEntryIdx),
          eq(reserveEntries.userIdx, userIdx),
        ),
      )
      .for('update');
    if (!row) return { kind: 'not-found' } as const;
    const current = await findEntryDetail(tx, userIdx, reserveEntryIdx, now);
    if (!current) return { kind: 'not-found' } as const;
    if (row.programType === 'RESERVATION' && row.status === 'CANCEL') {
      return { kind: 'already', entry: current } as const;
    }
    if (current.cancelableYn !== 'Y') return { kind: 'not-cancellable' } as const;

    await tx
      .update(reserveEntries)
      .set({ status: 'CANCEL', cancelledAt: now, modDate: now })
      .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
    if (row.programInstanceIdx !== null) {
      await tx
        .update(programInstances)
        .set({
          reservedCount: sql`greatest(${programInstances.reservedCount} - ${row.participantCnt}, 0)`,
        })
        .where(eq(programInstances.programInstanceIdx, row.programInstanceIdx));
    }
    const entry = await findEntryDetail(tx, userIdx, reserveEntryIdx, now);
    if (!entry) throw new Error('cancelled entry vanished');
    return { kind: 'cancelled', entry } as const;
  });
}
