// Page visits with their campaign code (GET /api/front/visit), counted for the console's
// campaign figures.
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './members';

/**
 * Page visits (GET /api/front/visit?p=main&c={code}): the page, the campaign code the visitor was
 * forwarded with (already limited by the contract to [A-Za-z0-9_-]{1,64}) and the member when a
 * jwt was sent.
 */
export const visits = pgTable(
  'visits',
  {
    visitIdx: serial('visit_idx').primaryKey(),
    page: varchar('page', { length: 30 }).notNull(),
    campaignCode: varchar('campaign_code', { length: 64 }),
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_campaign_idx').on(t.campaignCode, t.createdAt)],
);
