import { describe, expect, it } from 'vitest';
import { rosterActions } from './roster-actions';

describe('the actions a roster card offers', () => {
  it.each([
    ['CONFIRM', ['참여완료', '불참', '예약 취소']],
    ['APPLY', ['참여완료', '불참', '예약 취소']],
    ['WIN', ['참여완료', '불참', '예약 취소']],
    ['ATTEND', ['예약 취소']],
    ['NOSHOW', ['참여완료로 정정']],
    ['DONE', ['불참으로 정정']],
    ['CANCEL', []],
    ['ATTENDCANCEL', []],
    ['LOSE', []],
  ])('%s → %j', (status, labels) => {
    expect(rosterActions(status).map((a) => a.label)).toEqual(labels);
  });
});
