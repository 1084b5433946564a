import type { StaffWaitlistRow } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import {
  freeSeats,
  inLine,
  inLineCount,
  offerNextMessage,
  shortSeoulDateTime,
} from './waitlist-rows';

const row = (state: StaffWaitlistRow['state']): StaffWaitlistRow => ({
  waitlistIdx: 1,
  userIdx: 1,
  memberName: '김*늘',
  phoneNumber: '010-****-5678',
  personCount: 1,
  state,
  position: null,
  offerDeadline: null,
  reserveEntryIdx: null,
  joinedAt: '2026-12-01T09:00:00+09:00',
  endedAt: null,
});

describe('a session’s waiting list in the roster', () => {
  it('counts only the members still in line (waiting or offered)', () => {
    expect(inLine('WAITING')).toBe(true);
    expect(inLine('OFFERED')).toBe(true);
    for (const state of ['ACCEPTED', 'DECLINED', 'EXPIRED', 'LEFT', 'CLOSED'] as const) {
      expect(inLine(state)).toBe(false);
    }
    expect(inLineCount([row('WAITING'), row('OFFERED'), row('LEFT'), row('ACCEPTED')])).toBe(2);
  });

  it('leaves out booked and held seats from the free ones; no capacity, no count', () => {
    expect(freeSeats({ capacity: 10, reservedCount: 7, heldCount: 2 })).toBe(1);
    expect(freeSeats({ capacity: 10, reservedCount: 10, heldCount: 0 })).toBe(0);
    expect(freeSeats({ capacity: 10, reservedCount: 9, heldCount: 3 })).toBe(0);
    expect(freeSeats({ capacity: null, reservedCount: 4, heldCount: 0 })).toBeNull();
  });

  it('words what 다음 대기자에게 제안 did', () => {
    expect(offerNextMessage(2, 0)).toBe('2명에게 예약 제안을 보냈어요.');
    expect(offerNextMessage(0, 0)).toBe('제안할 빈자리가 없어요.');
    expect(offerNextMessage(0, 1)).toBe('남은 1석에 맞는 인원으로 기다리는 대기자가 없어요.');
    expect(offerNextMessage(0, null)).toBe('지금 제안할 대기자가 없어요.');
  });

  it('shows instants as month/day and time in Seoul', () => {
    expect(shortSeoulDateTime('2026-12-03T14:20:00+09:00')).toBe('12/03 14:20');
    expect(shortSeoulDateTime('2026-12-03T23:30:00Z')).toBe('12/04 08:30');
    expect(shortSeoulDateTime(null)).toBe('—');
  });
});
