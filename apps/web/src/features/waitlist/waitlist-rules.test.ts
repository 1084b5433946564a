import type { WaitlistItem } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { isOfferOpen, sessionWhenText, splitPlaces } from './waitlist-rules';

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
  // The deadline and the minutes left: components/offer-deadline/offer-deadline-rules.test.ts.
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
