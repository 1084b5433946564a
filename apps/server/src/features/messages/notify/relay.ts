/**
 * The relay of a booking's confirmations (decision 064, which supersedes 062's row in the
 * booking's statement). A booking writes nothing for its 예약 확정 / 응모 완료: the committed entry
 * is the outbox. The relay finds entries without their confirmation and writes it with its send
 * job (the notifier's `entries`, as every other kind), RELAY_BATCH at a time in a transaction of
 * its own, once the bookings pause (`app.bookingActivity`), looking for a pause again before each
 * step, so a booking arriving meanwhile waits for one short step at the most. Two instances'
 * relays skip each other's entries (FOR UPDATE SKIP LOCKED); `messages_cause_uq` makes each
 * confirmation once.
 *
 * Where it looks: the entries after the newest one its last run saw, and LOOKBACK behind it (on
 * PostgreSQL a booking with a smaller id can commit after a larger one was relayed); the minute's
 * sweep and a process's first run look DEEP_LOOKBACK entries back (an instance that stopped
 * between a booking and its relay).
 *
 * `kick()` after a booking is committed; `drain()` from the `messages.relay` cron job too, which
 * picks up what an instance stopped before relaying (a crash between the booking and its relay):
 * a committed booking always gets its message.
 */
import type { FastifyInstance } from 'fastify';
import { createRerun } from '../../../lib/rerun';
import { emitEntryEvents, webhookEvents } from '../../operations/integrations/webhooks';
import { BOOKING_MAX_WAIT_MS, BOOKING_QUIET_MS } from '../outbox/outbox';
import { notifier } from './notify';
import { newestEntryIdx } from './notify.repository';

/**
 * Confirmations written in one transaction: small enough that a booking arriving in the middle of
 * one waits about ten milliseconds at the most (benchmarks/2026-11-29: 20 rather than 50).
 */
export const RELAY_BATCH = 20;
/** Entries behind the newest one seen that each run looks at again (late commits). */
export const LOOKBACK = 500;
/** How far back the sweep and a first run look: about a busy day's bookings. */
export const DEEP_LOOKBACK = 10_000;

export interface MessageRelay {
  /** Bookings were committed: relay their confirmations once the bookings pause. */
  kick(): void;
  /**
   * Relays every confirmation missing now, each step after a pause in bookings; how many. `deep`
   * looks DEEP_LOOKBACK entries back (the minute's sweep).
   */
  drain(options?: { deep?: boolean }): Promise<number>;
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
  const hooks = webhookEvents(app);
  let relay: MessageRelay | null = null;
  if (notify) {
    // The newest entry when this process's last run began; null before its first run.
    let seen: number | null = null;
    const drain = async ({ deep = false }: { deep?: boolean } = {}) => {
      let total = 0;
      await app.bookingActivity.quiet(BOOKING_QUIET_MS, BOOKING_MAX_WAIT_MS);
      const newest = await newestEntryIdx(app.db);
      let after = Math.max(
        0,
        deep || seen === null ? newest - DEEP_LOOKBACK : Math.min(seen, newest) - LOOKBACK,
      );
      for (;;) {
        await notify.ready();
        await hooks?.ready();
        // The booking's entry.created webhook rides with its confirmation (decision 067).
        const step = await app.db.transaction(async (tx) => {
          const confirmed = await notify.confirmBookings(tx, after, RELAY_BATCH);
          await emitEntryEvents(hooks, tx, 'entry.created', confirmed.idxs, new Date());
          return confirmed;
        });
        total += step.taken;
        if (step.lastIdx !== null) after = step.lastIdx;
        if (step.taken < RELAY_BATCH) break;
        await app.bookingActivity.quiet(BOOKING_QUIET_MS, BOOKING_MAX_WAIT_MS);
      }
      seen = Math.max(seen ?? 0, newest);
      return total;
    };
    const rerun = createRerun(drain, (error) => {
      // The cron job relays them within a minute.
      app.log.warn({ err: error }, 'relaying booking messages failed, will retry');
    });
    relay = { kick: rerun.kick, drain, settled: rerun.settled };
  }
  relays.set(server, relay);
  return relay;
}
