import { describe, expect, it } from 'vitest';
import { bulkSummary } from './bulk-summary';

const names: Record<number, string> = { 1: '김*늘 R1', 2: '이*우 R2' };
const nameOf = (idx: number) => names[idx] ?? `#${idx}`;

describe('bulkSummary', () => {
  it.each([
    [{ done: [1, 2, 3], refused: [] }, '3건 처리했어요.', []],
    [
      {
        done: [1, 2, 3],
        refused: [{ idx: 2, code: 'NOSHOW_BEFORE_START', message: '회차가 시작된 뒤에 …' }],
      },
      '3건 처리, 1건 제외:',
      ['이*우 R2 — 회차가 시작된 뒤에 …'],
    ],
    [
      { done: [], refused: [{ idx: 9, code: 'NOT_FOUND', message: '예약을 찾을 수 없어요.' }] },
      '처리한 건이 없어요. 1건 제외:',
      ['#9 — 예약을 찾을 수 없어요.'],
    ],
  ])('words %j', (answer, headline, refused) => {
    const summary = bulkSummary(answer, nameOf);
    expect(summary.headline).toBe(headline);
    expect(summary.refused.map((item) => item.text)).toEqual(refused);
  });
});
