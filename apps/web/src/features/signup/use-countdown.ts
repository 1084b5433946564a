import { useEffect, useState } from 'react';

function secondsLeft(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Whole seconds left until `deadline` (epoch ms), ticking once a second; null without a deadline.
 * The SMS countdown (spec 000 §4, §9) sets a new deadline on each send and drops it on
 * verification, which stops the ticking. Reading the clock on every tick, instead of counting
 * ticks, keeps it right when a phone throttles timers in the background.
 */
export function useCountdown(deadline: number | null): number | null {
  const [left, setLeft] = useState(() => (deadline === null ? null : secondsLeft(deadline)));
  const [shownFor, setShownFor] = useState(deadline);

  // A new deadline shows its full time in the same render, not one tick later.
  let current = left;
  if (shownFor !== deadline) {
    current = deadline === null ? null : secondsLeft(deadline);
    setShownFor(deadline);
    setLeft(current);
  }

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const next = secondsLeft(deadline);
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return current;
}
