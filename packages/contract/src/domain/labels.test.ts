import { describe, expect, it } from 'vitest';
import {
  detailMainButton,
  entryInHistoryGroup,
  entryMatchesTypeFilter,
  HISTORY_STATUS_GROUPS,
  type HistoryStatusGroup,
  isHistoryGroupPossible,
  participationLabel,
  placeText,
  programDateText,
  programStatusLabel,
} from './labels';

describe('programStatusLabel', () => {
  it.each([
    [{ status: 'PENDING' }, '예정', 'scheduled'],
    [{ status: 'OPEN' }, '진행중', 'in progress'],
    [{ status: 'CLOSED' }, '종료', 'ended'],
    [{ status: 'CLOSEDADMIN' }, '운영 사정으로 마감', 'ended'],
    [{ status: 'OPEN', scheduleType: 'ALWAYS', periodType: 'UNLIMIT' }, '상시 운영', 'always open'],
    [
      { status: 'PENDING', scheduleType: 'ALWAYS', periodType: 'UNLIMIT' },
      '상시 운영',
      'always open',
    ],
    [{ status: 'OPEN', scheduleType: 'ALWAYS', periodType: 'LIMIT' }, '진행중', 'in progress'],
    [{ status: 'OPEN', scheduleType: 'MULTI', periodType: 'UNLIMIT' }, '진행중', 'in progress'],
    [{ status: 'CLOSED', scheduleType: 'ALWAYS', periodType: 'UNLIMIT' }, '종료', 'ended'],
    [
      { status: 'CLOSEDADMIN', scheduleType: 'ALWAYS', periodType: 'UNLIMIT' },
      '운영 사정으로 마감',
      'ended',
    ],
    [{ status: 'WHATEVER' }, '-', '-'],
  ])('%j reads %s / %s', (program, ko, en) => {
    expect(programStatusLabel(program)).toEqual({ ko, en });
  });
});

describe('participationLabel', () => {
  it.each([
    ['RESERVATION', 'CONFIRM', '예약완료'],
    ['RESERVATION', 'APPLY', '예약완료'],
    ['RESERVATION', 'CANCEL', '예약취소'],
    ['RESERVATION', 'DONE', '참여완료'],
    ['RESERVATION', 'NOSHOW', '불참'],
    ['RESERVATION', 'WIN', '-'],
    ['APPLICATION', 'ATTEND', '응모완료'],
    ['APPLICATION', 'WIN', '당첨'],
    ['APPLICATION', 'LOSE', '미당첨'],
    ['APPLICATION', 'CANCEL', '당첨취소'],
    ['APPLICATION', 'DONE', '참여완료'],
    ['APPLICATION', 'NOSHOW', '당첨불참'],
    ['APPLICATION', 'ATTENDCANCEL', '응모취소'],
    ['APPLICATION', 'CONFIRM', '-'],
    ['DEFAULT', 'DONE', '-'],
    ['RESERVATION', null, '-'],
    [undefined, 'DONE', '-'],
    ['RESERVATION', 'toString', '-'],
  ])('a %s entry with status %s reads %s', (type, status, label) => {
    expect(participationLabel(type, status)).toBe(label);
  });
});

