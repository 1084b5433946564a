import { describe, expect, it } from 'vitest';
import { noticeBadge, sortNotices } from './notice';

describe('noticeBadge', () => {
  const now = new Date('2026-11-22T12:00:00+09:00');

  it.each([
    [
      'written an hour ago',
      { writeDate: '2026-11-22T11:00:00+09:00', modDate: '2026-11-22T11:00:00+09:00' },
      'new',
    ],
    ['written 4 days 23 hours ago', { writeDate: '2026-11-17T13:00:00+09:00' }, 'new'],
    ['written exactly 5 days ago', { writeDate: '2026-11-17T12:00:00+09:00' }, null],
    [
      'written 10 days ago, untouched',
      { writeDate: '2026-11-12T12:00:00+09:00', modDate: '2026-11-12T12:00:00+09:00' },
      null,
    ],
    [
      'written 10 days ago, edited yesterday',
      { writeDate: '2026-11-12T12:00:00+09:00', modDate: '2026-11-21T12:00:00+09:00' },
      'updated',
    ],
    [
      'written 10 days ago, edited 6 days ago',
      { writeDate: '2026-11-12T12:00:00+09:00', modDate: '2026-11-16T12:00:00+09:00' },
      null,
    ],
    [
      'written 2 days ago and edited since',
      { writeDate: '2026-11-20T12:00:00+09:00', modDate: '2026-11-21T12:00:00+09:00' },
      'new',
    ],
    ['dated in the future', { writeDate: '2026-11-23T12:00:00+09:00' }, 'new'],
    [
      'with a modDate before its writeDate',
      { writeDate: '2026-11-12T12:00:00+09:00', modDate: '2026-11-11T12:00:00+09:00' },
      null,
    ],
    [
      'with Date objects',
      { writeDate: new Date('2026-11-01T00:00:00Z'), modDate: new Date('2026-11-20T00:00:00Z') },
      'updated',
    ],
    ['with an unreadable date', { writeDate: 'soon' }, null],
  ])('a notice %s shows %j', (_what, notice, badge) => {
    expect(noticeBadge(notice, now)).toBe(badge);
  });
});

describe('sortNotices', () => {
  it('puts pinned notices first, then the newest, then the higher id, leaving the input alone', () => {
    const notices = [
      { noticeIdx: 1, fixedYn: 'N', writeDate: '2026-11-01T10:00:00+09:00' },
      { noticeIdx: 2, fixedYn: 'Y', writeDate: '2026-10-01T10:00:00+09:00' },
      { noticeIdx: 3, fixedYn: 'N', writeDate: '2026-11-20T10:00:00+09:00' },
      { noticeIdx: 4, fixedYn: 'Y', writeDate: '2026-11-05T10:00:00+09:00' },
      { noticeIdx: 5, fixedYn: 'N', writeDate: '2026-11-01T10:00:00+09:00' },
      // the same instant as notice 3, written in UTC: a tie broken by the higher id
      { noticeIdx: 6, fixedYn: 'N', writeDate: '2026-11-20T01:00:00Z' },
    ] as const;
    const before = notices.map((n) => n.noticeIdx);
    expect(sortNotices(notices).map((n) => n.noticeIdx)).toEqual([4, 2, 6, 3, 5, 1]);
    expect(notices.map((n) => n.noticeIdx)).toEqual(before);
  });
});
