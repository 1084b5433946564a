import { isClosedOn } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { planSeries } from './instance-series';

/** The demo venue's rule (venue settings, decision 030). */
const DEMO_CLOSED_DAYS = buildVenueSettings().closedDays;

describe("the demo venue's closed days", () => {
  it('close the third Monday of every month, January 1 and the lunar holidays', () => {
    const closed = (day: string) => isClosedOn(DEMO_CLOSED_DAYS, day);
    expect(closed('2030-03-18')).toBe(true); // third Monday
    expect(closed('2030-03-11')).toBe(false); // second Monday
    expect(closed('2030-03-25')).toBe(false); // fourth Monday
    expect(closed('2026-06-15')).toBe(true); // June 2026 starts on a Monday: 1, 8, 15
    expect(closed('2027-01-01')).toBe(true);
    expect(['2026-02-16', '2026-02-17', '2026-02-18'].every(closed)).toBe(true); // 설날
    expect(['2026-09-24', '2026-09-25', '2026-09-26'].every(closed)).toBe(true); // 추석
    expect(closed('2026-09-27')).toBe(false);
  });
});

describe('planSeries', () => {
  it('makes the chosen weekdays × sorted start times, ending after the duration', () => {
    const { slots, closedDays } = planSeries(
      {
        from: '2030-03-01',
        to: '2030-03-10',
        weekdays: [5, 6],
        startTimes: ['15:30', '10:00', '15:30'],
        durationMinutes: 45,
      },
      DEMO_CLOSED_DAYS,
    );
    expect(closedDays).toEqual([]);
    expect(slots.map((s) => `${s.execDate} ${s.startTime}-${s.endTime}`)).toEqual([
      '2030-03-01 10:00-10:45',
      '2030-03-01 15:30-16:15',
      '2030-03-02 10:00-10:45',
      '2030-03-02 15:30-16:15',
      '2030-03-08 10:00-10:45',
      '2030-03-08 15:30-16:15',
      '2030-03-09 10:00-10:45',
      '2030-03-09 15:30-16:15',
    ]);
  });

  it('lists the closed days it skipped, and an editable rule changes them', () => {
    const input = {
      from: '2030-03-16',
      to: '2030-03-19',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      startTimes: ['11:00'],
      durationMinutes: 60,
    };
    expect(planSeries(input, DEMO_CLOSED_DAYS).closedDays).toEqual(['2030-03-18']);
    const custom = { weekdays: [], monthlyWeekdays: [], dates: ['2030-03-17'] };
    const planned = planSeries(input, custom);
    expect(planned.closedDays).toEqual(['2030-03-17']);
    expect(planned.slots.map((s) => s.execDate)).toEqual([
      '2030-03-16',
      '2030-03-18',
      '2030-03-19',
    ]);
  });
});
