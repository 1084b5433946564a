/**
 * The server side of GET /api/sse/subscribe (decision 017): one text/event-stream response per
 * subscriber, kept as small as it can be, because a busy day holds thousands of idle phones.
 *
 * - One shared heartbeat timer writes a comment line to every open stream (no timer per stream);
 *   it keeps proxies and phones from closing a quiet connection.
 * - A stream subscribes to its pass before it replays what it missed (Last-Event-ID), so an event
 *   that arrives during the replay is neither lost nor sent twice.
 * - When the events' transport is back after a lost connection (the LISTEN connection on
 *   PostgreSQL), every open stream replays from the table what was published meanwhile, after
 *   the last event it sent — or, if it sent none, after the pass's newest check-in when it
 *   opened — so a welcome published in the gap still arrives (decision 037).
 * - A closed connection unsubscribes at once; `closeAll()` ends every stream for a graceful stop.
 */
import type { ServerResponse } from 'node:http';
import type { SseMessage } from '@venue/contract';
import type { CheckInEvent, CheckInEvents } from './checkin-events';

export const SSE_RETRY_MS = 3000;
export const DEFAULT_HEARTBEAT_MS = 25_000;
/** Streams written per event-loop turn by the heartbeat. */
const HEARTBEAT_SLICE = 1000;
/** Streams reading their missed events at once after a reconnect (each one query). */
const CATCH_UP_SLICE = 50;

export type LiveStreams = ReturnType<typeof createLiveStreams>;

type Missed = { checkInIdx: number; message: SseMessage }[];

export function createLiveStreams(events: CheckInEvents, heartbeatMs = DEFAULT_HEARTBEAT_MS) {
  /** Each open stream with the replay of what it missed. */
  const open = new Map<ServerResponse, () => Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  const catchUpAll = async () => {
    const catchUps = [...open.values()];
    for (let from = 0; from < catchUps.length; from += CATCH_UP_SLICE) {
      // A stream whose read fails (the database is away too) is left to the member's app,
      // which reconnects with Last-Event-ID.
      await Promise.all(
        catchUps.slice(from, from + CATCH_UP_SLICE).map((catchUp) => catchUp().catch(() => {})),
      );
    }
  };
  const stopCatchingUp = events.onReconnect(() => {
    void catchUpAll();
  });

  // Writing to 10,000 sockets at once holds the event loop for tens of milliseconds (a check-in
  // arriving then would wait), so the heartbeat goes out in slices, one per loop turn.
  const heartbeat = () => {
    const targets = [...open.keys()];
    const writeSlice = (from: number) => {
      const to = Math.min(from + HEARTBEAT_SLICE, targets.length);
      for (let i = from; i < to; i++) {
        const response = targets[i] as ServerResponse;
        if (open.has(response)) response.write(': hb\n\n');
      }
      if (to < targets.length) setImmediate(writeSlice, to);
    };
    writeSlice(0);
  };
  const track = (response: ServerResponse, catchUp: () => Promise<void>) => {
    open.set(response, catchUp);
    if (!timer) {
      timer = setInterval(heartbeat, heartbeatMs);
      timer.unref();
    }
  };
  const untrack = (response: ServerResponse) => {
    open.delete(response);
    if (open.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return {
    /**
     * Starts the event stream on `response` (headers are written here) for the pass `qrUuid`.
     * `replayAfter` is the Last-Event-ID of a reconnect, `latestCheckInIdx` the pass's newest
     * check-in now (0 when none; the stream sends only later ones), and `loadMissed` reads the
     * events after an id.
     */
    async start(
      response: ServerResponse,
      input: {
        qrUuid: string;
        headers: Record<string, string | string[] | number | undefined>;
        replayAfter: number | null;
        latestCheckInIdx: number;
        loadMissed: (afterCheckInIdx: number) => Promise<Missed>;
      },
    ): Promise<void> {
      response.writeHead(200, {
        ...input.headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
        // A stream's connection is never reused: once it ends, the socket goes with it, so a
        // graceful stop does not wait for the keep-alive timeout (72 s in Fastify).
        connection: 'close',
      });
      response.write(`retry: ${SSE_RETRY_MS}\n\n`);

      let lastSent = input.replayAfter ?? input.latestCheckInIdx;
      let replaying = input.replayAfter !== null;
      let closed = false;
      const held: CheckInEvent[] = [];
      const send = (checkInIdx: number, message: SseMessage) => {
        if (checkInIdx <= lastSent) return;
        lastSent = checkInIdx;
        response.write(`id: ${checkInIdx}\ndata: ${JSON.stringify(message)}\n\n`);
      };
      const unsubscribe = events.subscribe(input.qrUuid, (event) => {
        if (replaying) held.push(event);
        else send(event.checkInIdx, event.message);
      });
      // Live events that arrive while the table is read wait in `held`; one replay at a time.
      let replay = Promise.resolve();
      const catchUp = () => {
        const run = replay.then(async () => {
          if (closed) return;
          replaying = true;
          try {
            for (const missed of await input.loadMissed(lastSent)) {
              send(missed.checkInIdx, missed.message);
            }
          } finally {
            replaying = false;
            for (const event of held.splice(0)) send(event.checkInIdx, event.message);
          }
        });
        replay = run.catch(() => {});
        return run;
      };
      track(response, catchUp);
      response.once('close', () => {
        closed = true;
        unsubscribe();
        untrack(response);
      });

      if (input.replayAfter !== null) await catchUp();
    },
    /** Open streams on this instance. */
    get size() {
      return open.size;
    },
    closeAll() {
      stopCatchingUp();
      for (const response of open.keys()) response.end();
    },
  };
}

/** Last-Event-ID as a check-in id, or null when absent or not a plain positive integer. */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  if (typeof header !== 'string' || !/^\d{1,12}$/.test(header.trim())) return null;
  return Number(header.trim());
}
