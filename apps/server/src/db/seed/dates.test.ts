import { describe, expect, it } from 'vitest';
import { daysBetween, seoulAt } from './dates';

describe('seed dates', () => {
  it('filters a range of Seoul days by weekday, counted from Sunday', () => {
    expect(daysBetween('2026-05-11', '2026-05-24', (d) => d === 0 || d === 6)).toEqual([
      '2026-05-16',
      '2026-05-17',
      '2026-05-23',
      '2026-05-24',
    ]);
  });

  it('includes both ends of a range and crosses month ends', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('places a wall-clock time on a Seoul day', () => {
    expect(seoulAt('2026-05-13', '09:30').toISOString()).toBe('2026-05-13T00:30:00.000Z');
  });
});
