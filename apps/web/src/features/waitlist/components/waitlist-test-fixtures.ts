import { type WaitlistItem, waitlistItem } from '@venue/contract';
import { seoulToday } from '@venue/contract/domain';

/**
 * Test data: a place as POST /api/waitlist/list answers it, checked against the contract's
 * schema; its session two days ahead and, for an offer, a deadline 80 minutes from now.
 * (For tests only; nothing in the app imports this file.)
 */
export function placeFixture(overrides: Partial<WaitlistItem> = {}): WaitlistItem {
  return waitlistItem.parse({
    waitlistIdx: 31,
    programIdx: 2,
    programInstanceIdx: 201,
    programName: '몰입형 미디어 아트<br>〈도시의 주파수〉',
    execDate: seoulToday(new Date(Date.now() + 2 * 86_400_000)),
    startTime: '11:00',
    endTime: '11:40',
    personCount: 2,
    state: 'WAITING',
    position: 1,
    offerDeadline: null,
    reserveEntryIdx: null,
    joinedAt: '2026-11-20T10:00:00+09:00',
    ...overrides,
  });
}

/** An open offer, `minutes` before its deadline. */
export function offerFixture(minutes = 80, overrides: Partial<WaitlistItem> = {}): WaitlistItem {
  return placeFixture({
    state: 'OFFERED',
    position: null,
    offerDeadline: new Date(Date.now() + minutes * 60_000 - 5_000).toISOString(),
    ...overrides,
  });
}
