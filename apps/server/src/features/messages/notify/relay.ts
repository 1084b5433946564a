/**
 * The relay of a booking's confirmations (decision 062). A booking writes its 예약 확정 / 응모
 * 완료 in its own statement, without text (`composed` false), so a burst of bookings pays one
 * statement each and no transaction. The relay composes them and queues their send jobs once the
 * bookings pause (`app.bookingActivity`, as sending does), RELAY_BATCH at a time in a transaction
 * of its own, and looks for a pause again before each step: on PGlite's one connection a booking
 * that arrives meanwhile waits for one short step at the most. Two instances' relays skip each
 * other's rows (FOR UPDATE SKIP LOCKED).
 *
 * `kick()` after a booking is committed; `drain()` from the `messages.relay` cron job too, which
 * picks up what an instance stopped before relaying (a crash between the booking and its relay):
 * a committed booking always gets its message.
 */
import type { FastifyInstance } from 'fastify';
import { BOOKING_MAX_WAIT_MS, BOOKING_QUIET_MS } from '../outbox/outbox';
import { notifier } from './notify';

/**
 * Confirmations composed in one transaction: small enough that a booking arriving in the middle of
 * one waits a few tens of milliseconds at the most (500 held PGlite for most of a second).
 */
export const RELAY_BATCH = 50;

export interface MessageRelay {
  /** Bookings were committed: relay their confirmations once the bookings pause. */
  kick(): void;
  /** Relays every confirmation waiting now, each step after a pause in bookings; how many. */
  drain(): Promise<number>;
  /** Waits for a relay under way (tests, shutdown). */
  settled(): Promise<void>;
}

/** One relay per server: keyed by its job queue (a plugin's `app` is a context of its own). */
const relays = new WeakMap<object, MessageRelay | null>();

/** The server's relay; null when it sends no messages. */
export function messageRelay(app: FastifyInstance): MessageRelay | null {
  const server = app.jobs;
  if (!server) return null;
  if (relays.has(server)) return relays.get(server) ?? null;
  const notify = notifier(app);
  let relay: MessageRelay | null = null;
  if (notify) {
    let running: Promise<void> | null = null;
    let again = false;
    const drain = async () => {
      let total = 0;
      for (;;) {
        await app.bookingActivity.quiet(BOOKING_QUIET_MS, BOOKING_MAX_WAIT_MS);
        await notify.ready();
        const taken = await app.db.transaction((tx) => notify.composeWritten(tx, RELAY_BATCH));
        total += taken;
        if (taken < RELAY_BATCH) return total;
      }
    };
    relay = {
      kick() {
        if (running) {
          again = true;
          return;
        }
        running = (async () => {
          do {
            again = false;
            await drain();
          } while (again);
        })()
          .catch((error: unknown) => {
            // The cron job relays them within a minute.
            app.log.warn({ err: error }, 'relaying booking messages failed, will retry');
          })
          .finally(() => {
            running = null;
          });
      },
      drain,
      async settled() {
        while (running) await running;
      },
    };
  }
  relays.set(server, relay);
  return relay;
}
