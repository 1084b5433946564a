/**
 * The limiters' and the login throttle's behaviour, written once and run on both limit stores
 * (lib/limit-store.ts, decision 037): process memory in the unit tests (rate-limit.test.ts,
 * login-throttle.test.ts) and the `rate_limits` table in limit-store.api.test.ts (PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set).
 */
import { expect, it } from 'vitest';
import {
  createLoginThrottle,
  ID_FREE_FAILURES,
  idPauseMs,
  PAIR_FAILURE_LIMIT,
} from '../src/features/operations/staff/login-throttle';
import type { LimitStore } from '../src/lib/limit-store';
import { createFixedWindowLimiter } from '../src/lib/rate-limit';

/** Gives each test an empty store. */
export type StoreFactory = () => Promise<LimitStore>;

export function fixedWindowLimiterSuite(makeStore: StoreFactory): void {
  it('allows the limit within a window, then refuses with the seconds left', async () => {
    const limiter = createFixedWindowLimiter(await makeStore(), 'test', {
      limit: 3,
      windowMs: 60_000,
    });
    for (const i of [0, 1, 2]) expect(await limiter.hit('a', 1_000 + i)).toBe(0);
    expect(await limiter.hit('a', 31_000)).toBe(30);
  });

  it('opens again when the window ends', async () => {
    const limiter = createFixedWindowLimiter(await makeStore(), 'test', {
      limit: 1,
      windowMs: 60_000,
    });
    expect(await limiter.hit('a', 0)).toBe(0);
    expect(await limiter.hit('a', 59_999)).toBe(1);
    expect(await limiter.hit('a', 60_000)).toBe(0);
  });

  it('counts each key on its own', async () => {
    const limiter = createFixedWindowLimiter(await makeStore(), 'test', {
      limit: 1,
      windowMs: 60_000,
    });
    expect(await limiter.hit('a', 0)).toBe(0);
    expect(await limiter.hit('b', 0)).toBe(0);
    expect(await limiter.hit('a', 1)).toBeGreaterThan(0);
  });

  it('takes back a released hit and forgets a reset key', async () => {
    const limiter = createFixedWindowLimiter(await makeStore(), 'test', {
      limit: 2,
      windowMs: 60_000,
    });
    expect(await limiter.hit('a', 0)).toBe(0);
    expect(await limiter.hit('a', 1)).toBe(0);
    await limiter.release('a');
    expect(await limiter.hit('a', 2)).toBe(0);
    expect(await limiter.hit('a', 3)).toBeGreaterThan(0);
    await limiter.reset('a');
    expect(await limiter.hit('a', 4)).toBe(0);
    expect(await limiter.hit('a', 5)).toBe(0);
    await limiter.release('unknown');
  });
}

const MINUTE = 60_000;

