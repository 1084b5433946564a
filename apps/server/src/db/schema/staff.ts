// Staff: console accounts (with their TOTP two-factor secrets), their sessions, and the
// append-only audit log of what operators changed.
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { createdAt, updatedAt } from './columns';

/**
 * Staff console accounts. `passwordHash` is `scrypt$N$r$p$salt$hash` (base64url); the password
 * itself is never stored or logged. Role ADMIN manages accounts; STAFF scans at the door.
 */
export const operators = pgTable(
  'operators',
  {
    operatorIdx: serial('operator_idx').primaryKey(),
    loginId: varchar('login_id', { length: 40 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    /** ADMIN | EDITOR | STAFF */
    role: varchar('role', { length: 10 }).notNull(),
    active: boolean('active').notNull().default(true),
    /** set by an ADMIN's password reset: the next login must choose a new password */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /**
     * Two-factor login (decision 035). Secrets are never kept plain: each is AES-256-GCM under a
     * key derived from the server secret (`features/operations/staff/totp-secret-box.ts`). `totp_secret`
     * with `totp_enabled_at` set: every login asks for a code after the password.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** the RFC 6238 time step of the last code accepted: that code and older ones are refused */
    totpLastStep: integer('totp_last_step'),
    /** a secret shown by `totp/setup`, waiting for its first code (`totp/enable`) */
    totpPendingSecret: text('totp_pending_secret'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    regDate: createdAt(),
    modDate: updatedAt(),
  },
  (t) => [uniqueIndex('operators_login_id_uq').on(sql`lower(${t.loginId})`)],
);

/** Staff sessions: only a SHA-256 of the cookie's random token is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    operatorIdx: integer('operator_idx')
      .notNull()
      .references(() => operators.operatorIdx, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorIdx)],
);

/**
 * The operators' audit log: one row per change, append-only (a trigger refuses UPDATE and
 * DELETE). `operatorIdx` has no foreign key and `operatorLoginId` is a copy, so the row outlives
 * the account. `before`/`after` hold the target's public fields, never a password hash.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditIdx: serial('audit_idx').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** null: the server itself (bootstrap, scheduled jobs) */
    operatorIdx: integer('operator_idx'),
    operatorLoginId: varchar('operator_login_id', { length: 40 }),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 40 }).notNull(),
    targetId: varchar('target_id', { length: 60 }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_operator_idx').on(t.operatorIdx, t.at),
  ],
);
