import { describe, expect, it } from 'vitest';
import { createFixedWindowLimiter } from './rate-limit';

describe('createFixedWindowLimiter', () => {
  it('allows the limit within a window, then refuses with the seconds left', () => {
    const limiter = createFixedWindowLimiter({ limit: 3, windowMs: 60_000 });
    expect([0, 1, 2].map((i) => limiter.hit('a', 1_000 + i))).toEqual([0, 0, 0]);
    expect(limiter.hit('a', 31_000)).toBe(30);
  });

  it('opens again when the window ends', () => {
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.hit('a', 0)).toBe(0);
    expect(limiter.hit('a', 59_999)).toBe(1);
    expect(limiter.hit('a', 60_000)).toBe(0);
  });

  it('counts each key on its own', () => {
    const limiter = createFixedWindowLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.hit('a', 0)).toBe(0);
    expect(limiter.hit('b', 0)).toBe(0);
    expect(limiter.hit('a', 1)).toBeGreaterThan(0);
  });

  it('takes back a released hit and forgets a reset key', () => {
    const limiter = createFixedWindowLimiter({ limit: 2, windowMs: 60_000 });
    expect(limiter.hit('a', 0)).toBe(0);
    expect(limiter.hit('a', 1)).toBe(0);
    limiter.release('a');
    expect(limiter.hit('a', 2)).toBe(0);
    expect(limiter.hit('a', 3)).toBeGreaterThan(0);
    limiter.reset('a');
    expect([limiter.hit('a', 4), limiter.hit('a', 5)]).toEqual([0, 0]);
    limiter.release('unknown');
  });
});
