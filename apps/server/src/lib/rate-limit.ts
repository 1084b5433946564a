import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { LimitStore } from './limit-store';

/**
 * A fixed-window counter per key (the client IP, or an operator): new captchas, SMS sends, VIP
 * key guesses and typed entry codes (the staff login has its own throttle,
 * features/operations/staff/login-throttle.ts, decision 024). Its counts live in the app's `limitStore`
 * (lib/limit-store.ts): in PostgreSQL when the server runs on it, so every instance counts
 * together and a restart forgets nothing (decision 037); in process memory on PGlite.
 */
export interface FixedWindowLimiter {
  /** Counts a hit; answers 0 when allowed, else the seconds until the window resets. */
  hit(key: string, nowMs: number): Promise<number>;
  /** Takes back one hit of `key` (an attempt that turned out to succeed was no failure). */
  release(key: string): Promise<void>;
  /** Forgets `key`'s window altogether. */
  reset(key: string): Promise<void>;
}

/**
 * `name` keeps the limiters' keys apart in the shared store (`captcha`, `sms`, …). A refused hit
 * is not counted: a client that keeps trying is let in again when the window ends.
 */
export function createFixedWindowLimiter(
  store: LimitStore,
  name: string,
  options: { limit: number; windowMs: number },
): FixedWindowLimiter {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    async hit(key, nowMs) {
      const { counted, window } = await store.hit(keyOf(key), options.windowMs, nowMs, {
        maxCount: options.limit,
      });
      return counted ? 0 : Math.max(1, Math.ceil((window.resetAtMs - nowMs) / 1000));
    },
    release: (key) => store.release(keyOf(key)),
    reset: (key) => store.delete(keyOf(key)),
  };
}

/**
 * Counts one hit of the request's IP; past the limit, answers 429 RATE_LIMITED with Retry-After
 * and the given Korean message (the generic one when none is given).
 */
export async function enforceIpLimit(
  limiter: FixedWindowLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  message?: string,
): Promise<void> {
  const retryAfter = await limiter.hit(request.ip, Date.now());
  if (retryAfter > 0) {
    request.server.metrics?.rateLimited(request.routeOptions.url ?? 'unmatched');
    reply.header('retry-after', String(retryAfter));
    throw new AppError(429, 'RATE_LIMITED', ...(message === undefined ? [] : [message]));
  }
}
