/**
 * Background work that a signal starts after a commit ("bookings were committed", "seats were
 * freed"): one run at a time per process; a signal during a run asks for one more run after it,
 * so nothing signalled is left for later, and a failed run is logged (a minute job catches up).
 * Used by the booking relay (features/messages/notify/relay.ts) and the waiting list.
 */
export interface Rerun {
  /** Start a run now, or one more after the run under way. */
  kick(): void;
  /** Resolves when no run is under way (tests, shutdown). */
  settled(): Promise<void>;
}

export function createRerun(run: () => Promise<unknown>, onError: (error: unknown) => void): Rerun {
  let running: Promise<void> | null = null;
  let again = false;
  return {
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await run();
        } while (again);
      })()
        .catch(onError)
        .finally(() => {
          running = null;
        });
    },
    async settled() {
      while (running) await running;
    },
  };
}
