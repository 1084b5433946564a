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
    /**
     * PERSON: someone who logs in to the console. API_TOKEN: the actor behind an API token
     * (`api_tokens`, decision 067): its name is the token's, it never logs in and is not listed
     * with the operators; revoking the token deactivates it.
     */
    kind: varchar('kind', { length: 10 }).notNull().default('PERSON'),
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

/**
 * API tokens (decision 067): an ADMIN issues one with a name, a role and an expiry;
 * the staff API accepts it as `Authorization: Bearer …`. Only a SHA-256 of the secret is kept, and
 * its first characters to tell tokens apart. Each acts as an operator of kind API_TOKEN, so the
 * audit log names it like anyone else.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    tokenIdx: serial('token_idx').primaryKey(),
    operatorIdx: integer('operator_idx')
      .notNull()
      .references(() => operators.operatorIdx, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** the secret's first characters (vt_ab12…), shown in the list */
    tokenPrefix: varchar('token_prefix', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_uq').on(t.tokenHash),
    uniqueIndex('api_tokens_operator_uq').on(t.operatorIdx),
  ],
);

/**
 * Webhook endpoints (decision 067): an HTTPS URL an ADMIN registers with the events
 * it wants and a signing secret (Standard Webhooks, `whsec_` + base64).
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  webhookIdx: serial('webhook_idx').primaryKey(),
  url: text('url').notNull(),
  description: varchar('description', { length: 100 }).notNull().default(''),
  events: text('events').array().notNull(),
  secret: varchar('secret', { length: 80 }).notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => operators.operatorIdx, {
    onDelete: 'set null',
  }),
  regDate: createdAt(),
  modDate: updatedAt(),
});

/**
 * One event for one endpoint and its delivery: PENDING → DELIVERED, or RETRYING → … → FAILED after
 * the last attempt. `(webhook_idx, event_id)` is unique: an event is delivered once per endpoint.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    deliveryIdx: serial('delivery_idx').primaryKey(),
    webhookIdx: integer('webhook_idx')
      .notNull()
      .references(() => webhookEndpoints.webhookIdx, { onDelete: 'cascade' }),
    /** Standard Webhooks' `webhook-id`: msg_ + the event's key */
    eventId: varchar('event_id', { length: 120 }).notNull(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull(),
    /** PENDING | RETRYING | DELIVERED | FAILED */
    state: varchar('state', { length: 12 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    /** the receiver's answer or the network error, at most 500 characters */
    lastResponse: text('last_response'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_uq').on(t.webhookIdx, t.eventId),
    index('webhook_deliveries_list_idx').on(t.webhookIdx, t.createdAt),
  ],
);

/**
 * Staff writes that must happen once (decision 071): a create or move sent again with
 * the same `requestKey` (a retry after a timeout, a double click) answers the first answer and
 * writes nothing. The key is scoped by operator and call; the row is written in the change's
 * own transaction, so a rolled-back write leaves no key behind. Kept a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `${operatorIdx}:${call}:${requestKey}`, or `door-scan:${nonce}` (decision 070) */
    key: varchar('key', { length: 120 }).primaryKey(),
    operatorIdx: integer('operator_idx').references(() => operators.operatorIdx, {
      onDelete: 'cascade',
    }),
    call: varchar('call', { length: 60 }).notNull(),
    /**
     * The first answer: `{ bodyHash, data }` for a staff write (lib/idempotency.ts: the same key
     * with another body is refused), or the stored answer of a door scan's nonce (`door-scan:`).
     */
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
);
