/**
 * Reservations and draw applications in the database (spec 001 §3 Reserve entry, §7 reserveentry
 * calls). The only file of the feature that touches Drizzle.
 *
 * How the booking stays correct under concurrency (docs/decisions/015, proposed):
 * - Seats: `program_instances.reserved_count` is changed only by one conditional UPDATE
 *   (`… WHERE reserved_count + held_count + n <= capacity RETURNING`; held_count: seats held for
 *   waiting-list offers, decision 063) inside the transaction that writes the
 *   entry. PostgreSQL takes the row lock, so concurrent bookings of one instance queue on it and
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
  type DrawOfferState,
  type EntryStatus,
  type ProgramType,
  participationLabel,
  type Question,
  type QuestionOption,
  type QuestionType,
  type ReserveEntryDetail,
  toSeoulIso,
} from '@venue/contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  floors,
  programCategories,
  programDrawOffers,
  programInstances,
  programQuestionOptions,
  programQuestions,
  programs,
  programTerms,
  reserveEntries,
  zones,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { isCheckViolation, isConcurrencyFailure } from '../../../lib/pg-errors';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';
import { toYn } from '../../../lib/yn';
import { isProgramDrawn } from '../draws/draws.service';
import { instanceStart } from '../programs/programs.rules';

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

/** The program's collect settings (spec 001 §3): which applicant fields it asks for and needs. */
const collectColumns = {
  nameCollectYn: programs.nameCollectYn,
  nameRequiredYn: programs.nameRequiredYn,
  contactCollectYn: programs.contactCollectYn,
  contactRequiredYn: programs.contactRequiredYn,
  emailCollectYn: programs.emailCollectYn,
  emailRequiredYn: programs.emailRequiredYn,
};

