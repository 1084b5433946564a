import { describe, expect, it } from 'vitest';
import { periodStatusOf, plainProgramName } from './surveys.service';

describe('plainProgramName', () => {
  it.each([
    ['몰입형 미디어 아트<br>〈도시의 주파수〉', '몰입형 미디어 아트 〈도시의 주파수〉'],
    ['<strong>AI</strong> &amp; 포트레이트<br/>스튜디오', 'AI & 포트레이트 스튜디오'],
    ['  빛의&nbsp;산책 ', '빛의 산책'],
    [null, null],
  ])('%s → %s', (html, text) => {
    expect(plainProgramName(html)).toBe(text);
  });
});

describe('periodStatusOf (inclusive Seoul days)', () => {
  const period = { startDate: '2026-05-10', endDate: '2026-05-20' };
  it.each([
    ['2026-05-09', 'UPCOMING'],
    ['2026-05-10', 'OPEN'],
    ['2026-05-20', 'OPEN'],
    ['2026-05-21', 'ENDED'],
  ])('on %s the survey is %s', (today, status) => {
    expect(periodStatusOf(period, today)).toBe(status);
  });
});
