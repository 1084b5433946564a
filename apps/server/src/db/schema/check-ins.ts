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
    /**
     * Until when a phone may register (or move) the pass (decision 070): set 10 minutes ahead by
     * each SMS verification for the QR, so binding a phone always follows a fresh verification.
     */
    deviceGrantUntil: timestamp('device_grant_until', { withTimezone: true }),
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
     * How the pass was shown (decision 070): DEVICE (the phone's signed rotating QR), DEVICE_CODE
     * (its rotating typed code), UNBOUND (a pass no phone holds: the daily QR or entry code of a
     * browser without Web Crypto P-256 or IndexedDB), NAME; null for check-ins before it.
     */
    passMode: varchar('pass_mode', { length: 12 }),
    /** True when a scanner admitted it offline and sent it later (door_scans has the scan). */
    offline: boolean('offline').notNull().default(false),
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
 * Named check-in lists: which programs and zones a scanner on that list admits (a
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

/**
 * The phones a pass has been bound to (decision 070): the ECDSA P-256 signing key that signs the
 * rotating QR and the ECDH key the typed code is derived with (raw public points, base64url).
 * One live row per pass (`releasedAt` null); registering another phone releases the old row, so
 * its signatures stop counting and the door can say the pass moved.
 */
export const passDevices = pgTable(
  'pass_devices',
  {
    passDeviceIdx: serial('pass_device_idx').primaryKey(),
    qrPassIdx: integer('qr_pass_idx')
      .notNull()
      .references(() => qrPasses.qrPassIdx, { onDelete: 'cascade' }),
    /** passKeyId(signingKey): 16 characters */
    keyId: varchar('key_id', { length: 16 }).notNull(),
    signingKey: varchar('signing_key', { length: 87 }).notNull(),
    codeKey: varchar('code_key', { length: 87 }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('pass_devices_live_uq').on(t.qrPassIdx).where(sql`${t.releasedAt} is null`),
    index('pass_devices_pass_idx').on(t.qrPassIdx, t.passDeviceIdx),
  ],
);

/**
 * Every scan a scanner admitted and reported with its nonce (decision 070): online scans that
 * name their scanner, and offline scans synced later. The nonce makes a scan count once across
 * retries and instances; `outcome` is what the server made of it (CHECKED_IN,
 * ALREADY_CHECKED_IN, REFUSED) with its error code, answered again to a repeated nonce.
 */
export const doorScans = pgTable(
  'door_scans',
  {
    nonce: varchar('nonce', { length: 36 }).primaryKey(),
    scannerId: varchar('scanner_id', { length: 36 }).notNull(),
    operatorIdx: integer('operator_idx').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    qrPassIdx: integer('qr_pass_idx').references(() => qrPasses.qrPassIdx, {
      onDelete: 'cascade',
    }),
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    placeKey: varchar('place_key', { length: 20 }).notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    offline: boolean('offline').notNull(),
    outcome: varchar('outcome', { length: 20 }).notNull(),
    errorCode: varchar('error_code', { length: 40 }),
    checkInIdx: integer('check_in_idx').references(() => checkIns.checkInIdx, {
      onDelete: 'set null',
    }),
  },
  (t) => [index('door_scans_pass_time_idx').on(t.qrPassIdx, t.scannedAt)],
);

/**
 * The same pass admitted by two scanners within a minute (decision 070): a cloned or relayed
 * code, or two doors' offline queues. Shown on the dashboard; one row per pair of scans.
 */
export const doorConflicts = pgTable(
  'door_conflicts',
  {
    doorConflictIdx: serial('door_conflict_idx').primaryKey(),
    qrPassIdx: integer('qr_pass_idx')
      .notNull()
      .references(() => qrPasses.qrPassIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    firstNonce: varchar('first_nonce', { length: 36 }).notNull(),
    secondNonce: varchar('second_nonce', { length: 36 }).notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('door_conflicts_pair_uq').on(t.firstNonce, t.secondNonce),
    index('door_conflicts_day_idx').on(t.visitDate, t.detectedAt),
  ],
);
