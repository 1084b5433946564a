/**
 * Typed entry codes (8 characters of a 32-letter alphabet) are short enough to guess, so every
 * console call that takes a member's QR counts typed codes per operator: the door's check-in and
 * the Draw Tour reward desk share ONE counter (decision 017; decision 022), so a second screen
 * does not double an operator's guesses. A scanned QR (its UUID is not guessable) is not counted,
 * and a typed code that found its member is taken back, so only misses add up.
 */
import { parseQrInput } from '@venue/contract';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { LimitStore } from '../../../lib/limit-store';
import { createFixedWindowLimiter } from '../../../lib/rate-limit';

/** Wrong typed entry codes per operator. */
export const ENTRY_CODE_LIMIT = { limit: 20, windowMs: 10 * 60_000 };
const tooManyMisses =
  '잘못된 입장 코드가 너무 많이 입력됐어요. 잠시 후 다시 시도하거나 QR을 스캔해 주세요.';

export interface EntryCodeGuard {
  /**
   * Runs `lookup` for `qrValue` on behalf of `operatorIdx`: 429 RATE_LIMITED (with Retry-After)
   * once the operator's typed misses pass the limit; a typed code that succeeds is not a miss.
   */
  run<T>(
    input: { operatorIdx: number; qrValue: string; reply: FastifyReply },
    lookup: () => Promise<T>,
  ): Promise<T>;
}

export function createEntryCodeGuard(store: LimitStore, limit = ENTRY_CODE_LIMIT): EntryCodeGuard {
  const misses = createFixedWindowLimiter(store, 'entry-code', limit);
  return {
    async run({ operatorIdx, qrValue, reply }, lookup) {
      const key = `operator:${operatorIdx}`;
      const typed = parseQrInput(qrValue)?.kind === 'entryCode';
      if (typed) {
        const retryAfter = await misses.hit(key, Date.now());
        if (retryAfter > 0) {
          reply.header('retry-after', String(retryAfter));
          throw new AppError(429, 'RATE_LIMITED', tooManyMisses);
        }
      }
      const result = await lookup();
      if (typed) await misses.release(key);
      return result;
    },
  };
}
