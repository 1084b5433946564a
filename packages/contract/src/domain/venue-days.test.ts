import { describe, expect, it } from 'vitest';
import { isClosedOn, regularClosedDaysPhrase } from './venue-days';

describe('isClosedOn', () => {
  const rule = { weekdays: [1], monthlyWeekdays: [{ week: 3, weekday: 3 }], dates: ['2026-12-25'] };

  it('closes the weekly weekday, the n-th weekday of the month and single dates', () => {
    expect(isClosedOn(rule, '2026-11-30')).toBe(true); // a Monday
    expect(isClosedOn(rule, '2026-11-18')).toBe(true); // the third Wednesday
    expect(isClosedOn(rule, '2026-11-25')).toBe(false); // the fourth Wednesday
    expect(isClosedOn(rule, '2026-12-25')).toBe(true);
    expect(isClosedOn(rule, '2026-12-26')).toBe(false);
  });
});

describe('regularClosedDaysPhrase', () => {
  it('names weekly days, then monthly rules, in Korean', () => {
    expect(
      regularClosedDaysPhrase({
        weekdays: [2, 1],
        monthlyWeekdays: [
          { week: 3, weekday: 3 },
          { week: 1, weekday: 0 },
        ],
      }),
    ).toBe('매주 월·화요일, 매월 첫째 주 일요일·셋째 주 수요일');
    expect(
      regularClosedDaysPhrase({ weekdays: [], monthlyWeekdays: [{ week: 3, weekday: 1 }] }),
    ).toBe('매월 셋째 주 월요일');
  });

  it('says nothing without a regular closed day, and drops a monthly rule the weekly one covers', () => {
    expect(regularClosedDaysPhrase({ weekdays: [], monthlyWeekdays: [] })).toBe('');
    expect(
      regularClosedDaysPhrase({ weekdays: [1], monthlyWeekdays: [{ week: 2, weekday: 1 }] }),
    ).toBe('매주 월요일');
  });
});