/** A displayed program's collect settings and terms; null when unknown or hidden. */
export async function findCollectInfo(
  db: Database,
  programIdx: number,
): Promise<CollectInfo | null> {
  const [program] = await db
    .select(collectColumns)
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

/**
 * A program's questions and their options, in the editor's order: its current version only
 * (retired versions keep the answers of older entries; decision 026).
 */
export async function listQuestions(
  db: Database,
  programIdx: number,
): Promise<{ questionList: Question[]; questionOptionsList: QuestionOption[] }> {
  const current = and(
    eq(programQuestions.programIdx, programIdx),
    isNull(programQuestions.retiredAt),
  );
  const questions = await db
    .select()
    .from(programQuestions)
    .where(current)
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
    .where(current)
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

/**
 * The rules an insert is checked against: the program's settings, questions and terms. They are
 * content, the same for every member, so the route keeps them in the read cache; the write
 * itself re-checks what may change at any moment (status, entry window, seats, the member).
 * Null for an unknown or hidden program.
 */
export async function loadProgramRules(db: Database, programIdx: number) {
  const [program] = await db
    .select({
      programIdx: programs.programIdx,
      programType: programs.programType,
      status: programs.status,
      scheduleType: programs.scheduleType,
      entryStartAt: programs.entryStartAt,
      entryEndAt: programs.entryEndAt,
      maxPersonCount: programs.maxPersonCount,
      ...collectColumns,
    })
    .from(programs)
    .where(and(eq(programs.programIdx, programIdx), eq(programs.displayYn, true)))
    .limit(1);
  if (!program) return null;
  const questions = await listQuestions(db, programIdx);
  const terms = await listProgramTerms(db, programIdx);
  return { program, questions, terms };
}

export type ProgramRules = NonNullable<Awaited<ReturnType<typeof loadProgramRules>>>;

/**
 * A live instance of the program (its date and start time), or null when it is not one of its
 * own or an operator cancelled it.
 */
export async function findInstance(db: Database, programIdx: number, programInstanceIdx: number) {
  const [row] = await db
    .select({
      programInstanceIdx: programInstances.programInstanceIdx,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
    })
    .from(programInstances)
    .where(
      and(
        eq(programInstances.programInstanceIdx, programInstanceIdx),
        eq(programInstances.programIdx, programIdx),
        isNull(programInstances.cancelledAt),
      ),
    )
    .limit(1);
  return row ?? null;
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
  requestHash: string | null;
  userIdx: number;
  programIdx: number;
  programInstanceIdx: number | null;
  programType: 'RESERVATION' | 'APPLICATION';
  status: EntryStatus;
  participantCnt: number;
  /** take participantCnt seats of the instance (reservations of an instance) */
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
  /** the member may not take part (participationPossibleYn N) */
  | { kind: 'restricted' }
  /** not OPEN or outside the entry window at `now` */
  | { kind: 'closed' }
  /** the member already holds an active entry for the program */
  | { kind: 'entered' }
  | { kind: 'full' }
  /** a unique index refused the row: the id is taken, or a racing request of the member won */
  | { kind: 'conflict' }
  /** a draw program that has already been drawn (features/programs/draws): no more applications */
  | { kind: 'drawn' };

/** Rolls the transaction back while carrying an outcome out of it. */
class Rollback extends Error {
  constructor(readonly outcome: InsertOutcome) {
    super(outcome.kind);
  }
}

/** One booking of a batch and the clock it is checked at. */
export interface BatchedBooking {
  entry: NewEntry;
  now: Date;
}

/**
 * What the batch says about one booking: a final outcome, or 'alone' when only a call of its own
 * can answer exactly (see insertBatch).
 */
export type BatchOutcome = InsertOutcome | { kind: 'alone' };

/** What bookEntries answers for one booking, in the batch's order. */
type BookedRow = {
  ord: number;
  allowed: boolean;
  open: boolean;
  entered: boolean;
  fits: boolean;
  seats: boolean;
  i: number | null;
  cnt: number;
  reserve_entry_idx: number | null;
};

/**
 * Writes bookings in one statement: for each, in the order they arrived, the guards as this
 * statement sees them (allowed: the member may take part; open: OPEN and inside the entry window
 * at its `now`; entered: the member already holds an active entry; fits: the seats fit, counting
 * the earlier bookings of the batch that passed their other guards), then the rows that pass
 * (ON CONFLICT DO NOTHING on the id index and the one-active-entry index), the seats of the rows
 * written, their answers and their term consents. If another connection took the seats
 * meanwhile (PostgreSQL), the CHECK constraint program_instances_seats_ck fails the whole
 * statement and nothing of it stays.
 *
 * Each lookup is a LATERAL … LIMIT 1 on its index: the planner guesses 100 rows for
 * jsonb_to_recordset and otherwise hashed whole tables (every member, every entry) per call —
 * measured 20 ms instead of 5 ms for 20 bookings at 4,000 members. (A PL/pgSQL function, to keep
 * the plan, was measured too: no faster, and slower once it switched to a generic plan.)
 */
async function bookEntries(
  tx: Database | Transaction,
  bookings: readonly BatchedBooking[],
): Promise<BookedRow[]> {
  const payload = JSON.stringify(
    bookings.map(({ entry, now }, ord) => ({
      ord,
      id: entry.reserveEntryId,
      hash: entry.requestHash,
      u: entry.userIdx,
      p: entry.programIdx,
      i: entry.programInstanceIdx,
      type: entry.programType,
      status: entry.status,
      cnt: entry.participantCnt,
      name: entry.name,
      phone: entry.phoneNumber,
      email: entry.email,
      agreed: entry.agreementYn,
      seats: entry.takesSeats && entry.programInstanceIdx !== null,
      at: now.toISOString(),
      answers: entry.answers.map((a) => ({ q: a.programQuestionIdx, answer: a.answer })),
      consents: entry.consents.map((c) => ({
        t: c.programTermsIdx,
        name: c.termsName,
        agreed: c.agreed,
      })),
    })),
  );
  const result = await tx.execute(sql`
    WITH req AS (
      SELECT * FROM jsonb_to_recordset(${payload}::jsonb) AS r(
        ord int, id text, hash text, u int, p int, i int, type text, status text, cnt int,
        name text, phone text, email text, agreed boolean, seats boolean, at timestamptz,
        answers jsonb, consents jsonb)
    ),
    checked AS (
      SELECT r.*,
        coalesce(m.allowed, false) AS allowed,
        coalesce(pr.open, false) AS open,
        coalesce(act.found, false) AS entered,
        pi.capacity,
        pi.reserved_count + pi.held_count AS reserved_count
      FROM req r
      LEFT JOIN LATERAL (
        SELECT u.participation_possible_yn
          AND (u.booking_restricted_until IS NULL OR u.booking_restricted_until <= r.at) AS allowed
        FROM users u WHERE u.user_idx = r.u LIMIT 1
      ) m ON true
      LEFT JOIN LATERAL (
        SELECT true AS open FROM programs p
        WHERE p.program_idx = r.p AND p.display_yn AND p.status = 'OPEN'
          AND (p.entry_start_at IS NULL OR p.entry_start_at <= r.at)
          AND (p.entry_end_at IS NULL OR p.entry_end_at > r.at)
        LIMIT 1
      ) pr ON true
      LEFT JOIN LATERAL (
        SELECT true AS found FROM reserve_entries e
        WHERE e.user_idx = r.u AND e.program_idx = r.p AND e.status NOT IN ('CANCEL', 'ATTENDCANCEL')
        LIMIT 1
      ) act ON true
      LEFT JOIN LATERAL (
        SELECT x.capacity, x.reserved_count, x.held_count FROM program_instances x
        WHERE r.seats AND x.program_instance_idx = r.i AND x.cancelled_at IS NULL LIMIT 1
      ) pi ON true
    ),
    seated AS (
      SELECT c.*,
        (NOT c.seats OR (c.reserved_count IS NOT NULL AND (c.capacity IS NULL
          OR c.reserved_count + sum(CASE WHEN c.allowed AND c.open AND NOT c.entered
                                         THEN c.cnt ELSE 0 END)
             OVER (PARTITION BY c.i ORDER BY c.ord ROWS UNBOUNDED PRECEDING)
             <= c.capacity))) AS fits
      FROM checked c
    ),
    entry AS (
      INSERT INTO reserve_entries (reserve_entry_id, request_hash, user_idx, program_idx,
        program_instance_idx, program_type, status, participant_cnt, name, phone_number, email,
        agreement_yn)
      SELECT s.id, s.hash, s.u, s.p, s.i, s.type, s.status, s.cnt, s.name, s.phone, s.email, s.agreed
      FROM seated s WHERE s.allowed AND s.open AND NOT s.entered AND s.fits
      ORDER BY s.ord
      ON CONFLICT DO NOTHING
      RETURNING reserve_entries.reserve_entry_idx, reserve_entries.reserve_entry_id
    ),
    seat AS (
      UPDATE program_instances pi SET reserved_count = pi.reserved_count + t.total
      FROM (SELECT s.i, sum(s.cnt) AS total FROM seated s
            JOIN entry ON entry.reserve_entry_id = s.id
            WHERE s.seats GROUP BY s.i) t
      WHERE pi.program_instance_idx = t.i
      RETURNING pi.program_instance_idx
    ),
    answers AS (
      INSERT INTO reserve_entry_answers (reserve_entry_idx, program_question_idx, answer)
      SELECT entry.reserve_entry_idx, a.q, a.answer
      FROM entry JOIN req r ON r.id = entry.reserve_entry_id
      CROSS JOIN LATERAL jsonb_to_recordset(r.answers) AS a(q int, answer text)
    ),
    consents AS (
      INSERT INTO reserve_entry_term_consents (reserve_entry_idx, program_terms_idx, terms_name, agreed)
      SELECT entry.reserve_entry_idx, x.t, x.name, x.agreed
      FROM entry JOIN req r ON r.id = entry.reserve_entry_id
      CROSS JOIN LATERAL jsonb_to_recordset(r.consents) AS x(t int, name text, agreed boolean)
    )
    SELECT s.ord, s.allowed, s.open, s.entered, s.fits, s.seats, s.i, s.cnt, entry.reserve_entry_idx
    FROM seated s LEFT JOIN entry ON entry.reserve_entry_id = s.id
    ORDER BY s.ord`);
  return (result as unknown as { rows: BookedRow[] }).rows;
}

/**
 * After the rows are written, in the same transaction: has a program of these applications been
 * drawn? The rows' foreign keys hold the program rows' KEY SHARE locks, so a draw running now has
 * either committed (and is seen by this later statement) or waits for this transaction and then
 * counts the entries (draws.repository.ts). An application is never left ATTEND after its draw.
 */
async function anyDrawn(tx: Transaction, bookings: readonly BatchedBooking[]) {
  const applications = new Set(
    bookings.filter((b) => b.entry.programType === 'APPLICATION').map((b) => b.entry.programIdx),
  );
  for (const programIdx of applications) {
    if (await isProgramDrawn(tx, programIdx)) return true;
  }
  return false;
}

function outcomeOf(row: BookedRow | undefined): InsertOutcome {
  if (!row) throw new Error('the booking statement returned no row for a booking');
  if (row.reserve_entry_idx !== null) {
    return { kind: 'created', reserveEntryIdx: row.reserve_entry_idx };
  }
  if (!row.allowed) return { kind: 'restricted' };
  if (!row.open) return { kind: 'closed' };
  if (row.entered) return { kind: 'entered' };
  if (!row.fits) return { kind: 'full' };
  return { kind: 'conflict' };
}

/**
 * A booking's confirmations (booking-messages.ts, decision 064): the entry itself is what the
 * relay looks for, so the booking writes nothing for its message; `written` is told once entries
 * were created, after they are committed, and kicks the relay.
 */
export interface Confirmations {
  written(): void;
}

/**
 * Writes one entry: the seats, the entry, its answers and its term consents, all or nothing.
 * The exact answer for a booking a batch could not settle (insertBatch's 'alone'). A seat race
 * lost on PostgreSQL (the CHECK constraint) is "full"; an application to a drawn program "drawn".
 */
export async function insertEntry(
  db: Database,
  entry: NewEntry,
  now: Date,
  confirmations?: Confirmations,
): Promise<InsertOutcome> {
  const booking = [{ entry, now }];
  try {
    const outcome = await db.transaction(async (tx) => {
      const outcome = outcomeOf((await bookEntries(tx, booking))[0]);
      if (outcome.kind === 'created' && (await anyDrawn(tx, booking))) {
        throw new Rollback({ kind: 'drawn' });
      }
      return outcome;
    });
    if (outcome.kind === 'created') confirmations?.written();
    return outcome;
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    if (isCheckViolation(error, 'program_instances_seats_ck')) return { kind: 'full' };
    throw error;
  }
}

/**
 * Books an entry on seats held for it (a waiting-list offer being accepted, decision 063), in the
 * caller's transaction: the hold is released and the same statement as any booking takes the
 * seats back at once, with all its checks (the member may take part, the program is open, no
 * other active entry). On any outcome but 'created' the caller rolls back, so the hold stays.
 */
export async function bookHeldSeats(
  tx: Transaction,
  entry: NewEntry,
  now: Date,
): Promise<InsertOutcome> {
  if (entry.programInstanceIdx === null) throw new Error('held seats belong to an instance');
  await tx
    .update(programInstances)
    .set({ heldCount: sql`${programInstances.heldCount} - ${entry.participantCnt}` })
    .where(eq(programInstances.programInstanceIdx, entry.programInstanceIdx));
  return outcomeOf((await bookEntries(tx, [{ entry, now }]))[0]);
}

/**
 * Many bookings in one transaction (group commit, booking-queue.ts): PGlite pays far more per
 * statement than per row, so under load the bookings waiting behind one batch go in the next.
 *
 * The seats of one instance are handed out in the batch's order. An earlier booking that counted
 * towards them but was then not written (its member's second tap, a racing id) or did not fit
 * itself may make a later "full" wrong: such a booking is answered 'alone' and the caller books
 * it with insertEntry, which is exact. A batch that lost a seat race on PostgreSQL (the CHECK
 * constraint) or holds an application to a program drawn meanwhile is rolled back whole and
 * every booking of it is answered 'alone', as is a batch PostgreSQL cancelled as a deadlock.
 *
 * The caller must not put two bookings with one reserveEntryId in a batch.
 */
export async function insertBatch(
  db: Database,
  bookings: readonly BatchedBooking[],
  confirmations?: Confirmations,
): Promise<BatchOutcome[]> {
  const alone = () => bookings.map(() => ({ kind: 'alone' }) as const);
  try {
    // Reservations only: the one statement is atomic by itself, no
    // transaction round trips.
    const rows = bookings.every((b) => b.entry.programType !== 'APPLICATION')
      ? await bookEntries(db, bookings)
      : await db.transaction(async (tx) => {
          const rows = await bookEntries(tx, bookings);
          if (await anyDrawn(tx, bookings)) throw new Rollback({ kind: 'drawn' });
          return rows;
        });
    if (rows.some((row) => row.reserve_entry_idx !== null)) confirmations?.written();
    return batchOutcomes(rows);
  } catch (error) {
    if (error instanceof Rollback) return alone();
    if (isCheckViolation(error, 'program_instances_seats_ck')) return alone();
    // Two servers' batches on one PostgreSQL can wait on each other's rows (the same member's
    // double tap on both, or two instances updated in opposite orders) until one is cancelled as
    // a deadlock. Booked one by one, no such cycle can form.
    if (isConcurrencyFailure(error)) return alone();
    throw error;
  }
}

/**
 * Each row's outcome, in the batch's order. A "full" is final only when no earlier booking of
 * the batch counted towards the instance's seats without being written.
 */
export function batchOutcomes(rows: readonly BookedRow[]): BatchOutcome[] {
  // Instances where an earlier booking took a share of the running sum without being written.
  const inflated = new Set<number | null>();
  return rows.map((row) => {
    const outcome = outcomeOf(row);
    const counted = row.seats && row.allowed && row.open && !row.entered;
    const final: BatchOutcome =
      outcome.kind === 'full' && inflated.has(row.i) ? { kind: 'alone' } : outcome;
    if (counted && outcome.kind !== 'created') inflated.add(row.i);
    return final;
  });
}

// ── Reading entries ─────────────────────────────────────────────────────────

const detailColumns = {
  reserveEntryIdx: reserveEntries.reserveEntryIdx,
  reserveEntryId: reserveEntries.reserveEntryId,
  programIdx: reserveEntries.programIdx,
  programType: reserveEntries.programType,
  status: reserveEntries.status,
  participantCnt: reserveEntries.participantCnt,
  cancelReason: reserveEntries.cancelReason,
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
  drawOfferState: programDrawOffers.state,
  drawOfferDeadline: programDrawOffers.deadline,
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
    .leftJoin(floors, eq(floors.floorIdx, zones.floorIdx))
    .leftJoin(
      programDrawOffers,
      eq(programDrawOffers.offeredEntryIdx, reserveEntries.reserveEntryIdx),
    );
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof detailQuery>['execute']>>[number];

/** Whether the member may cancel this entry at `now`: an active reservation not yet started. */
function isCancellable(
  row: { programType: string; status: string; execDate: string | null; startTime: string | null },
  now: Date,
): boolean {
  if (row.programType !== 'RESERVATION' || !CANCELLABLE_STATUSES.includes(row.status)) return false;
  if (row.execDate === null || row.startTime === null) return true;
  return instanceStart(row.execDate, row.startTime) > now;
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
    cancelReason: row.cancelReason,
    drawOffer: row.drawOfferState
      ? {
          state: row.drawOfferState as DrawOfferState,
          deadline: row.drawOfferDeadline ? toSeoulIso(row.drawOfferDeadline) : null,
        }
      : null,
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
 * Work done in a member's cancel's transaction once the entry is CANCEL: the 취소 안내 message
 * (booking-messages.ts), so a cancel that rolls back sends nothing.
 */
export type AfterCancelled = (tx: Transaction, reserveEntryIdx: number) => Promise<void>;

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
  afterCancelled?: AfterCancelled,
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
    if (afterCancelled) await afterCancelled(tx, reserveEntryIdx);
    const entry = await findEntryDetail(tx, userIdx, reserveEntryIdx, now);
    if (!entry) throw new Error('cancelled entry vanished');
    return { kind: 'cancelled', entry } as const;
  });
}
