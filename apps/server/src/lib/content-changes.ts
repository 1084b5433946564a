/**
 * Content changes reach every instance's read cache (visitors see a change within a
 * second). A content write calls `announce(tx)` inside its transaction:
 * - PostgreSQL: `pg_notify` in the transaction, so the notice leaves only if the write commits;
 *   every instance LISTENs (lib/pg-listen) and tells its listeners, which drop the read cache. A
 *   listener that lost its connection drops the cache again once it is back, since it may have
 *   missed a notice; the read cache's short TTL covers the gap itself.
 * - PGlite: one process; the writer drops its own cache after the commit (features/operations/audit's
 *   `auditedWrite` does), so announcing is a no-op.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client';
import type { Transaction } from '../db/types';
import { createPgListener, type ListenerLog } from './pg-listen';

export const CONTENT_CHANNEL = 'venue_content';

export interface ContentChanges {
  /** Inside the write's transaction; other instances hear of it once it commits. */
  announce(tx: Transaction): Promise<void>;
  /** `listener` runs when any instance has committed a content change. */
  onChange(listener: () => void): void;
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createInProcessContentChanges(): ContentChanges {
  return {
    announce: async () => {},
    onChange: () => {},
    ready: async () => {},
    close: async () => {},
  };
}

export function createContentChanges(handle: DatabaseHandle, log?: ListenerLog): ContentChanges {
  if (handle.kind !== 'postgres') return createInProcessContentChanges();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const listener = createPgListener({
    connection: handle.raw.options,
    channel: CONTENT_CHANNEL,
    name: 'content',
    log,
    onNotification: notify,
    onReconnect: notify,
  });
  return {
    announce: async (tx) => {
      await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
    },
    onChange: (fn) => {
      listeners.add(fn);
    },
    ready: () => listener.ready(),
    close: () => listener.close(),
  };
}
