/**
 * A fixed-window counter per key (the client IP) in process memory. It only keeps one visitor
 * from minting captchas in a loop (each costs a row and a drawing); it is not a defence across
 * several server processes, which the per-challenge attempt limit does not need anyway.
 */
export interface FixedWindowLimiter {
  /** Counts a hit; returns 0 when allowed, else the seconds until the window resets. */
  hit(key: string, nowMs: number): number;
}

/** Past this many tracked keys, finished windows are swept so memory stays bounded. */
const SWEEP_AT = 10_000;

export function createFixedWindowLimiter(options: {
  limit: number;
  windowMs: number;
}): FixedWindowLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, nowMs) {
      let window = windows.get(key);
      if (!window || window.resetAt <= nowMs) {
        if (windows.size >= SWEEP_AT) {
          for (const [k, w] of windows) if (w.resetAt <= nowMs) windows.delete(k);
        }
        window = { count: 0, resetAt: nowMs + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > options.limit ? Math.ceil((window.resetAt - nowMs) / 1000) : 0;
    },
  };
}
