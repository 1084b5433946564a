/**
 * Webhooks (decision 067). An event is written for every active endpoint that wants
 * it **in the transaction of the change that caused it**, with its delivery job (the outbox of
 * decision 059): a change that rolls back tells no one, one that commits always tells, and an
 * event written twice (a retried change) is delivered once per endpoint (`webhook_deliveries`'
 * unique (endpoint, event id)).
 *
 * The `webhooks.deliver` job POSTs the event as the Standard Webhooks specification says:
 * `webhook-id` (the same on every attempt, for the receiver to drop repeats), `webhook-timestamp`,
 * `webhook-signature` (`v1,` + HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret,
 * signed with the `standardwebhooks` package). A 2xx is delivered; anything else, or no answer in
 * 10 s, is tried again with back-off (6 tries over about an hour), then FAILED on the dead-letter
 * queue for the console, where an ADMIN can send it again.
 */
import { randomBytes } from 'node:crypto';
import {
  toSeoulIso,
  WEBHOOK_DELIVERY_STATE_LABELS,
  WEBHOOK_EVENT_LABELS,
  type WebhookDelivery,
  type WebhookDeliveryState,
  type WebhookEvent,
} from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { Webhook } from 'standardwebhooks';
import type { Database, Transaction } from '../../../db/types';
import { inTransaction } from '../../../lib/job-queue';
import {
  type DeliveryRow,
  entryEventRows,
  findDelivery,
  insertDeliveries,
  listEndpoints,
  recordAttempt,
  setDeliveryState,
} from './webhooks.repository';

export const WEBHOOK_QUEUE = 'webhooks.deliver';
export const WEBHOOK_DEAD_QUEUE = 'webhooks.dead';

/** 6 tries: 10 s, doubling, at most 30 min apart (about an hour in all). */
export interface WebhookRetries {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax?: number;
}
export const WEBHOOK_RETRIES: WebhookRetries = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 1_800,
};

const TIMEOUT_MS = 10_000;
const RESPONSE_KEPT = 500;

/** A new endpoint's signing secret: `whsec_` and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export async function createWebhookQueues(
  queue: PgBoss,
  retries: WebhookRetries = WEBHOOK_RETRIES,
): Promise<void> {
  await queue.createQueue(WEBHOOK_DEAD_QUEUE);
  await queue.createQueue(WEBHOOK_QUEUE, { ...retries, deadLetter: WEBHOOK_DEAD_QUEUE });
}

/** How long an instance trusts its list of endpoints (another instance's change shows after it). */
const ENDPOINTS_TTL_MS = 5_000;

export interface WebhookEvents {
  /** Before the change's transaction opens: the endpoints and the queue (PGlite has one connection). */
  ready(): Promise<void>;
  /**
   * In the change's transaction: `type` happened; `key` names this one occurrence (an entry's
   * cancel, a program's draw), so writing it again writes nothing. Answers the deliveries written.
   */
  emit(
    tx: Transaction,
    type: WebhookEvent,
    key: string,
    data: Record<string, unknown>,
    now: Date,
  ): Promise<number>;
  /** Whether any active endpoint wants `type` (after `ready`): no query is made for nobody. */
  wants(type: WebhookEvent): boolean;
  /** An endpoint was saved on this instance: read them again. */
  changed(): void;
}

const eventsOfApps = new WeakMap<object, WebhookEvents>();

