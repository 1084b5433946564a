import { describe, expect, it } from 'vitest';
import { dayLabel, percent, presetOf, presetRange, rangeFromSearch } from './stats-range';

const today = '2026-11-26';

describe('the ranges of 통계', () => {
  it.each([
    ['week', { from: '2026-11-20', to: today }],
    ['month', { from: '2026-10-28', to: today }],
    ['thisMonth', { from: '2026-11-01', to: today }],
  ] as const)('%s ends today', (preset, range) => {
    expect(presetRange(preset, today)).toEqual(range);
    expect(presetOf(range, today)).toBe(preset);
  });

  it('knows a range that is no preset', () => {
    expect(presetOf({ from: '2026-11-02', to: '2026-11-08' }, today)).toBeNull();
  });

  it.each([
    ['', { from: '2026-11-20', to: today }],
    ['from=2026-11-02&to=2026-11-08', { from: '2026-11-02', to: '2026-11-08' }],
    ['from=2026-11-08&to=2026-11-02', { from: '2026-11-20', to: today }],
    ['from=2026-08-01&to=2026-11-26', { from: '2026-11-20', to: today }],
    ['from=2026-08-27&to=2026-11-26', { from: '2026-08-27', to: today }],
    ['from=2026-02-30&to=2026-03-02', { from: '2026-11-20', to: today }],
  ])('reads "%s" from the address', (query, range) => {
    expect(rangeFromSearch(new URLSearchParams(query), today)).toEqual(range);
  });

  it('words a day and a rate', () => {
    expect(dayLabel('2026-11-26')).toBe('11.26 (목)');
    expect(percent(0.429)).toBe('42.9%');
    expect(percent(1)).toBe('100%');
    expect(percent(null)).toBe('—');
  });
});
