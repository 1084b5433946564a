import { describe, expect, it } from 'vitest';
import { lastValidDay, seoulDayLabel, seoulMonthDayTime } from './seoul-time';

describe('lastValidDay', () => {
  it('shows a Seoul midnight as the day before, any other instant as it is', () => {
    expect(lastValidDay('2026-12-27T00:00:00+09:00')).toBe('2026-12-26');
    expect(lastValidDay('2026-12-27T10:30:00+09:00')).toBe('2026-12-27 10:30');
  });
});

describe('seoulDayLabel', () => {
  it("says an instant's Seoul day with its weekday, as the member's message does", () => {
    expect(seoulDayLabel('2026-12-15T14:30:00+09:00')).toBe('12월 15일 (화)');
    // 23:30 UTC on the 14th is already the 15th in Seoul.
    expect(seoulDayLabel('2026-12-14T23:30:00Z')).toBe('12월 15일 (화)');
    expect(seoulDayLabel('nope')).toBe('');
  });
});

describe('seoulMonthDayTime', () => {
  it('says an instant as a short Seoul day and time', () => {
    expect(seoulMonthDayTime('2026-12-03T18:00:00+09:00')).toBe('12월 3일 18:00');
    // 15:05 UTC on the 31st is already New Year's Day in Seoul.
    expect(seoulMonthDayTime('2026-12-31T15:05:00Z')).toBe('1월 1일 00:05');
    expect(seoulMonthDayTime(null)).toBe('');
    expect(seoulMonthDayTime('nope')).toBe('');
  });
});
