import { describe, expect, it } from 'vitest';
import { buildFloors } from './floors-zones';
import { buildDemoVenue } from './index';
import { buildTour } from './tour';

describe('the demo tour', () => {
  const { tours, tourStops } = buildTour();

  it('is one displayed tour of five stops: check-in, then B1, 1F, 2F and Rooftop', () => {
    expect(tours).toHaveLength(1);
    expect(tours[0]?.displayYn).toBe(true);
    expect(tourStops.map((stop) => [stop.floorIdx, stop.label])).toEqual([
      [null, '시작'],
      [1, 'B1'],
      [2, '1F'],
      [3, '2F'],
      [4, 'Rooftop'],
    ]);
    expect(tourStops.map((stop) => stop.sortIndex)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts every floor stop on a seeded floor whose name is its label', () => {
    const floorNames = new Map(buildFloors().map((floor) => [floor.floorIdx, floor.floorName]));
    for (const stop of tourStops.filter((s) => s.floorIdx !== null)) {
      expect(floorNames.get(stop.floorIdx ?? -1), stop.stopTitle).toBe(stop.label);
    }
  });

  it('suggests 2 hours 15 minutes in all, with a tip at every stop', () => {
    expect(tourStops.reduce((sum, stop) => sum + stop.minutes, 0)).toBe(135);
    for (const stop of tourStops) expect(stop.tips?.length, stop.stopTitle).toBeGreaterThan(0);
  });

  it('stores the introduction sanitized and keeps plain text free of markup', () => {
    const [tour] = buildDemoVenue(new Date('2026-05-13T03:00:00Z')).tours;
    expect(tour?.tourIntro).toMatch(/^<p>.+<\/p>$/);
    const plain = [
      ...(tour?.checklist ?? []),
      ...tourStops.flatMap((stop) => [stop.stopTitle, stop.stopText, ...(stop.tips ?? [])]),
    ];
    for (const text of plain) expect(text).not.toMatch(/[<>]/);
  });
});
