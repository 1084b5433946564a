// Members: accounts (users), their easy-login links and OAuth logins in flight, legal guardians,
// consent records and VIP access keys.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { operators } from './staff';

// Resident-number digits are never stored (docs/decisions/009): only CI/DI from the identity
// agency, and the birth date, gender and foreigner flag derived from them.

export const users = pgTable(
  'users',
  {
    userIdx: serial('user_idx').primaryKey(),
    /** Connecting information from the identity agency: one person, one account. */
    ci: varchar('ci', { length: 128 }).notNull(),
    di: varchar('di', { length: 128 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    birthYmd: date('birth_ymd', { mode: 'string' }).notNull(),
    /** M | F */
    gender: varchar('gender', { length: 1 }).notNull(),
    foreignerYn: boolean('foreigner_yn').notNull().default(false),
    /** 01–06 (spec 000 §3) */
    telecomCode: varchar('telecom_code', { length: 2 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    email: varchar('email', { length: 200 }),
    /** ACTIVE | WITHDRAWN */
    status: varchar('status', { length: 12 }).notNull().default('ACTIVE'),
    /** N blocks reservations and draws (spec 001 §4 restriction alert). */
    participationPossibleYn: boolean('participation_possible_yn').notNull().default(true),
    /**
     * No new bookings or draw entries until this instant, after no-shows (decision 065), with the
     * level of the rules reached (0 none, 1 warned, 2+ a restriction step) and why, in words.
     */
    bookingRestrictedUntil: timestamp('booking_restricted_until', { withTimezone: true }),
    noShowLevel: integer('no_show_level').notNull().default(0),
    bookingRestrictionReason: text('booking_restriction_reason'),
    /** No-shows before this instant no longer count (an ADMIN lifted the restriction). */
    noShowCountedFrom: timestamp('no_show_counted_from', { withTimezone: true }),
    userInfoAgreementYn: boolean('user_info_agreement_yn').notNull().default(false),
    adInfoAgreementYn: boolean('ad_info_agreement_yn').notNull().default(false),
    marketingAgreementYn: boolean('marketing_agreement_yn').notNull().default(false),
    /** The 방문 리마인더 알림톡; the member turns it off in 설정. */
    visitReminderYn: boolean('visit_reminder_yn').notNull().default(true),
    loginCount: integer('login_count').notNull().default(0),
    visitCount: integer('visit_count').notNull().default(0),
    checkInCount: integer('check_in_count').notNull().default(0),
    /**
     * Bumped on logout, withdrawal and "log out everywhere": a token carries the version it was
     * issued with, and a token with an older version is refused (401).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [
    // Only active members must be unique per person; withdrawn rows are anonymised.
    uniqueIndex('users_active_ci_uq').on(t.ci).where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/** Easy logins linked to a member: T ID and Kakao (spec 001 §3 userType, *SubId, *SubsId). */
export const userIdentities = pgTable(
  'user_identities',
  {
    userIdentityIdx: serial('user_identity_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** tid | kakao */
    provider: varchar('provider', { length: 10 }).notNull(),
    /** The provider's subject id. */
    subId: varchar('sub_id', { length: 128 }).notNull(),
    /** The provider's service-specific id, where it has one. */
    subsId: varchar('subs_id', { length: 128 }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_sub_uq').on(t.provider, t.subId),
    uniqueIndex('user_identities_user_provider_uq').on(t.userIdx, t.provider),
  ],
);

/**
 * OAuth logins in flight (POST /api/auth/authorize → provider → /kakao-redirect). Only a hash of
 * the `state` is kept, with the PKCE verifier and a hash of the browser-binding cookie. A row is
 * spent once (used_at) and lives 10 minutes, so a replayed or foreign state is refused.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
    /** kakao | tid */
    provider: varchar('provider', { length: 10 }).notNull(),
    /** login | link */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    browserHash: varchar('browser_hash', { length: 64 }).notNull(),
    /** purpose link: the member the provider is linked to */
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * The legal guardian of a member under 14 (spec 000 §3 Legal guardian), copied from the
 * guardian's own verified phone check. One current guardian per member; each consent is also
 * kept in consent_records.
 */
export const legalGuardians = pgTable(
  'legal_guardians',
  {
    legalGuardianIdx: serial('legal_guardian_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    ci: varchar('ci', { length: 128 }).notNull(),
    di: varchar('di', { length: 128 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    birthYmd: date('birth_ymd', { mode: 'string' }).notNull(),
    gender: varchar('gender', { length: 1 }).notNull(),
    foreignerYn: boolean('foreigner_yn').notNull(),
    telecomCode: varchar('telecom_code', { length: 2 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 11 }).notNull(),
    /** the phone verification that proved the guardian */
    verificationSeq: varchar('verification_seq', { length: 36 }).notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [uniqueIndex('legal_guardians_user_uq').on(t.userIdx)],
);

/**
 * Every consent a member (or their guardian) gave or withdrew, append-only: the terms version
 * agreed at signup, later toggles in settings and guardian consent. The flags on
 * `users` are the current state; this table is the proof of how it came to be.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    consentRecordIdx: serial('consent_record_idx').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    /** TERMS | GUARDIAN | USER_INFO | AD_INFO | MARKETING */
    subject: varchar('subject', { length: 12 }).notNull(),
    // The term is named by code and version, not by terms_idx: venue content (terms included)
    // can be reseeded with fresh ids, and a consent must keep saying what was agreed.
    termsCode: varchar('terms_code', { length: 10 }),
    termsVersion: integer('terms_version'),
    agreed: boolean('agreed').notNull(),
    /** signup | guardian | settings */
    source: varchar('source', { length: 10 }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_user_idx').on(t.userIdx, t.recordedAt)],
);

/**
 * VIP access keys. Only a keyed hash of the digits is stored. A key expires, has a
 * use limit, and belongs to the member who signed up with it (user_idx, set at signup).
 */
export const vipAccessKeys = pgTable(
  'vip_access_keys',
  {
    vipKeyIdx: serial('vip_key_idx').primaryKey(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    label: varchar('label', { length: 100 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    useCount: integer('use_count').notNull().default(0),
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    regDate: createdAt(),
    // Decision 033: keys issued and revoked by an ADMIN in the console.
    /** The ADMIN who issued it; null for sandbox keys and once the account is deleted. */
    issuedBy: integer('issued_by').references((): AnyPgColumn => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    /** Revoked keys log nobody in, the member bound to it included. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references((): AnyPgColumn => operators.operatorIdx, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('vip_access_keys_hash_uq').on(t.keyHash)],
);
