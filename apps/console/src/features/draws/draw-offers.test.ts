import type { DrawCandidateRow } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { type DrawOffer, drawOfferMaker, drawOfferStateText, passOnReason } from './draw-offers';

const offer = (overrides: Partial<DrawOffer> = {}): DrawOffer => ({
  cancelledEntryIdx: 18,
  offeredEntryIdx: 5,
  offeredAt: '2026-12-03T06:00:00+09:00',
  operatorName: null,
  state: 'OFFERED',
  deadline: '2026-12-03T18:00:00+09:00',
  endedAt: null,
  ...overrides,
});

const row = (overrides: Partial<DrawCandidateRow> = {}): DrawCandidateRow => ({
  reserveEntryIdx: 18,
  reserveEntryId: 'A-0018',
  poolIndex: 0,
  rank: 1,
  instanceLabel: '12.04 14:00–15:00',
  name: '김*늘',
  status: 'CANCEL',
  statusLabel: '당첨취소',
  drawnWinnerYn: 'Y',
  offeredAt: null,
  ...overrides,
});

describe('drawOfferStateText', () => {
  it.each([
    [offer(), '당첨 기회 · 12월 3일 18:00까지'],
    [offer({ state: 'ACCEPTED', endedAt: '2026-12-03T09:00:00+09:00' }), '당첨 수락'],
    [offer({ state: 'ACCEPTED', deadline: null, operatorName: '김운영' }), '당첨 수락'],
    [offer({ state: 'DECLINED' }), '당첨 양보'],
    [offer({ state: 'EXPIRED' }), '기회 만료'],
  ])('says where an offer stands (%#)', (given, words) => {
    expect(drawOfferStateText(given)).toBe(words);
  });
});

describe('drawOfferMaker', () => {
  it('names the operator who gave a win at once, and 자동 for the server’s own offer', () => {
    expect(drawOfferMaker(offer({ operatorName: '김운영' }))).toBe('김운영');
    expect(drawOfferMaker(offer())).toBe('자동');
  });
});

describe('passOnReason', () => {
  const winner = row();
  const received = (overrides: Partial<DrawCandidateRow> = {}) =>
    row({
      reserveEntryIdx: 5,
      rank: 4,
      drawnWinnerYn: 'N',
      status: 'LOSE',
      statusLabel: '미당첨',
      offeredAt: '2026-12-03T06:00:00+09:00',
      ...overrides,
    });

  it('passes on a cancelled win nobody has been offered yet', () => {
    expect(passOnReason(winner, [])).toBe('CANCELLED');
    expect(passOnReason(row({ status: 'WIN', statusLabel: '당첨' }), [])).toBeNull();
  });

  it('leaves a cancelled win alone once it was offered, open or not', () => {
    expect(passOnReason(winner, [offer()])).toBeNull();
    expect(passOnReason(winner, [offer({ state: 'DECLINED' })])).toBeNull();
  });

  it('passes on an offer declined or expired that did not go on yet, never an open one', () => {
    expect(passOnReason(received(), [offer({ state: 'DECLINED' })])).toBe('DECLINED');
    expect(passOnReason(received(), [offer({ state: 'EXPIRED' })])).toBe('EXPIRED');
    expect(passOnReason(received(), [offer()])).toBeNull();
    const passedOn = offer({ cancelledEntryIdx: 5, offeredEntryIdx: 9 });
    expect(passOnReason(received(), [offer({ state: 'EXPIRED' }), passedOn])).toBeNull();
  });

  it('passes on a received win that was accepted and then cancelled', () => {
    const cancelled = received({ status: 'CANCEL', statusLabel: '당첨취소' });
    expect(passOnReason(cancelled, [offer({ state: 'ACCEPTED' })])).toBe('CANCELLED');
    expect(
      passOnReason(received({ status: 'WIN', statusLabel: '당첨' }), [
        offer({ state: 'ACCEPTED' }),
      ]),
    ).toBeNull();
  });
});
