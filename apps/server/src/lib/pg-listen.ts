/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to other queries).
 * A dropped connection is replaced after 0.5, 1, 2 … 10 s; `onReconnect` runs once the LISTEN is
 * back in place, so the caller can catch up on what was published while it was down.
 * Used by the check-in events (features/door/checkin) and the content changes (lib/content-changes).
 */
import pg from 'pg';

export type ListenerLog = { warn: (object: object, message: string) => void };

export interface PgListenOptions {
  connection: pg.ClientConfig;
  channel: string;
  /** what is listening, for the log lines: "check-in", "content" */
  name: string;
  onNotification: (payload: string) => void;
  /** After a lost connection has been replaced (not after the first connect). */
  onReconnect?: () => void;
  log?: ListenerLog;
}

export interface PgListener {
  /** Resolves once the LISTEN is in place. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createPgListener(options: PgListenOptions): PgListener {
  const { channel, name, log } = options;
  let client: pg.Client | null = null;
  let closed = false;
  let everConnected = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | null = null;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const next = new pg.Client(options.connection);
      next.on('notification', (notification) => {
        if (notification.channel === channel) options.onNotification(notification.payload ?? '');
      });
      next.on('error', (error) => {
        log?.warn({ err: error }, `${name} listener connection lost; reconnecting`);
        if (client === next) client = null;
        next.end().catch(() => {});
        scheduleReconnect();
      });
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (closed) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      retryMs = 500;
      if (everConnected) options.onReconnect?.();
      everConnected = true;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error) => {
        log?.warn({ err: error }, `${name} listener could not reconnect`);
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };

  return {
    ready: () => (client ? Promise.resolve() : connect()),
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      await connecting?.catch(() => {});
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
