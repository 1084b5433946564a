import { describe, expect, it } from 'vitest';
import { defaultExpiryDay, endOfSeoulDay, expiryDayAllowed, lastExpiryDay } from './token-expiry';

describe('a token expiry day', () => {
  it('defaults to 90 days ahead and goes at most a year ahead', () => {
    expect(defaultExpiryDay('2026-11-30')).toBe('2027-02-28');
    expect(lastExpiryDay('2026-11-30')).toBe('2027-11-30');
  });

  it('is sent as the end of that Seoul day', () => {
    expect(endOfSeoulDay('2027-02-28')).toBe('2027-02-28T23:59:59+09:00');
  });

  it.each([
    ['2026-11-30', true],
    ['2027-11-30', true],
    ['2026-11-29', false],
    ['2027-12-01', false],
    ['', false],
  ])('%s is allowed on 2026-11-30: %s', (day, allowed) => {
    expect(expiryDayAllowed(day, '2026-11-30')).toBe(allowed);
  });
});