/** The app's webhook events; null when the server has no job queue (a bare test app). */
export function webhookEvents(app: FastifyInstance): WebhookEvents | null {
  const queue = app.jobs;
  if (!queue) return null;
  const existing = eventsOfApps.get(queue);
  if (existing) return existing;
  let endpoints: { webhookIdx: number; events: string[] }[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  let queueReady: Promise<void> | null = null;

  const events: WebhookEvents = {
    async ready() {
      if (Date.now() - loadedAt > ENDPOINTS_TTL_MS) {
        endpoints = (await listEndpoints(app.db)).filter((endpoint) => endpoint.active);
        loadedAt = Date.now();
      }
      if (endpoints.length > 0) {
        queueReady ??= (async () => {
          await queue.start();
          await createWebhookQueues(queue);
        })().catch((error: unknown) => {
          queueReady = null;
          throw error;
        });
        await queueReady;
      }
    },
    async emit(tx, type, key, data, now) {
      const wanted = endpoints.filter((endpoint) => endpoint.events.includes(type));
      if (wanted.length === 0) return 0;
      const payload = { type, timestamp: now.toISOString(), data };
      const written = await insertDeliveries(
        tx,
        wanted.map((endpoint) => ({
          webhookIdx: endpoint.webhookIdx,
          eventId: `msg_${key}`,
          eventType: type,
          payload,
        })),
        now,
      );
      if (written.length > 0) {
        await queue.insert(
          WEBHOOK_QUEUE,
          written.map((deliveryIdx) => ({ data: { deliveryIdx } })),
          inTransaction(tx),
        );
      }
      return written.length;
    },
    wants: (type) => endpoints.some((endpoint) => endpoint.events.includes(type)),
    changed() {
      loadedAt = Number.NEGATIVE_INFINITY;
    },
  };
  eventsOfApps.set(queue, events);
  return events;
}

/**
 * An event per entry (`entry.created`, `entry.cancelled`, `entry.checked_in`, `entry.no_show`),
 * keyed by the entry: written again for the same entry, it is delivered once. Reads the entries
 * only when an endpoint wants the event.
 */
export async function emitEntryEvents(
  events: WebhookEvents | null,
  tx: Transaction,
  type: Extract<WebhookEvent, `entry.${string}`>,
  reserveEntryIdxs: readonly number[],
  now: Date,
  more: Record<string, unknown> = {},
): Promise<void> {
  if (!events?.wants(type) || reserveEntryIdxs.length === 0) return;
  for (const row of await entryEventRows(tx, reserveEntryIdxs)) {
    await events.emit(tx, type, `${type}:${row.reserveEntryIdx}`, { ...row, ...more }, now);
  }
}

/**
 * One attempt at a delivery. Throws when the receiver did not take it (the job is retried); a
 * delivery already delivered, or of an endpoint switched off, is left as it is.
 */
export async function deliverWebhook(
  db: Database,
  deliveryIdx: number,
  now: () => Date = () => new Date(),
): Promise<void> {
  const found = await findDelivery(db, deliveryIdx);
  if (!found || found.delivery.state === 'DELIVERED' || !found.active) return;
  const { delivery } = found;
  const body = JSON.stringify(delivery.payload);
  const at = now();
  const timestamp = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const signature = new Webhook(found.secret).sign(delivery.eventId, timestamp, body);
  let status: number | null = null;
  let response: string;
  try {
    const answer = await fetch(found.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'venue-webhooks/1',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(timestamp.getTime() / 1000),
        'webhook-signature': signature,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = answer.status;
    response = (await answer.text()).slice(0, RESPONSE_KEPT);
  } catch (error) {
    response = (error instanceof Error ? `${error.name}: ${error.message}` : 'error').slice(
      0,
      RESPONSE_KEPT,
    );
  }
  const delivered = status !== null && status >= 200 && status < 300;
  await recordAttempt(db, deliveryIdx, {
    state: delivered ? 'DELIVERED' : 'RETRYING',
    status,
    response,
    now: at,
  });
  if (!delivered) throw new Error(`webhook receiver answered ${status ?? 'nothing'}`);
}

/** Works the two queues on this instance (main.ts; tests start their own). */
export async function startWebhookWorkers(
  queue: PgBoss,
  options: {
    db: Database;
    log: { warn(obj: object, msg: string): void };
    retries?: WebhookRetries;
    pollingIntervalSeconds?: number;
  },
): Promise<void> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  await createWebhookQueues(queue, options.retries);
  await queue.work<{ deliveryIdx: number }>(
    WEBHOOK_QUEUE,
    { pollingIntervalSeconds, batchSize: 10, perJobResults: true },
    async (jobs) =>
      Promise.all(
        jobs.map(async (job) => {
          try {
            await deliverWebhook(options.db, job.data.deliveryIdx);
            return { id: job.id, status: 'completed' as const };
          } catch (error) {
            options.log.warn(
              { err: error, deliveryIdx: job.data.deliveryIdx },
              'webhook delivery failed, will retry',
            );
            return { id: job.id, status: 'failed' as const, output: { message: 'not delivered' } };
          }
        }),
      ),
  );
  await queue.work<{ deliveryIdx: number }>(
    WEBHOOK_DEAD_QUEUE,
    { pollingIntervalSeconds },
    async ([job]) => {
      if (job) await setDeliveryState(options.db, job.data.deliveryIdx, 'FAILED');
    },
  );
}

/** Sends a delivery again (an ADMIN's resend): the same event id, a fresh round of tries. */
export async function resendWebhook(
  db: Database,
  queue: PgBoss,
  deliveryIdx: number,
): Promise<void> {
  await createWebhookQueues(queue);
  await setDeliveryState(db, deliveryIdx, 'PENDING');
  await queue.send(WEBHOOK_QUEUE, { deliveryIdx });
}

export function toWebhookDelivery(row: DeliveryRow): WebhookDelivery {
  const type = row.eventType as WebhookEvent;
  const state = row.state as WebhookDeliveryState;
  return {
    deliveryIdx: row.deliveryIdx,
    eventId: row.eventId,
    eventType: type,
    eventLabel: WEBHOOK_EVENT_LABELS[type] ?? row.eventType,
    state,
    stateLabel: WEBHOOK_DELIVERY_STATE_LABELS[state] ?? row.state,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastResponse: row.lastResponse,
    lastAttemptAt: row.lastAttemptAt ? toSeoulIso(row.lastAttemptAt) : null,
    deliveredAt: row.deliveredAt ? toSeoulIso(row.deliveredAt) : null,
    createdAt: toSeoulIso(row.createdAt),
    payload: row.payload,
  };
}
