// Reserve entries: members' reservations and draw applications, with their answers to the
// program's questions and their program-terms consents. Draws are in draws.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './members';
import { programInstances, programs } from './programs';

/**
 * A member's reservation (RESERVATION) or draw application (APPLICATION) (spec 001 §3 Reserve
 * entry). `reserveEntryId` is the client-generated id (letter, Seoul time, random part) and is
 * unique, so a retried insert finds the entry it already wrote. `programInstanceIdx` is the
 * booked date and time; null only for programs without instances.
 */
export const reserveEntries = pgTable(
  'reserve_entries',
  {
    reserveEntryIdx: serial('reserve_entry_idx').primaryKey(),
    reserveEntryId: varchar('reserve_entry_id', { length: 40 }).notNull(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx),
    programIdx: integer('program_idx')
      .notNull()
      .references(() => programs.programIdx),
    programInstanceIdx: integer('program_instance_idx').references(
      () => programInstances.programInstanceIdx,
    ),
    /** RESERVATION | APPLICATION */
    programType: varchar('program_type', { length: 20 }).notNull(),
    /** Reservation: CONFIRM APPLY CANCEL DONE NOSHOW; application: ATTEND WIN LOSE CANCEL DONE NOSHOW ATTENDCANCEL */
    status: varchar('status', { length: 20 }).notNull(),
    participantCnt: integer('participant_cnt').notNull().default(1),
    /** Applicant fields, only those the program collects (null otherwise). */
    name: varchar('name', { length: 50 }),
    phoneNumber: varchar('phone_number', { length: 11 }),
    email: varchar('email', { length: 200 }),
    /** The overall agreement box of /infocomfirm as sent. */
    agreementYn: boolean('agreement_yn').notNull().default(false),
    /**
     * SHA-256 (hex) of the normalized insert body: a retry with the same reserveEntryId must carry
     * the same body. Null for entries made outside /reserveentry/insert (sandbox, imports).
     */
    requestHash: varchar('request_hash', { length: 64 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why an operator cancelled it; the member's history shows it. */
    cancelReason: text('cancel_reason'),
    /**
     * The member's answer to the visit reminder: COMING (갈게요) or NOT_COMING
     * (못 가요, which also cancels the entry), and when; null until they answer.
     */
    visitAnswer: varchar('visit_answer', { length: 12 }),
    visitAnsweredAt: timestamp('visit_answered_at', { withTimezone: true }),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [
    uniqueIndex('reserve_entries_id_uq').on(t.reserveEntryId),
    index('reserve_entries_user_idx').on(t.userIdx, t.programIdx),
    // One entry per member per program until it is cancelled: the database, not a read-then-write
    // check, guarantees 이미 예약·응모 완료 되었습니다. under concurrency.
    uniqueIndex('reserve_entries_member_program_uq')
      .on(t.userIdx, t.programIdx)
      .where(sql`${t.status} not in ('CANCEL', 'ATTENDCANCEL')`),
    index('reserve_entries_instance_idx').on(t.programInstanceIdx),
  ],
);

/** The answers of an entry to its program's questions, in the wire format of entry-answers.ts. */
export const reserveEntryAnswers = pgTable(
  'reserve_entry_answers',
  {
    reserveEntryIdx: integer('reserve_entry_idx')
      .notNull()
      .references(() => reserveEntries.reserveEntryIdx, { onDelete: 'cascade' }),
    programQuestionIdx: integer('program_question_idx').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reserveEntryIdx, t.programQuestionIdx] })],
);

/**
 * Program-terms consents given with an entry: which term (id and name as shown), Y or N, when.
 * The name is copied so the record keeps saying what was agreed after the CMS edits the term.
 */
export const reserveEntryTermConsents = pgTable(
  'reserve_entry_term_consents',
  {
    reserveEntryIdx: integer('reserve_entry_idx')
      .notNull()
      .references(() => reserveEntries.reserveEntryIdx, { onDelete: 'cascade' }),
    programTermsIdx: integer('program_terms_idx').notNull(),
    termsName: varchar('terms_name', { length: 200 }).notNull(),
    agreed: boolean('agreed').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reserveEntryIdx, t.programTermsIdx] })],
);
