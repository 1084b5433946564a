// System: facts about the installation (app_meta) and the shared rate-limit and lockout
// windows (rate_limits), neither tied to a member or to venue content.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Key/value facts about the installation, e.g. when the demo seed ran. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Every rate limit's and lockout's counting windows when the server runs on PostgreSQL
 * (decision 037; lib/limit-store.ts): shared by all instances and kept across restarts. One
 * row per key (`captcha:<address>`, `login-pair:<id>\n<address>`, …), counted by one atomic
 * upsert; finished windows are swept. PGlite keeps these windows in process memory instead.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the window ends; the next hit after it starts a new one. */
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    /** The latest counted hit (the login id's pause runs from it). */
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
