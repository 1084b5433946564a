import type { RosterEntry, RosterInstance } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { bookedSeats, sessionGroups } from './roster-sessions';

const session = (programInstanceIdx: number, startTime: string): RosterInstance => ({
  programInstanceIdx,
  startTime,
  endTime: '23:00',
  capacity: 4,
  reservedCount: 4,
  heldCount: 0,
  cancelledYn: 'N',
});

const entry = (reserveEntryIdx: number, programInstanceIdx: number | null) =>
  ({ reserveEntryIdx, programInstanceIdx }) as RosterEntry;

const instances = [session(70, '14:00'), session(71, '15:00')];
const ids = (groups: ReturnType<typeof sessionGroups>) =>
  groups.map((g) => [
    g.session?.programInstanceIdx ?? null,
    g.entries.map((e) => e.reserveEntryIdx),
  ]);

describe('the roster by session', () => {
  it('puts each entry under its session, every session of the day even without entries', () => {
    const entries = [entry(1, 71), entry(2, 70), entry(3, 71)];
    expect(ids(sessionGroups({ instances, entries }, undefined, false))).toEqual([
      [70, [2]],
      [71, [1, 3]],
    ]);
    expect(ids(sessionGroups({ instances, entries: [] }, undefined, false))).toEqual([
      [70, []],
      [71, []],
    ]);
  });

  it('shows the chosen session alone, and only sessions with an entry found while searching', () => {
    const entries = [entry(1, 71)];
    expect(ids(sessionGroups({ instances, entries }, 71, false))).toEqual([[71, [1]]]);
    expect(ids(sessionGroups({ instances, entries }, undefined, true))).toEqual([[71, [1]]]);
    expect(sessionGroups({ instances, entries: [] }, undefined, true)).toEqual([]);
  });

  it('keeps an entry of no listed session at the end instead of losing it', () => {
    expect(ids(sessionGroups({ instances, entries: [entry(4, null)] }, 70, false))).toEqual([
      [70, []],
      [null, [4]],
    ]);
  });
});

describe('bookedSeats', () => {
  it('says the booked seats against the capacity, or alone without one', () => {
    expect(bookedSeats({ reservedCount: 2, capacity: 10 })).toBe('2/10석');
    expect(bookedSeats({ reservedCount: 3, capacity: null })).toBe('3석');
  });
});
