import { describe, expect, it } from 'vitest';
import { formatDuration, totalTourMinutes, tourFloorCount } from './tour-route';

describe('the tour route helpers', () => {
  it('adds up the suggested minutes of every stop', () => {
    expect(totalTourMinutes([{ minutes: 5 }, { minutes: 30 }, { minutes: 100 }])).toBe(135);
    expect(totalTourMinutes([])).toBe(0);
  });

  it('counts each floor once and the check-in step for none', () => {
    expect(
      tourFloorCount([
        { floorIdx: null },
        { floorIdx: 1 },
        { floorIdx: 2 },
        { floorIdx: 1 },
        { floorIdx: 4 },
      ]),
    ).toBe(3);
    expect(tourFloorCount([{ floorIdx: null }])).toBe(0);
  });

  it.each([
    [135, '2시간 15분'],
    [120, '2시간'],
    [40, '40분'],
    [0, '0분'],
  ])('writes %i minutes as %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
