import { describe, expect, it } from 'vitest';
import { rowValues } from './resource-page';

describe('rowValues', () => {
  const blank = { title: '', displayYn: 'Y', sortIndex: 0 };

  it('starts a new row from the blank form', () => {
    expect(rowValues(null, blank, 'noticeIdx')).toBe(blank);
  });

  it("takes a saved row's key and the blank's fields from the row, and nothing else", () => {
    const row = { noticeIdx: 7, title: '휴관 안내', displayYn: 'N', sortIndex: 3, viewCount: 120 };
    expect(rowValues(row, blank, 'noticeIdx')).toEqual({
      noticeIdx: 7,
      title: '휴관 안내',
      displayYn: 'N',
      sortIndex: 3,
    });
  });
});
