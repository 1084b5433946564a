// Column helpers shared by the schema files: the reg_date and mod_date timestamps most tables
// carry. Not tables, so index.ts does not re-export them.
import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('reg_date', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('mod_date', { withTimezone: true }).notNull().defaultNow();