export function loginThrottleSuite(makeStore: StoreFactory): void {
  const newThrottle = async () => createLoginThrottle(await makeStore());

  /** `count` failed attempts of `loginId`, each from `addressOf(i)`, all at `now`. */
  async function fail(
    throttle: Awaited<ReturnType<typeof newThrottle>>,
    loginId: string,
    count: number,
    addressOf: (i: number) => string,
    now: number,
  ) {
    for (let i = 0; i < count; i++) {
      expect(await throttle.begin(loginId, addressOf(i), now)).toBeNull();
    }
  }

  it('pauses an id 2, 4, 8, 16, 32, then 60 s past its free failures, never longer', () => {
    expect(idPauseMs(ID_FREE_FAILURES)).toBe(0);
    expect([11, 12, 13, 14, 15, 16, 17, 1000].map(idPauseMs)).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
  });

  it('locks a (login id, address) pair after 5 failures, and neither the id elsewhere nor other ids there', async () => {
    const throttle = await newThrottle();
    await fail(throttle, 'door-1', PAIR_FAILURE_LIMIT, () => '10.0.0.1', 0);
    expect(await throttle.begin('DOOR-1', '10.0.0.1', 1000)).toEqual({
      reason: 'pair',
      retryAfterSeconds: 15 * 60 - 1,
    });
    expect(await throttle.begin('door-1', '10.0.0.2', 1000)).toBeNull();
    expect(await throttle.begin('door-2', '10.0.0.1', 1000)).toBeNull();
    // The window ends 15 minutes after the first failure.
    expect(await throttle.begin('door-1', '10.0.0.1', 15 * MINUTE)).toBeNull();
  });

  it('does not count refused attempts: retrying during a pause locks nothing more', async () => {
    const throttle = await newThrottle();
    await fail(throttle, 'door-1', ID_FREE_FAILURES + 1, (i) => `10.0.1.${i}`, 0);
    for (let i = 0; i < 10; i++) {
      expect((await throttle.begin('door-1', '10.0.2.1', 500))?.reason).toBe('id');
    }
    expect(await throttle.state('door-1', 500)).toEqual({
      lockedAddressCount: 0,
      recentFailureCount: ID_FREE_FAILURES + 1,
      pausedUntilMs: 2000,
    });
    // The pause over, that address gets its attempt.
    expect(await throttle.begin('door-1', '10.0.2.1', 2000)).toBeNull();
  });

  it('gives a success its counts back, and remembers the address as known for the id', async () => {
    const throttle = await newThrottle();
    expect(await throttle.begin('door-1', '10.0.0.9', 0)).toBeNull();
    await throttle.succeeded('door-1', '10.0.0.9', 0);
    expect((await throttle.state('door-1', 0)).recentFailureCount).toBe(0);
    await fail(throttle, 'door-1', ID_FREE_FAILURES + 1, (i) => `10.0.3.${i}`, 1000);
    expect((await throttle.begin('door-1', '10.0.9.9', 1000))?.reason).toBe('id');
    // The known address skips the pause (it still counts as an attempt).
    expect(await throttle.begin('door-1', '10.0.0.9', 1000)).toBeNull();
  });

  it('a right password before a second step takes back only its own attempt (decision 035)', async () => {
    const throttle = await newThrottle();
    // Four wrong codes, then the right password again: the pair still holds the four.
    await fail(throttle, 'door-1', PAIR_FAILURE_LIMIT - 1, () => '10.0.5.1', 0);
    expect(await throttle.begin('door-1', '10.0.5.1', 0)).toBeNull();
    await throttle.passedFirstStep('door-1', '10.0.5.1');
    expect((await throttle.state('door-1', 0)).recentFailureCount).toBe(PAIR_FAILURE_LIMIT - 1);
    // One more wrong code locks the pair.
    await fail(throttle, 'door-1', 1, () => '10.0.5.1', 0);
    expect((await throttle.begin('door-1', '10.0.5.1', 0))?.reason).toBe('pair');
    // And the address is not known to the id yet: it gets no pass through a pause.
    await throttle.unlock('door-1');
    await fail(throttle, 'door-1', ID_FREE_FAILURES + 1, (i) => `10.0.7.${i}`, 2000);
    expect((await throttle.begin('door-1', '10.0.5.1', 2000))?.reason).toBe('id');
  });

  it('unlock forgets the id everywhere: pairs and pause', async () => {
    const throttle = await newThrottle();
    await fail(throttle, 'door-1', PAIR_FAILURE_LIMIT, () => '10.0.0.1', 0);
    await fail(
      throttle,
      'door-1',
      ID_FREE_FAILURES + 1 - PAIR_FAILURE_LIMIT,
      (i) => `10.0.4.${i}`,
      0,
    );
    expect(await throttle.state('door-1', 0)).toMatchObject({ lockedAddressCount: 1 });
    expect((await throttle.state('door-1', 0)).pausedUntilMs).not.toBeNull();
    await throttle.unlock('Door-1');
    expect(await throttle.state('door-1', 0)).toEqual({
      lockedAddressCount: 0,
      recentFailureCount: 0,
      pausedUntilMs: null,
    });
    expect(await throttle.begin('door-1', '10.0.0.1', 0)).toBeNull();
  });

  it('still locks one address out of every id after 20 failures', async () => {
    const throttle = await newThrottle();
    for (let i = 0; i < 20; i++) {
      expect(await throttle.begin(`guess-${i}`, '10.0.5.1', 0)).toBeNull();
    }
    expect((await throttle.begin('door-1', '10.0.5.1', 0))?.reason).toBe('address');
  });

  it('an attempt stamped before one counted already is not paused within the free failures', async () => {
    // Parallel requests read the clock, then reach the id counter in any order: one stamped at
    // 1000 may arrive after one stamped at 2000. Within the free failures no pause is due.
    const throttle = await newThrottle();
    expect(await throttle.begin('door-7', '10.0.9.1', 2000)).toBeNull();
    expect(await throttle.begin('door-7', '10.0.9.2', 1000)).toBeNull();
    expect(await throttle.begin('door-7', '10.0.9.2', 1500)).toBeNull();
    expect((await throttle.state('door-7', 2000)).recentFailureCount).toBe(3);
    // The same holds for one address: a burst out of order still locks its pair at the limit.
    const times = [5000, 4000, 4900, 4100, 4500, 4200, 4800];
    const results = [];
    for (const now of times) results.push(await throttle.begin('door-8', '10.0.9.3', now));
    expect(results.filter((r) => r === null)).toHaveLength(PAIR_FAILURE_LIMIT);
    expect(results.slice(PAIR_FAILURE_LIMIT).map((r) => r?.reason)).toEqual(['pair', 'pair']);
    expect(await throttle.state('door-8', 5000)).toMatchObject({
      lockedAddressCount: 1,
      recentFailureCount: PAIR_FAILURE_LIMIT,
      pausedUntilMs: null,
    });
  });

  it('past the free failures, an attempt stamped before the last counted one is paused from that one', async () => {
    const throttle = await newThrottle();
    await fail(throttle, 'door-6', ID_FREE_FAILURES, (i) => `10.0.10.${i}`, 0);
    expect(await throttle.begin('door-6', '10.0.11.1', 3000)).toBeNull();
    // The 11th failure, counted at 3000, pauses the id until 5000 for an attempt stamped earlier.
    expect(await throttle.begin('door-6', '10.0.11.2', 2500)).toEqual({
      reason: 'id',
      retryAfterSeconds: 3,
    });
  });

  it('never counts past a limit when attempts arrive together', async () => {
    const throttle = await newThrottle();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => throttle.begin('door-9', '10.0.8.1', 0)),
    );
    expect(results.filter((r) => r === null)).toHaveLength(PAIR_FAILURE_LIMIT);
    expect((await throttle.state('door-9', 0)).recentFailureCount).toBe(PAIR_FAILURE_LIMIT);
  });
}
