import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** A Drizzle database over either PGlite or node-postgres; features depend only on this. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle passed to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
