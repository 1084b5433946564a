// The waiting lists of full sessions (decision 063).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './members';
import { programInstances, programs } from './programs';
import { reserveEntries } from './reserve-entries';

/** The booking a member would make, kept from their join and used when they accept an offer. */
export interface WaitlistRequestRow {
  name: string | null;
  phoneNumber: string | null;
  email: string | null;
  agreementYn: boolean;
  answers: { programQuestionIdx: number; answer: string }[];
  consents: { programTermsIdx: number; termsName: string; agreed: boolean }[];
}

/**
 * A member's place in a session's line. WAITING → OFFERED (the seats held:
 * program_instances.held_count counts them until the offer ends) → ACCEPTED (the entry) or
 * DECLINED / EXPIRED (the seats go to the next member); or LEFT / CLOSED. One WAITING or OFFERED
 * place per member and session (the partial unique index). Order: joinedAt, then waitlistIdx.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    waitlistIdx: serial('waitlist_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    programIdx: integer('program_idx')
      .notNull()
      .references(() => programs.programIdx, { onDelete: 'cascade' }),
    programInstanceIdx: integer('program_instance_idx')
      .notNull()
      .references(() => programInstances.programInstanceIdx, { onDelete: 'cascade' }),
    personCount: integer('person_count').notNull(),
    /** WAITING OFFERED ACCEPTED DECLINED EXPIRED LEFT CLOSED */
    state: varchar('state', { length: 12 }).notNull().default('WAITING'),
    request: jsonb('request').$type<WaitlistRequestRow>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerDeadline: timestamp('offer_deadline', { withTimezone: true }),
    /** When it left WAITING / OFFERED for good. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why an EDITOR removed it, or why it closed. */
    endReason: text('end_reason'),
    /** The booking its accepted offer made. */
    reserveEntryIdx: integer('reserve_entry_idx').references(() => reserveEntries.reserveEntryIdx, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_member_instance_uq')
      .on(t.userIdx, t.programInstanceIdx)
      .where(sql`${t.state} in ('WAITING', 'OFFERED')`),
    index('waitlist_entries_line_idx').on(t.programInstanceIdx, t.state, t.joinedAt, t.waitlistIdx),
    index('waitlist_entries_member_idx').on(t.userIdx, t.state),
    index('waitlist_entries_deadline_idx').on(t.offerDeadline).where(sql`${t.state} = 'OFFERED'`),
    check('waitlist_entries_person_count_ck', sql`${t.personCount} >= 1`),
  ],
);
