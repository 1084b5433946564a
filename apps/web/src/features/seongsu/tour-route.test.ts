import { describe, expect, it } from 'vitest';
import { formatDuration, totalTourMinutes, tourStops } from './tour-route';

describe('the tour route', () => {
  it('goes B1 → 1F → 2F → Rooftop after checking in', () => {
    expect(tourStops.map((stop) => stop.floorName)).toEqual([null, 'B1', '1F', '2F', 'Rooftop']);
  });

  it('adds up the suggested minutes of every stop', () => {
    expect(totalTourMinutes()).toBe(135);
    expect(totalTourMinutes([])).toBe(0);
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
