// Identity checks before signup, login and QR issue: captcha challenges, SMS identity
// verifications and the sandbox agency's SMS outbox.
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './members';

/**
 * Captcha challenges (GET /api/captcha). Only a keyed hash of the answer is kept. A challenge
 * allows a few attempts, expires, and once passed can be spent once (by phone/send).
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    uuid: varchar('uuid', { length: 36 }).primaryKey(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * SMS identity verifications (POST /api/auth/phone/send and /verify). `seq` is the handle the
 * client quotes in every later step. The code itself is checked by the identity agency (or its
 * sandbox); we keep who asked, the agency's transaction id, counters for the send and attempt
 * limits, and, once verified, the CI/DI the agency returned. Resident-number digits are never
 * here: only the derived birth date, gender and foreigner flag (decision 009).
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    seq: varchar('seq', { length: 36 }).primaryKey(),
    /** Identification | identificationguardian | qrissue | qrissueguardian */
    verifyType: varchar('verify_type', { length: 30 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    birthYmd: date('birth_ymd', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 1 }).notNull(),
    foreignerYn: boolean('foreigner_yn').notNull(),
    telecomCode: varchar('telecom_code', { length: 2 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    /** The login in progress (provider and its subject id) when the visitor is not a member yet. */
    authType: varchar('auth_type', { length: 10 }),
    authId: varchar('auth_id', { length: 200 }),
    /** The member who asked, for the QR verify types. */
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'cascade' }),
    /** Guardian verifications: the seq of the child's own verification. */
    userSeq: varchar('user_seq', { length: 36 }),
    agencyTxId: varchar('agency_tx_id', { length: 100 }).notNull(),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The code's deadline: 180 s after the last send (spec 000 §9). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ci: varchar('ci', { length: 128 }),
    di: varchar('di', { length: 128 }),
    /** Set when signup, account linking or a guardian record spends the verification. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phoneNumber, t.createdAt),
    index('phone_verifications_created_idx').on(t.createdAt),
  ],
);

/**
 * The sandbox identity agency's outbox (sandbox mode only): what a real agency would send by SMS.
 * Testers and browser tests read it through GET /sandbox/api/sms/inbox. Never used in production.
 */
export const sandboxSmsMessages = pgTable(
  'sandbox_sms_messages',
  {
    sandboxSmsIdx: serial('sandbox_sms_idx').primaryKey(),
    agencyTxId: varchar('agency_tx_id', { length: 100 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    birthYmd: date('birth_ymd', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 1 }).notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_sms_phone_idx').on(t.phoneNumber, t.createdAt),
    index('sandbox_sms_tx_idx').on(t.agencyTxId),
  ],
);
