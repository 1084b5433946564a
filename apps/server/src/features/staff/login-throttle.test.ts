import { describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  ID_FREE_FAILURES,
  idPauseMs,
  PAIR_FAILURE_LIMIT,
} from './login-throttle';

const MINUTE = 60_000;

/** `count` failed attempts of `loginId`, each from `addressOf(i)`, all at `now`. */
function fail(
  throttle: ReturnType<typeof createLoginThrottle>,
  loginId: string,
  count: number,
  addressOf: (i: number) => string,
  now: number,
) {
  for (let i = 0; i < count; i++) expect(throttle.begin(loginId, addressOf(i), now)).toBeNull();
}

describe('the staff login throttle (decision 024)', () => {
  it('pauses an id 2, 4, 8, 16, 32, then 60 s past its free failures, never longer', () => {
    expect(idPauseMs(ID_FREE_FAILURES)).toBe(0);
    expect([11, 12, 13, 14, 15, 16, 17, 1000].map(idPauseMs)).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
  });

  it('locks a (login id, address) pair after 5 failures, and neither the id elsewhere nor other ids there', () => {
    const throttle = createLoginThrottle();
    fail(throttle, 'door-1', PAIR_FAILURE_LIMIT, () => '10.0.0.1', 0);
    expect(throttle.begin('DOOR-1', '10.0.0.1', 1000)).toEqual({
      reason: 'pair',
      retryAfterSeconds: 15 * 60 - 1,
    });
    expect(throttle.begin('door-1', '10.0.0.2', 1000)).toBeNull();
    expect(throttle.begin('door-2', '10.0.0.1', 1000)).toBeNull();
    // The window ends 15 minutes after the first failure.
    expect(throttle.begin('door-1', '10.0.0.1', 15 * MINUTE)).toBeNull();
  });

  it('does not count refused attempts: retrying during a pause locks nothing more', () => {
    const throttle = createLoginThrottle();
    fail(throttle, 'door-1', ID_FREE_FAILURES + 1, (i) => `10.0.1.${i}`, 0);
    for (let i = 0; i < 10; i++) {
      expect(throttle.begin('door-1', '10.0.2.1', 500)?.reason).toBe('id');
    }
    expect(throttle.state('door-1', 500)).toEqual({
      lockedAddressCount: 0,
      recentFailureCount: ID_FREE_FAILURES + 1,
      pausedUntilMs: 2000,
    });
    // The pause over, that address gets its attempt.
    expect(throttle.begin('door-1', '10.0.2.1', 2000)).toBeNull();
  });

  it('gives a success its counts back, and remembers the address as known for the id', () => {
    const throttle = createLoginThrottle();
    expect(throttle.begin('door-1', '10.0.0.9', 0)).toBeNull();
    throttle.succeeded('door-1', '10.0.0.9', 0);
    expect(throttle.state('door-1', 0).recentFailureCount).toBe(0);
    fail(throttle, 'door-1', ID_FREE_FAILURES + 1, (i) => `10.0.3.${i}`, 1000);
    expect(throttle.begin('door-1', '10.0.9.9', 1000)?.reason).toBe('id');
    // The known address skips the pause (it still counts as an attempt).
    expect(throttle.begin('door-1', '10.0.0.9', 1000)).toBeNull();
  });

  it('a right password before a second step takes back only its own attempt (decision 035)', () => {
    const throttle = createLoginThrottle();
    // Four wrong codes, then the right password again: the pair still holds the four.
    fail(throttle, 'door-1', PAIR_FAILURE_LIMIT - 1, () => '10.0.5.1', 0);
    expect(throttle.begin('door-1', '10.0.5.1', 0)).toBeNull();
    throttle.passedFirstStep('door-1', '10.0.5.1');
    expect(throttle.state('door-1', 0).recentFailureCount).toBe(PAIR_FAILURE_LIMIT - 1);
    // One more wrong code locks the pair.
    fail(throttle, 'door-1', 1, () => '10.0.5.1', 0);
    expect(throttle.begin('door-1', '10.0.5.1', 0)?.reason).toBe('pair');
    // And the address is not known to the id yet: it gets no pass through a pause.
    throttle.unlock('door-1');
    fail(throttle, 'door-1', ID_FREE_FAILURES + 1, (i) => `10.0.7.${i}`, 2000);
    expect(throttle.begin('door-1', '10.0.5.1', 2000)?.reason).toBe('id');
  });

  it('unlock forgets the id everywhere: pairs and pause', () => {
    const throttle = createLoginThrottle();
    fail(throttle, 'door-1', PAIR_FAILURE_LIMIT, () => '10.0.0.1', 0);
    fail(throttle, 'door-1', ID_FREE_FAILURES + 1 - PAIR_FAILURE_LIMIT, (i) => `10.0.4.${i}`, 0);
    expect(throttle.state('door-1', 0)).toMatchObject({ lockedAddressCount: 1 });
    expect(throttle.state('door-1', 0).pausedUntilMs).not.toBeNull();
    throttle.unlock('Door-1');
    expect(throttle.state('door-1', 0)).toEqual({
      lockedAddressCount: 0,
      recentFailureCount: 0,
      pausedUntilMs: null,
    });
    expect(throttle.begin('door-1', '10.0.0.1', 0)).toBeNull();
  });

  it('still locks one address out of every id after 20 failures', () => {
    const throttle = createLoginThrottle();
    for (let i = 0; i < 20; i++) expect(throttle.begin(`guess-${i}`, '10.0.5.1', 0)).toBeNull();
    expect(throttle.begin('door-1', '10.0.5.1', 0)?.reason).toBe('address');
  });
});
