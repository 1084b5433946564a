import { describe, expect, it } from 'vitest';
import { bannerPeriodLabel, bannerTypeLabel, mainSlots } from './banner-labels';

describe('banner labels', () => {
  it('words a period in Seoul time, open ends included', () => {
    expect(bannerPeriodLabel({ startAt: null, endAt: null })).toBe('기간 제한 없음');
    expect(
      bannerPeriodLabel({ startAt: '2026-05-05T01:00:00Z', endAt: '2026-05-31T23:59:00+09:00' }),
    ).toBe('2026-05-05 10:00 ~ 2026-05-31 23:59');
    expect(bannerPeriodLabel({ startAt: null, endAt: '2026-05-31T23:59:00+09:00' })).toBe(
      '지금 ~ 2026-05-31 23:59',
    );
    expect(bannerPeriodLabel({ startAt: '2026-05-05T10:00:00+09:00', endAt: null })).toBe(
      '2026-05-05 10:00 ~ 계속',
    );
  });

  it('names every type and slot', () => {
    expect(bannerTypeLabel('POPUP')).toBe('팝업');
    expect(mainSlots).toHaveLength(16);
    expect(mainSlots[0]).toBe('a1');
    expect(mainSlots.at(-1)).toBe('d4');
  });
});
