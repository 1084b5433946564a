import { describe, expect, it } from 'vitest';
import { dDayText, upcomingEntries } from './home-title';
import { entry } from './testing/fake-api';

const today = '2026-11-26';

describe('the entries the home header shows', () => {
  it('keeps booked reservations and waiting or won applications from today on, nearest first', () => {
    const list = [
      entry({ reserveEntryIdx: 1, execDate: '2026-12-01' }),
      entry({ reserveEntryIdx: 2, execDate: '2026-11-26', status: 'APPLY' }),
      entry({
        reserveEntryIdx: 3,
        execDate: '2026-11-28',
        programType: 'APPLICATION',
        status: 'WIN',
      }),
      entry({
        reserveEntryIdx: 4,
        execDate: '2026-11-27',
        programType: 'APPLICATION',
        status: 'ATTEND',
      }),
      entry({ reserveEntryIdx: 5, execDate: '2026-11-28' }),
    ];
    expect(upcomingEntries(list, today).map((e) => e.reserveEntryIdx)).toEqual([2, 4, 3, 5, 1]);
  });

  it('leaves out past, cancelled, finished, lost and undated entries', () => {
    const list = [
      entry({ reserveEntryIdx: 1, execDate: '2026-11-25' }),
      entry({ reserveEntryIdx: 2, execDate: '2026-11-30', status: 'CANCEL' }),
      entry({ reserveEntryIdx: 3, execDate: '2026-11-30', status: 'DONE' }),
      entry({ reserveEntryIdx: 4, execDate: '2026-11-30', status: 'NOSHOW' }),
      entry({
        reserveEntryIdx: 5,
        execDate: '2026-11-30',
        programType: 'APPLICATION',
        status: 'LOSE',
      }),
      entry({
        reserveEntryIdx: 6,
        execDate: '2026-11-30',
        programType: 'APPLICATION',
        status: 'ATTENDCANCEL',
      }),
      entry({ reserveEntryIdx: 7, execDate: null }),
      entry({ reserveEntryIdx: 8, execDate: '2026-02-30' }),
      entry({ reserveEntryIdx: 9, execDate: '2026-11-30', programType: 'DEFAULT' }),
    ];
    expect(upcomingEntries(list, today)).toEqual([]);
  });

  it('says 오늘, 내일 or D-n', () => {
    expect(dDayText(today, '2026-11-26')).toBe('오늘');
    expect(dDayText(today, '2026-11-27')).toBe('내일');
    expect(dDayText(today, '2026-11-28')).toBe('D-2');
    expect(dDayText(today, '2026-12-03')).toBe('D-7');
  });
});
