import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * A fixed-window counter per key (the client IP, or an operator) in process memory: new
 * captchas, SMS sends, VIP key guesses and typed entry codes (the staff login has its own
 * throttle, features/staff/login-throttle.ts, decision 024). It keeps one client from looping
 * on an endpoint; it is not a defence across several server processes, which the per-row limits
 * (captcha attempts, SMS per phone, VIP key uses) cover in the database.
 */
export interface FixedWindowLimiter {
  /** Counts a hit; returns 0 when allowed, else the seconds until the window resets. */
  hit(key: string, nowMs: number): number;
  /** Takes back one hit of `key` (an attempt that turned out to succeed was no failure). */
  release(key: string): void;
  /** Forgets `key`'s window altogether. */
  reset(key: string): void;
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
    release(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Counts one hit of the request's IP; past the limit, answers 429 RATE_LIMITED with Retry-After
 * and the given Korean message (the generic one when none is given).
 */
export function enforceIpLimit(
  limiter: FixedWindowLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  message?: string,
): void {
  const retryAfter = limiter.hit(request.ip, Date.now());
  if (retryAfter > 0) {
    request.server.metrics?.rateLimited(request.routeOptions.url ?? 'unmatched');
    reply.header('retry-after', String(retryAfter));
    throw new AppError(429, 'RATE_LIMITED', ...(message === undefined ? [] : [message]));
  }
}