describe('history status filter groups', () => {
  it('are 완료, 당첨, 미당첨, 취소, 참여, 불참 in that order', () => {
    expect(HISTORY_STATUS_GROUPS.map((g) => g.label)).toEqual([
      '완료',
      '당첨',
      '미당첨',
      '취소',
      '참여',
      '불참',
    ]);
  });

  it.each([
    ['RESERVATION', 'CONFIRM', 'COMPLETE'],
    ['RESERVATION', 'APPLY', 'COMPLETE'],
    ['APPLICATION', 'ATTEND', 'COMPLETE'],
    ['APPLICATION', 'WIN', 'WIN'],
    ['APPLICATION', 'LOSE', 'LOSE'],
    ['RESERVATION', 'CANCEL', 'CANCEL'],
    ['APPLICATION', 'CANCEL', 'CANCEL'],
    ['APPLICATION', 'ATTENDCANCEL', 'CANCEL'],
    ['RESERVATION', 'DONE', 'DONE'],
    ['APPLICATION', 'DONE', 'DONE'],
    ['RESERVATION', 'NOSHOW', 'NOSHOW'],
    ['APPLICATION', 'NOSHOW', 'NOSHOW'],
  ] as const)(
    'a %s entry with status %s is in exactly the %s group',
    (programType, status, group) => {
      const groups = HISTORY_STATUS_GROUPS.filter((g) =>
        entryInHistoryGroup({ programType, status }, g.key),
      );
      expect(groups.map((g) => g.key)).toEqual([group]);
    },
  );

  it('puts an entry of an unknown type in no group', () => {
    expect(
      HISTORY_STATUS_GROUPS.some((g) =>
        entryInHistoryGroup({ programType: 'DEFAULT', status: 'DONE' }, g.key),
      ),
    ).toBe(false);
  });

  it.each([
    ['COMPLETE', true, true, true],
    ['WIN', true, false, true],
    ['LOSE', true, false, true],
    ['CANCEL', true, true, true],
    ['DONE', true, true, true],
    ['NOSHOW', true, true, true],
  ] as const)(
    'group %s is possible for all: %s, reservation: %s, enter: %s',
    (group, all, reservation, enter) => {
      expect(isHistoryGroupPossible(group as HistoryStatusGroup, 'all')).toBe(all);
      expect(isHistoryGroupPossible(group as HistoryStatusGroup, 'reservation')).toBe(reservation);
      expect(isHistoryGroupPossible(group as HistoryStatusGroup, 'enter')).toBe(enter);
    },
  );

  it.each([
    ['RESERVATION', 'all', true],
    ['APPLICATION', 'all', true],
    ['RESERVATION', 'reservation', true],
    ['APPLICATION', 'reservation', false],
    ['RESERVATION', 'enter', false],
    ['APPLICATION', 'enter', true],
  ] as const)('a %s entry passes the %s type filter: %s', (programType, filter, expected) => {
    expect(entryMatchesTypeFilter({ programType }, filter)).toBe(expected);
  });
});

describe('detailMainButton follows the spec table, first matching row', () => {
  const base = { loggedIn: true, attendStatus: null, attendCnt: 0, closedYn: 'N' } as const;

  it.each([
    ['a guest', { loggedIn: false }, '예약하기', '응모하기', false],
    [
      // After a draw a guest read 응모하기 on a program taking no more entries.
      'a guest on a closed program',
      { loggedIn: false, closedYn: 'Y' },
      '예약마감',
      '응모마감',
      true,
    ],
    ['a member who took part', { attendStatus: 'DONE' }, '참여완료', '참여완료', false],
    ['a member with an entry', { attendCnt: 1 }, '예약확인', '응모확인', false],
    [
      'a member with an entry on a closed program',
      { attendCnt: 2, closedYn: 'Y' },
      '예약확인',
      '응모확인',
      true,
    ],
    ['a member on a closed program', { closedYn: 'Y' }, '예약마감', '응모마감', true],
    ['a member without an entry', {}, '예약하기', '응모하기', false],
    [
      'a guest on a program the venue closed',
      { loggedIn: false, status: 'CLOSEDADMIN' },
      '운영 사정으로 마감',
      '운영 사정으로 마감',
      true,
    ],
    [
      'a member on a program the venue closed inside its dates',
      { status: 'CLOSEDADMIN', closedYn: 'N' },
      '운영 사정으로 마감',
      '운영 사정으로 마감',
      true,
    ],
    [
      'a member with an entry on a program the venue closed',
      { status: 'CLOSEDADMIN', attendCnt: 1 },
      '예약확인',
      '응모확인',
      true,
    ],
    [
      'a member with a pending entry status',
      { attendStatus: 'CONFIRM', attendCnt: 0 },
      '예약하기',
      '응모하기',
      false,
    ],
  ] as const)(
    '%s sees %s / %s (disabled %s)',
    (_who, override, reservationLabel, applicationLabel, disabled) => {
      expect(detailMainButton({ ...base, ...override, programType: 'RESERVATION' })).toEqual({
        label: reservationLabel,
        disabled,
        hidden: false,
        statusOnly: false,
      });
      expect(detailMainButton({ ...base, ...override, programType: 'APPLICATION' })).toEqual({
        label: applicationLabel,
        disabled,
        hidden: false,
        statusOnly: false,
      });
    },
  );

  // A cancelled reservation is no entry any more: the member may book again while
  // seats remain. A cancelled win (an application) stays what became of the member's entry.
  it.each([
    ['a cancelled reservation', { attendStatus: 'CANCEL' }, '예약하기', false],
    [
      'a cancelled reservation, seats gone',
      { attendStatus: 'CANCEL', closedYn: 'Y' },
      '예약마감',
      true,
    ],
    [
      'a cancelled one and a new booking',
      { attendStatus: 'CANCEL', attendCnt: 1 },
      '예약확인',
      false,
    ],
  ] as const)('%s reads %s (disabled %s)', (_who, override, label, disabled) => {
    expect(detailMainButton({ ...base, ...override, programType: 'RESERVATION' })).toEqual({
      label,
      disabled,
      hidden: false,
      statusOnly: false,
    });
  });

  it('a cancelled win still reads 당첨취소', () => {
    expect(
      detailMainButton({ ...base, attendStatus: 'CANCEL', programType: 'APPLICATION' }),
    ).toEqual({ label: '당첨취소', disabled: false, hidden: false, statusOnly: false });
  });

  // A no-show is a status the member reads, never an action.
  it.each([
    ['RESERVATION', '예약불참'],
    ['APPLICATION', '당첨불참'],
  ])('a %s no-show is a status, not a button: %s', (programType, label) => {
    expect(detailMainButton({ ...base, attendStatus: 'NOSHOW', programType })).toEqual({
      label,
      disabled: true,
      hidden: false,
      statusOnly: true,
    });
  });

  it.each(['DEFAULT', 'UNKNOWN'])('is hidden for a %s program', (programType) => {
    expect(detailMainButton({ ...base, programType }).hidden).toBe(true);
  });
});

