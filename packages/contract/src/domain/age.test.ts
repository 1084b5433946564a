import { describe, expect, it } from 'vitest';
import { ageOn, guardianAgeGapOk, isUnder14, normalizeBirthYmd, yearsBefore } from './age';

describe('isUnder14', () => {
  // 2026-03-10 10:00 in Seoul.
  const now = new Date('2026-03-10T01:00:00Z');

  it.each([
    ['2012-03-10', false, 'turns 14 today'],
    ['2012-03-11', true, 'turns 14 tomorrow'],
    ['2012-03-09', false, 'turned 14 yesterday'],
    ['20120310', false, 'written YYYYMMDD, turns 14 today'],
    ['20120311', true, 'written YYYYMMDD, turns 14 tomorrow'],
    ['1990-01-01', false, 'an adult'],
    ['2026-03-10', true, 'a newborn'],
  ])('born %s is under 14: %s (%s)', (birth, expected) => {
    expect(isUnder14(birth, now)).toBe(expected);
  });

  it('uses the Seoul day, not the UTC day: at 23:30 UTC it is already tomorrow in Seoul', () => {
    // 2026-03-09T23:30Z is 2026-03-10 08:30 in Seoul.
    expect(isUnder14('2012-03-10', new Date('2026-03-09T23:30:00Z'))).toBe(false);
    // 2026-03-09T14:00Z is 2026-03-09 23:00 in Seoul: still the day before the birthday.
    expect(isUnder14('2012-03-10', new Date('2026-03-09T14:00:00Z'))).toBe(true);
  });

  it('on 29 February counts someone born 1 March fourteen years earlier as still 13', () => {
    const leapDay = new Date('2028-02-29T03:00:00Z');
    expect(isUnder14('2014-03-01', leapDay)).toBe(true);
    expect(isUnder14('2014-02-28', leapDay)).toBe(false);
  });

  it('refuses a birth date that is not a real day', () => {
    expect(() => isUnder14('2012-02-30', now)).toThrow(RangeError);
    expect(() => isUnder14('abc', now)).toThrow(RangeError);
  });
});

describe('guardianAgeGapOk', () => {
  it.each([
    ['1990-05-05', '2014-05-05', true, '24 years older'],
    ['1996-05-05', '2014-05-05', true, 'exactly 18 years older'],
    ['1996-05-06', '2014-05-05', false, 'one day short of 18 years'],
    ['2000-01-01', '2014-05-05', false, '14 years older'],
    ['19960505', '20140505', true, 'YYYYMMDD forms'],
    ['1998-02-28', '2016-02-29', true, 'user born on a leap day, guardian 18 years before its eve'],
    ['1998-03-01', '2016-02-29', false, 'user born on a leap day, guardian a day too young'],
    ['2014-05-05', '1990-05-05', false, 'guardian younger than the user'],
  ])('guardian %s for user %s: %s (%s)', (guardian, user, expected) => {
    expect(guardianAgeGapOk(guardian, user)).toBe(expected);
  });
});

describe('ageOn', () => {
  it.each([
    ['2012-03-10', '2026-03-10T01:00:00Z', 14],
    ['2012-03-11', '2026-03-10T01:00:00Z', 13],
    ['1990-12-31', '2026-03-10T01:00:00Z', 35],
  ])('born %s is %s years old at %s', (birth, now, age) => {
    expect(ageOn(birth, new Date(now))).toBe(age);
  });
});

describe('normalizeBirthYmd and yearsBefore', () => {
  it.each([
    ['2012-03-10', '2012-03-10'],
    ['20120310', '2012-03-10'],
    ['2012-3-10', null],
    ['20120230', null],
    [20120310, null],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeBirthYmd(input)).toBe(expected);
  });

  it.each([
    ['2026-03-10', 14, '2012-03-10'],
    ['2028-02-29', 14, '2014-02-28'],
    ['2028-02-29', 4, '2024-02-29'],
  ])('%s minus %s years is %s', (from, years, expected) => {
    expect(yearsBefore(from, years)).toBe(expected);
  });
});
