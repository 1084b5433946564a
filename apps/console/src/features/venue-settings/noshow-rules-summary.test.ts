import { DEFAULT_NOSHOW_RULES } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { noShowRulesSummary } from './noshow-rules-summary';

describe('noShowRulesSummary', () => {
  it('says the default rules in one line', () => {
    expect(noShowRulesSummary(DEFAULT_NOSHOW_RULES)).toBe(
      '최근 90일 동안 불참 1회: 불참 안내 · 2회: 14일 제한 · 3회: 60일 제한 · 시작 3시간 이내 취소는 0.5회',
    );
  });

  it('leaves out a warning the first step overtakes, and late cancels when not counted', () => {
    expect(
      noShowRulesSummary({
        windowDays: 30,
        lateCancelHours: 0,
        warnAt: 2,
        steps: [{ count: 2, days: 7 }],
      }),
    ).toBe('최근 30일 동안 불참 2회: 7일 제한 · 취소는 세지 않아요');
  });

  it('with no steps, only warns', () => {
    expect(noShowRulesSummary({ windowDays: 60, lateCancelHours: 24, warnAt: 3, steps: [] })).toBe(
      '최근 60일 동안 불참 3회: 불참 안내 · 시작 24시간 이내 취소는 0.5회',
    );
  });
});