describe('programDateText with weekdays (the detail page)', () => {
  it.each([
    [{ scheduleType: 'SINGLE', execDate: '2026-11-28' }, '26.11.28 (토)'],
    [
      {
        scheduleType: 'MULTI',
        periodType: 'LIMIT',
        minExecDate: '2026-11-23',
        maxExecDate: '2026-11-30',
      },
      '26.11.23 (월) ~ 26.11.30 (월)',
    ],
    [{ scheduleType: 'ALWAYS', periodType: 'UNLIMIT' }, '상시 운영'],
  ])('%o reads %s', (program, text) => {
    expect(programDateText(program, { weekday: true })).toBe(text);
  });
});

describe('programDateText', () => {
  it.each([
    [{ scheduleType: 'ALWAYS', periodType: 'UNLIMIT' }, '상시 운영'],
    [
      {
        scheduleType: 'ALWAYS',
        periodType: 'LIMIT',
        minExecDate: '2026-11-01',
        maxExecDate: '2026-12-31',
      },
      '26.11.01 ~ 26.12.31',
    ],
    [{ scheduleType: 'SINGLE', periodType: 'LIMIT', execDate: '2026-11-22' }, '26.11.22'],
    [
      {
        scheduleType: 'ONCE',
        periodType: 'LIMIT',
        execDate: '2026-11-22',
        minExecDate: '2026-11-01',
      },
      '26.11.22',
    ],
    [{ scheduleType: 'ONCE', periodType: 'LIMIT', minExecDate: '2026-11-01' }, '26.11.01'],
    [
      {
        scheduleType: 'MULTI',
        periodType: 'LIMIT',
        minExecDate: '2026-11-01',
        maxExecDate: '2026-11-03',
      },
      '26.11.01 ~ 26.11.03',
    ],
    [
      {
        scheduleType: 'MULTI',
        periodType: 'LIMIT',
        minExecDate: '2026-11-01',
        maxExecDate: '2026-11-01',
      },
      '26.11.01',
    ],
    [{ scheduleType: 'MULTI', periodType: 'UNLIMIT', minExecDate: '2026-11-01' }, '26.11.01 ~'],
    [{ scheduleType: 'MULTI', periodType: 'LIMIT' }, ''],
  ])('%j reads %j', (program, text) => {
    expect(programDateText(program)).toBe(text);
  });
});

describe('placeText', () => {
  it('joins the floor and the zone, whichever are known', () => {
    expect(placeText('2F', 'Flex Hall')).toBe('2F · Flex Hall');
    expect(placeText('2F', null)).toBe('2F');
    expect(placeText(' ', ' 라운지 ')).toBe('라운지');
    expect(placeText(null, undefined)).toBe('');
  });

  it('says a zone named after its floor once', () => {
    expect(placeText('Rooftop', 'The Rooftop')).toBe('The Rooftop');
    expect(placeText('루프탑', '루프탑 가든')).toBe('루프탑 가든');
    expect(placeText('1F', 'Main Hall')).toBe('1F · Main Hall');
  });
});
