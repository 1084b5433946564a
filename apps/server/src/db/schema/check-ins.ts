// At the door (decision 017): members' daily QR passes and the check-ins made by scanning
// them (or by name) at the entrance, a zone or a program.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './members';
import { programs } from './programs';
import { operators } from './staff';
import { zones } from './venue';

/**
 * A member's QR for one Seoul day, created when the QR issue verification succeeds. `qrUuid` is
 * what the QR encodes (random, made anew each day); `entryCode` is the short code shown under it
 * for staff to type. `guardianSeq` is set when an under-14's guardian verification issued it.
 */
export const qrPasses = pgTable(
  'qr_passes',
  {
    qrPassIdx: serial('qr_pass_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    qrUuid: varchar('qr_uuid', { length: 36 }).notNull(),
    entryCode: varchar('entry_code', { length: 8 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** The verification that issued the pass (the member's, or the guardian's for under-14s). */
    verificationSeq: varchar('verification_seq', { length: 36 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qr_passes_uuid_uq').on(t.qrUuid),
    uniqueIndex('qr_passes_user_day_uq').on(t.userIdx, t.issueDate),
    uniqueIndex('qr_passes_day_code_uq').on(t.issueDate, t.entryCode),
  ],
);

/**
 * One row per member, day and place (`placeKey`: E for the entrance, Z:{zoneIdx}, P:{programIdx}):
 * a second scan at the same place on the same day finds the row and changes nothing. The id is
 * the event id of the live stream (Last-Event-ID); `message` is what was sent to the phone.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    checkInIdx: serial('check_in_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** Null when staff admitted the member by name and they had no pass that day. */
    qrPassIdx: integer('qr_pass_idx').references(() => qrPasses.qrPassIdx, {
      onDelete: 'cascade',
    }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    /** ENTRANCE | ZONE | PROGRAM */
    placeType: varchar('place_type', { length: 10 }).notNull(),
    placeKey: varchar('place_key', { length: 20 }).notNull(),
    zoneIdx: integer('zone_idx').references(() => zones.zoneIdx, { onDelete: 'set null' }),
    programIdx: integer('program_idx').references(() => programs.programIdx, {
      onDelete: 'set null',
    }),
    /** The operator who scanned; null once that account is deleted. */
    operatorIdx: integer('operator_idx').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    /** The sseMessage sent: { programIdx, tutorialYn, tutorialLink }. */
    message: jsonb('message').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    /** SCAN (a QR or a typed entry code) | NAME (admitted by name search) */
    method: varchar('method', { length: 10 }).notNull().default('SCAN'),
    /**
     * The entries this check-in made DONE with the status each had before, [{ idx, from }], so
     * undoing a mistaken check-in puts them back (decision 032).
     */
    doneEntries: jsonb('done_entries').notNull().default([]),
  },
  (t) => [
    uniqueIndex('check_ins_user_day_place_uq').on(t.userIdx, t.visitDate, t.placeKey),
    index('check_ins_pass_idx').on(t.qrPassIdx, t.checkInIdx),
    // One day's check-ins by time: the desks' recent scans (newest first), the console's
    // dashboard and the day's export. One index for all three: every check-in writes it.
    index('check_ins_day_time_idx').on(t.visitDate, t.checkedInAt, t.checkInIdx),
  ],
);

/**
 * Named check-in lists (issue 30 §6): which programs and zones a scanner on that list admits (a
 * door or a place). A scanner that chose a list refuses a QR of anyone booked elsewhere only by
 * the list's rule; empty arrays admit nothing of that kind.
 */
export const doorLists = pgTable('door_lists', {
  doorListIdx: serial('door_list_idx').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  zoneIdxs: integer('zone_idxs').array().notNull().default(sql`'{}'::integer[]`),
  programIdxs: integer('program_idxs').array().notNull().default(sql`'{}'::integer[]`),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => operators.operatorIdx, {
    onDelete: 'set null',
  }),
  regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
  modDate: timestamp('mod_date', { withTimezone: true }).notNull().defaultNow(),
});
