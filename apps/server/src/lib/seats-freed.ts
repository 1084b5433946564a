/**
 * "Seats of a session may have come free": a member's cancel, a 못 가요, an operator's cancel or a
 * capacity raise tells it after its transaction commits, and the waiting list (decision 063) and
 * the draws' offers of cancelled wins (decision 066) listen and offer them. The features that
 * free seats need not know who listens, and a lost signal (a crash between the commit and the
 * offer) is caught by the listeners' minute sweeps.
 */
export interface SeatsFreed {
  /** Seats may be free now (after the commit that freed them). */
  tell(): void;
  /** Called on every tell (the waiting list's kick). */
  listen(listener: () => void): void;
}

export function createSeatsFreed(): SeatsFreed {
  const listeners: (() => void)[] = [];
  return {
    tell() {
      for (const listener of listeners) listener();
    },
    listen(listener) {
      listeners.push(listener);
    },
  };
}
