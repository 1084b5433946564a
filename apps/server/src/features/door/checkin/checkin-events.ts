/**
 * Check-in events from the scanner's request to the member's live stream (decision 017).
 *
 * - PostgreSQL: `publish` runs `pg_notify` inside the check-in transaction, so the event leaves
 *   only if the check-in commits; every server instance LISTENs on one dedicated connection and
 *   hands each notification to its own subscribers. The publishing instance hears its own NOTIFY
 *   like every other, so there is one delivery path.
 * - PGlite: one process, so `publish` queues the event and the service calls `deliver()` after
 *   the transaction has committed.
 */
import type { SseMessage } from '@venue/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DatabaseHandle } from '../../../db/client';
import type { Transaction } from '../../../db/types';
import { createPgListener, type ListenerLog } from '../../../lib/pg-listen';

export type { ListenerLog };

export const CHECKIN_CHANNEL = 'venue_checkin';

export type CheckInEvent = { qrUuid: string; checkInIdx: number; message: SseMessage };
export type CheckInListener = (event: CheckInEvent) => void;

export interface CheckInEvents {
  /**
   * Called inside the check-in transaction. Returns what to call once it has committed (nothing
   * to do on PostgreSQL, where the commit itself delivers).
   */
  publish(tx: Transaction, event: CheckInEvent): Promise<() => void>;
  /** Listens for the events of one pass; returns the unsubscribe function. */
  subscribe(qrUuid: string, listener: CheckInListener): () => void;
  /**
   * `listener` runs each time the transport is back after a lost connection: events published
   * meanwhile were not delivered, and the live streams replay them from the table (decision 037).
   * Never on PGlite, whose transport cannot lose anything. Returns the unsubscribe function.
   */
  onReconnect(listener: () => void): () => void;
  /** Resolves once events can be received (the LISTEN is in place on PostgreSQL). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** qrUuid → its listeners; shared by both transports. */
class Subscribers {
  private readonly byUuid = new Map<string, Set<CheckInListener>>();

  add(qrUuid: string, listener: CheckInListener): () => void {
    let set = this.byUuid.get(qrUuid);
    if (!set) {
      set = new Set();
      this.byUuid.set(qrUuid, set);
    }
    set.add(listener);
    return () => {
      const current = this.byUuid.get(qrUuid);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.byUuid.delete(qrUuid);
    };
  }

  deliver(event: CheckInEvent): void {
    const set = this.byUuid.get(event.qrUuid);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch {
        // One broken stream must not keep the event from the member's other tabs.
      }
    }
  }
}

export function createInProcessCheckInEvents(): CheckInEvents {
  const subscribers = new Subscribers();
  return {
    publish: async (_tx, event) => () => subscribers.deliver(event),
    subscribe: (qrUuid, listener) => subscribers.add(qrUuid, listener),
    onReconnect: () => () => {},
    ready: async () => {},
    close: async () => {},
  };
}

/**
 * Every instance LISTENs on a connection of its own (lib/pg-listen). Events published while it
 * was reconnecting are not received here: once the LISTEN is back, `onReconnect` listeners run
 * and the open streams replay them from the table (live-streams.ts); a member's reconnecting
 * stream replays them too (Last-Event-ID).
 */
export function createPostgresCheckInEvents(
  connectionOptions: pg.ClientConfig,
  log?: ListenerLog,
): CheckInEvents {
  const subscribers = new Subscribers();
  const reconnectListeners = new Set<() => void>();
  const listener = createPgListener({
    connection: connectionOptions,
    channel: CHECKIN_CHANNEL,
    name: 'check-in',
    log,
    onNotification: (payload) => {
      try {
        subscribers.deliver(JSON.parse(payload) as CheckInEvent);
      } catch (error) {
        log?.warn({ err: error }, 'unreadable check-in notification');
      }
    },
    onReconnect: () => {
      for (const reconnected of [...reconnectListeners]) reconnected();
    },
  });

  return {
    publish: async (tx, event) => {
      await tx.execute(sql`select pg_notify(${CHECKIN_CHANNEL}, ${JSON.stringify(event)})`);
      return () => {};
    },
    subscribe: (qrUuid, listener) => subscribers.add(qrUuid, listener),
    onReconnect: (reconnected) => {
      reconnectListeners.add(reconnected);
      return () => reconnectListeners.delete(reconnected);
    },
    ready: () => listener.ready(),
    close: () => listener.close(),
  };
}

/** The transport that fits the database: LISTEN/NOTIFY on PostgreSQL, in process on PGlite. */
export function createCheckInEvents(handle: DatabaseHandle, log?: ListenerLog): CheckInEvents {
  if (handle.kind === 'postgres') return createPostgresCheckInEvents(handle.raw.options, log);
  return createInProcessCheckInEvents();
}
