import { describe, expect, it } from 'vitest';
import { seasonPeriod, stockSummary } from './draw-tour-labels';

describe('Draw Tour labels', () => {
  it.each([
    [{ stock: null, claimedCount: 0, remainingStock: null }, '수량 제한 없음 · 지급 0개'],
    [{ stock: null, claimedCount: 12, remainingStock: null }, '수량 제한 없음 · 지급 12개'],
    [{ stock: 30, claimedCount: 1, remainingStock: 29 }, '준비 30개 · 지급 1개 · 남은 수량 29개'],
    [{ stock: 1, claimedCount: 1, remainingStock: 0 }, '준비 1개 · 지급 1개 · 남은 수량 0개'],
  ])('says the stock of %o as %s', (reward, words) => {
    expect(stockSummary(reward)).toBe(words);
  });

  it('writes a period with both days', () => {
    expect(seasonPeriod({ startDate: '2026-01-05', endDate: '2026-02-28' })).toBe(
      '26.01.05 ~ 26.02.28',
    );
  });
});
