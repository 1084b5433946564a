import { describe, expect, it } from 'vitest';
import { entryLine, entryWho, instanceBegun, rosterActions } from './roster-actions';
import { rosterEntry } from './testing/roster-fixtures';

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
  ])('%s → %j once the instance has begun', (status, labels) => {
    expect(rosterActions(status, true).map((a) => a.label)).toEqual(labels);
  });

  it.each([
    ['CONFIRM', ['참여완료', '예약 취소']],
    ['WIN', ['참여완료', '예약 취소']],
    ['DONE', []],
  ])('%s → %j before the instance begins: no 불참 (the server refuses it)', (status, labels) => {
    expect(rosterActions(status, false).map((a) => a.label)).toEqual(labels);
  });

  it('an instance has begun at its start time in Seoul', () => {
    const at = (iso: string) => new Date(iso);
    expect(instanceBegun('2026-12-02', '14:00', at('2026-12-02T13:59:00+09:00'))).toBe(false);
    expect(instanceBegun('2026-12-02', '14:00', at('2026-12-02T14:00:00+09:00'))).toBe(true);
    expect(instanceBegun('2026-12-01', '23:30', at('2026-12-02T00:10:00+09:00'))).toBe(true);
  });
});

describe('a booking as the roster names it', () => {
  it('says whose it is, its number, session and party, and 이름 없음 for a booking without a name', () => {
    expect(entryLine(rosterEntry())).toBe('김*늘 · R2611261400AB12CD · 14:00–15:00 · 2명');
    expect(entryLine(rosterEntry({ name: null }), '지금 2명')).toBe(
      '이름 없음 · R2611261400AB12CD · 14:00–15:00 · 지금 2명',
    );
    expect(entryWho({ name: '이*준' })).toBe('이*준');
  });
});
