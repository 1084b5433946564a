/** Webhook endpoints and deliveries (decision 067). */
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  programInstances,
  reserveEntries,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';

type Db = Database | Transaction;

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function listEndpoints(db: Db): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(webhookEndpoints.webhookIdx);
}

export async function findEndpoint(db: Db, webhookIdx: number): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.webhookIdx, webhookIdx));
  return row ?? null;
}

export async function insertEndpoint(
  tx: Transaction,
  row: Pick<EndpointRow, 'url' | 'description' | 'events' | 'secret' | 'active' | 'createdBy'>,
): Promise<number> {
  const [inserted] = await tx
    .insert(webhookEndpoints)
    .values(row)
    .returning({ webhookIdx: webhookEndpoints.webhookIdx });
  if (!inserted) throw new Error('webhook endpoint not written');
  return inserted.webhookIdx;
}

export async function updateEndpoint(
  tx: Transaction,
  webhookIdx: number,
  change: Pick<EndpointRow, 'url' | 'description' | 'events' | 'active'>,
  now: Date,
): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ ...change, modDate: now })
    .where(eq(webhookEndpoints.webhookIdx, webhookIdx));
}

/** Deliveries of the last day per endpoint and state: every endpoint's, or one's. */
export async function recentCounts(db: Db, now: Date, webhookIdx?: number) {
  const since = gt(webhookDeliveries.createdAt, new Date(now.getTime() - 86_400_000));
  return db
    .select({
      webhookIdx: webhookDeliveries.webhookIdx,
      state: webhookDeliveries.state,
      count: sql<number>`count(*)::int`,
    })
    .from(webhookDeliveries)
    .where(
      webhookIdx === undefined ? since : and(since, eq(webhookDeliveries.webhookIdx, webhookIdx)),
    )
    .groupBy(webhookDeliveries.webhookIdx, webhookDeliveries.state);
}

/** One delivery per endpoint for an event, once: the ones written now (none on a repeat). */
export async function insertDeliveries(
  tx: Transaction,
  rows: Pick<DeliveryRow, 'webhookIdx' | 'eventId' | 'eventType' | 'payload'>[],
  now: Date,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const written = await tx
    .insert(webhookDeliveries)
    .values(rows.map((row) => ({ ...row, createdAt: now })))
    .onConflictDoNothing()
    .returning({ deliveryIdx: webhookDeliveries.deliveryIdx });
  return written.map((row) => row.deliveryIdx);
}

export async function findDelivery(db: Db, deliveryIdx: number) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      active: webhookEndpoints.active,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.webhookIdx, webhookDeliveries.webhookIdx))
    .where(eq(webhookDeliveries.deliveryIdx, deliveryIdx));
  return row ?? null;
}

export async function recordAttempt(
  db: Db,
  deliveryIdx: number,
  attempt: {
    state: 'DELIVERED' | 'RETRYING' | 'FAILED';
    status: number | null;
    response: string;
    now: Date;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      state: attempt.state,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatus: attempt.status,
      lastResponse: attempt.response,
      lastAttemptAt: attempt.now,
      ...(attempt.state === 'DELIVERED' ? { deliveredAt: attempt.now } : {}),
    })
    .where(eq(webhookDeliveries.deliveryIdx, deliveryIdx));
}

export async function setDeliveryState(
  db: Db,
  deliveryIdx: number,
  state: 'PENDING' | 'FAILED',
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ state })
    .where(eq(webhookDeliveries.deliveryIdx, deliveryIdx));
}

export const DELIVERIES_PAGE = 50;

export async function listDeliveries(db: Db, webhookIdx: number, before?: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookIdx, webhookIdx),
        before === undefined ? undefined : lt(webhookDeliveries.deliveryIdx, before),
      ),
    )
    .orderBy(desc(webhookDeliveries.deliveryIdx))
    .limit(DELIVERIES_PAGE + 1);
}

/**
 * What an entry's event tells a receiver: ids, program, session, status and party size; never the
 * member's name, phone or e-mail (a receiver that needs them asks the staff API with a token).
 */
export async function entryEventRows(db: Db, reserveEntryIdxs: readonly number[]) {
  if (reserveEntryIdxs.length === 0) return [];
  return db
    .select({
      reserveEntryIdx: reserveEntries.reserveEntryIdx,
      reserveEntryId: reserveEntries.reserveEntryId,
      programIdx: reserveEntries.programIdx,
      programType: reserveEntries.programType,
      programInstanceIdx: reserveEntries.programInstanceIdx,
      execDate: programInstances.execDate,
      startTime: programInstances.startTime,
      status: reserveEntries.status,
      participantCnt: reserveEntries.participantCnt,
      userIdx: reserveEntries.userIdx,
    })
    .from(reserveEntries)
    .leftJoin(
      programInstances,
      eq(programInstances.programInstanceIdx, reserveEntries.programInstanceIdx),
    )
    .where(inArray(reserveEntries.reserveEntryIdx, [...reserveEntryIdxs]));
}
