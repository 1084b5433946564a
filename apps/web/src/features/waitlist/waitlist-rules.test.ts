import type { WaitlistItem } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import {
  deadlineText,
  isOfferOpen,
  sessionWhenText,
  splitPlaces,
  timeLeftText,
} from './waitlist-rules';

const place = (over: Partial<WaitlistItem>): WaitlistItem => ({
  waitlistIdx: 1,
  programIdx: 2,
  programInstanceIdx: 3,
  programName: '도시의 주파수',
  execDate: '2026-12-03',
  startTime: '15:00',
  endTime: '15:40',
  personCount: 1,
  state: 'WAITING',
  position: 1,
  offerDeadline: null,
  reserveEntryIdx: null,
  joinedAt: '2026-12-01T10:00:00+09:00',
  ...over,
});

describe('how a place reads', () => {
  it('writes the deadline in Seoul as 12월 3일 (목) 14:20까지', () => {
    expect(deadlineText('2026-12-03T14:20:00+09:00')).toBe('12월 3일 (목) 14:20까지');
    // The same instant given in UTC is still Seoul's wall time.
    expect(deadlineText('2026-12-03T05:20:00Z')).toBe('12월 3일 (목) 14:20까지');
    expect(deadlineText('2026-01-09T09:05:00+09:00')).toBe('1월 9일 (금) 09:05까지');
  });

  it('counts the time left in whole minutes, rounded up, never seconds', () => {
    const deadline = '2026-12-03T14:20:00+09:00';
    const at = (iso: string) => new Date(iso);
    expect(timeLeftText(deadline, at('2026-12-03T13:00:00+09:00'))).toBe('1시간 20분 남았어요');
    expect(timeLeftText(deadline, at('2026-12-03T12:20:00+09:00'))).toBe('2시간 남았어요');
    expect(timeLeftText(deadline, at('2026-12-03T14:19:01+09:00'))).toBe('1분 남았어요');
    expect(timeLeftText(deadline, at('2026-12-03T14:00:30+09:00'))).toBe('20분 남았어요');
    expect(timeLeftText(deadline, at('2026-12-03T14:20:00+09:00'))).toBeNull();
  });

  it('writes the session as the flow does', () => {
    expect(sessionWhenText(place({}))).toBe('26.12.03 (목) 15:00 – 15:40');
  });
});

describe('which places are still in line', () => {
  it('puts open offers first, then the waiting by session, and keeps the ended in the server’s order', () => {
    const list = [
      place({ waitlistIdx: 1, state: 'EXPIRED', position: null }),
      place({ waitlistIdx: 2, state: 'WAITING', execDate: '2026-12-05' }),
      place({ waitlistIdx: 3, state: 'OFFERED', offerDeadline: '2026-12-03T14:20:00+09:00' }),
      place({ waitlistIdx: 4, state: 'WAITING', execDate: '2026-12-04' }),
      place({ waitlistIdx: 5, state: 'ACCEPTED', reserveEntryIdx: 9 }),
    ];
    const { active, past } = splitPlaces(list);
    expect(active.map((p) => p.waitlistIdx)).toEqual([3, 4, 2]);
    expect(past.map((p) => p.waitlistIdx)).toEqual([1, 5]);
  });

  it('takes an offer as open only before its deadline', () => {
    const offer = place({ state: 'OFFERED', offerDeadline: '2026-12-03T14:20:00+09:00' });
    expect(isOfferOpen(offer, new Date('2026-12-03T14:19:00+09:00'))).toBe(true);
    expect(isOfferOpen(offer, new Date('2026-12-03T14:20:00+09:00'))).toBe(false);
    expect(isOfferOpen({ ...offer, state: 'WAITING' }, new Date(0))).toBe(false);
  });
});
