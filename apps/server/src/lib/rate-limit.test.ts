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
});
