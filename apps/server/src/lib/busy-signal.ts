/**
 * "This instance is busy with X right now": a booking burst marks it, and work that can wait a
 * few seconds (sending the bookings' 알림톡) waits for a quiet moment instead of competing with the
 * burst for the one database connection and the one core (decision 060). Never waits past
 * `maxWaitMs`, so steady load delays messages a little but never starves them.
 */
export interface BusySignal {
  /** Something latency-critical just happened. */
  mark(): void;
  /**
   * Resolves once nothing was marked for `quietMs`, or after `maxWaitMs` at the most. It first
   * lets the event loop read what is waiting (setImmediate): work on PGlite awaits promises only,
   * so a loop of statements never yields to I/O by itself, and bookings already on the socket
   * would neither be read nor mark the signal until it stopped (decision 062, the bench's outbox
   * part: a relay of 1,000 confirmations held a burst's first bookings for half a second).
   */
  quiet(quietMs: number, maxWaitMs: number): Promise<void>;
}

export function createBusySignal(now: () => number = () => performance.now()): BusySignal {
  let last = Number.NEGATIVE_INFINITY;
  return {
    mark() {
      last = now();
    },
    async quiet(quietMs, maxWaitMs) {
      const deadline = now() + maxWaitMs;
      await new Promise((resolve) => setImmediate(resolve));
      for (;;) {
        const idleFor = now() - last;
        if (idleFor >= quietMs || now() >= deadline) return;
        const wait = Math.min(quietMs - idleFor, deadline - now());
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, wait)));
      }
    },
  };
}
