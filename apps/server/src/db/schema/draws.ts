// Draws (docs/decisions/016): the one draw record of each APPLICATION program and the offers
// of cancelled wins to the next candidates (decision 036).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { programs } from './programs';
import { reserveEntries } from './reserve-entries';
import { operators } from './staff';

/**
 * The one draw of an APPLICATION program and its audit record. `program_idx` is the primary key:
 * the draw claims the row with INSERT … ON CONFLICT DO NOTHING inside the transaction that also
 * writes WIN/LOSE, so two server instances can never draw the same program twice, and a crash
 * halfway leaves no row (the next scheduled run simply tries again).
 *
 * Re-deriving the winners from this row (the contract's domain/draw-order.ts): `seed` (32 random
 * bytes, hex) keys the deterministic stream, `pools` lists the candidates in draw order (one
 * entry per verified person), and a partial Fisher–Yates over each pool gives `winnerEntryIdxs`.
 * `seedSha256` is the commitment: SHA-256 of the seed bytes.
 */
export const programDraws = pgTable('program_draws', {
  programIdx: integer('program_idx')
    .primaryKey()
    .references(() => programs.programIdx, { onDelete: 'cascade' }),
  /** When the draw ran (the transaction's clock). */
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  /** The announcement instant the draw was due at (the program's, or the sandbox's "now"). */
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  /** SCHEDULED (the `draws.due` job, scheduled-jobs.ts) | STAFF (지금 추첨 in the console) | SANDBOX (POST /sandbox/api/draws/run) */
  trigger: varchar('trigger', { length: 12 }).notNull(),
  /** The algorithm's name and version, e.g. hmac-sha256-fisher-yates-v1. */
  algorithm: varchar('algorithm', { length: 40 }).notNull(),
  seed: varchar('seed', { length: 64 }).notNull(),
  seedSha256: varchar('seed_sha256', { length: 64 }).notNull(),
  /** ATTEND entries of the program when the draw ran (every one ends WIN or LOSE). */
  entryCount: integer('entry_count').notNull(),
  /** Verified people in the draw: entries of active members, one per CI. */
  candidateCount: integer('candidate_count').notNull(),
  /** The program's winner count at the time (null = the instances' capacities decide). */
  winnerLimit: integer('winner_limit'),
  winnerCount: integer('winner_count').notNull(),
  /** [{ programInstanceIdx, quota, entryIdxs }] in draw order; see the contract's domain/draw-order.ts. */
  pools: jsonb('pools').notNull(),
  winnerEntryIdxs: integer('winner_entry_idxs').array().notNull(),
});

/**
 * A cancelled win offered to the next candidate of its pool in the draw record's order
 * (decision 036). Each cancelled win is offered once, and each entry is offered at most once;
 * the record itself never changes, so the order stays verifiable. Since decision 066 an offer is
 * made by itself with a window (OFFERED until `deadline`, then ACCEPTED, DECLINED or EXPIRED); an
 * offer declined or expired is passed on as a cancelled win is (its entry becomes the next row's
 * `cancelled_entry_idx`). An EDITOR's offer is ACCEPTED at once, with no deadline.
 */
export const programDrawOffers = pgTable(
  'program_draw_offers',
  {
    drawOfferIdx: serial('draw_offer_idx').primaryKey(),
    programIdx: integer('program_idx')
      .notNull()
      .references(() => programDraws.programIdx, { onDelete: 'cascade' }),
    cancelledEntryIdx: integer('cancelled_entry_idx')
      .notNull()
      .references(() => reserveEntries.reserveEntryIdx, { onDelete: 'cascade' }),
    offeredEntryIdx: integer('offered_entry_idx')
      .notNull()
      .references(() => reserveEntries.reserveEntryIdx, { onDelete: 'cascade' }),
    /** The EDITOR who gave it at once; null for an offer made by itself. */
    operatorIdx: integer('operator_idx').references(() => operators.operatorIdx, {
      onDelete: 'set null',
    }),
    /** OFFERED ACCEPTED DECLINED EXPIRED (the contract's DRAW_OFFER_STATES) */
    state: varchar('state', { length: 12 }).notNull().default('ACCEPTED'),
    /** Until when the member may accept; null for a win given at once. */
    deadline: timestamp('deadline', { withTimezone: true }),
    /** When it was accepted, declined or expired. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_draw_offers_cancelled_uq').on(t.cancelledEntryIdx),
    index('program_draw_offers_deadline_idx').on(t.deadline).where(sql`${t.state} = 'OFFERED'`),
    uniqueIndex('program_draw_offers_offered_uq').on(t.offeredEntryIdx),
    index('program_draw_offers_program_idx').on(t.programIdx),
  ],
);
