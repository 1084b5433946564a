import { describe, expect, it } from 'vitest';
import type { MainTitleEntry } from '../api/program';
import type { UserState } from './enums';
import {
  GREETING_ANNOUNCEMENT_MAX_DAYS,
  GREETING_ANNOUNCEMENT_MIN_DAYS,
  GREETING_D_DAY_DAYS,
  GREETING_MESSAGES,
  GREETING_MESSAGES_PER_STATE,
  GREETING_MISSED_DAYS_AFTER,
  GREETING_PRIORITY,
  GREETING_REMINDER_MAX_DAYS,
  GREETING_REMINDER_MIN_DAYS,
  GREETING_TOMORROW_DAYS,
  type GreetingDrawOfferEntry,
  type GreetingEntry,
  type GreetingInput,
  type GreetingOffer,
  type GreetingOverrideState,
  GreetingState,
  type GreetingVariant,
  greetingDateText,
  greetingDeadlineText,
  greetingFor,
  greetingOffersFrom,
  greetingPlaceText,
  greetingTimeText,
  greetingVariantFrom,
} from './index';

/** Saturday 21 November 2026, 10:00 in Seoul (01:00 UTC). */
const NOW = new Date('2026-11-21T10:00:00+09:00');
const TODAY = '2026-11-21';

const day = (offset: number) => {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

function reservation(overrides: Partial<GreetingEntry> = {}): GreetingEntry {
  return {
    programType: 'RESERVATION',
    status: 'CONFIRM',
    floorName: '2F',
    zoneName: 'Flex Hall',
    execDate: day(5),
    winnerAnnouncementDate: null,
    ...overrides,
  };
}

function application(overrides: Partial<GreetingEntry> = {}): GreetingEntry {
  return {
    programType: 'APPLICATION',
    status: 'ATTEND',
    floorName: 'Rooftop',
    zoneName: 'The Garden',
    execDate: day(20),
    winnerAnnouncementDate: `${day(10)}T14:00:00+09:00`,
    ...overrides,
  };
}

/** A waiting list's 예약 제안, open until 18:00 today. */
function waitlistOffer(overrides: Partial<GreetingOffer> = {}): GreetingOffer {
  return {
    kind: 'waitlist',
    id: 4,
    programName: '브랜드 토크',
    deadline: `${TODAY}T18:00:00+09:00`,
    ...overrides,
  };
}

/** A draw's 당첨 기회, open until 09:30 tomorrow. */
function drawOffer(overrides: Partial<GreetingOffer> = {}): GreetingOffer {
  return {
    kind: 'draw',
    id: 12,
    programName: '오늘의 럭키 드로우',
    deadline: `${day(1)}T09:30:00+09:00`,
    ...overrides,
  };
}

function member(
  entries: readonly GreetingEntry[],
  overrides: Partial<GreetingInput> = {},
): GreetingInput {
  return {
    userState: 'loggedIn',
    userName: '김하늘',
    visitCnt: 2,
    qrAuthYn: 'N',
    entries,
    now: NOW,
    variant: 0,
    venueName: '시그널 하우스 성수',
    floorCount: 4,
    ...overrides,
  };
}

/** The override order this module promises, highest first, written out independently. */
const PRIORITY: readonly GreetingOverrideState[] = [
  'program_dDay',
  'program_tomorrow',
  'announcement_result',
  'announcement_today',
  'reservation_missed',
  'program_reminder',
  'announcement_soon',
];

const stateOf = (input: GreetingInput) => greetingFor(input).state;
const messageOf = (input: GreetingInput) => greetingFor(input).message;

describe('greeting windows (spec 000 §9)', () => {
  it('are 2–7 days, 1, 0, the day after, and announcements 1–3 days', () => {
    expect([GREETING_REMINDER_MIN_DAYS, GREETING_REMINDER_MAX_DAYS]).toEqual([2, 7]);
    expect(GREETING_TOMORROW_DAYS).toBe(1);
    expect(GREETING_D_DAY_DAYS).toBe(0);
    expect(GREETING_MISSED_DAYS_AFTER).toBe(1);
    expect([GREETING_ANNOUNCEMENT_MIN_DAYS, GREETING_ANNOUNCEMENT_MAX_DAYS]).toEqual([1, 3]);
  });

  it('rank D-Day, tomorrow, result, announcing today, missed, reminder, announcement soon', () => {
    expect(GREETING_PRIORITY).toEqual(PRIORITY);
  });
});

describe('base states (spec 000 §4)', () => {
  it.each<[string, UserState, 'Y' | 'N' | null, number | null, GreetingState]>([
    ['a guest', 'notLoggedIn', null, null, 'guest'],
    ['a guest whatever the counts say', 'notLoggedIn', 'Y', 5, 'guest'],
    ['a member who has never visited', 'loggedIn', 'N', 0, 'loggedIn_noCheckIn'],
    ['a member with no visit count', 'loggedIn', null, null, 'loggedIn_noCheckIn'],
    ['a member with a negative count', 'loggedIn', 'N', -3, 'loggedIn_noCheckIn'],
    ['a member who visited once', 'loggedIn', 'N', 1, 'loggedIn_checkedBefore_firstVisit'],
    ['a member who visited twice', 'loggedIn', 'N', 2, 'loggedIn_checkedBefore'],
    ['a member who visited often', 'loggedIn', 'N', 40, 'loggedIn_checkedBefore'],
    ['checked in on a first visit', 'checkedIn', 'Y', 1, 'checkedIn_first'],
    ['checked in before the count caught up', 'checkedIn', 'Y', 0, 'checkedIn_first'],
    ['checked in again', 'checkedIn', 'Y', 2, 'checkedIn_repeat'],
    ['checked in by the local flag only', 'checkedIn', 'N', 3, 'checkedIn_repeat'],
    ['qrAuthYn Y while the state says loggedIn', 'loggedIn', 'Y', 1, 'checkedIn_first'],
  ])('%s greets as %s', (_, userState, qrAuthYn, visitCnt, state) => {
    expect(stateOf(member([], { userState, qrAuthYn, visitCnt }))).toBe(state);
  });

  it('a member without entries (null list) gets the base state', () => {
    expect(stateOf(member([], { entries: null, visitCnt: 0 }))).toBe('loggedIn_noCheckIn');
  });

  it('a guest never gets an override, even with entries that would qualify', () => {
    const entries = [reservation({ execDate: TODAY })];
    expect(greetingFor(member(entries, { userState: 'notLoggedIn' }))).toEqual({
      state: 'guest',
      message: '시그널 하우스 성수에 오신 걸 환영해요! 오늘은 어떤 이야기를 만나 볼까요?',
    });
  });

  it('a guest is never named', () => {
    for (const variant of [0, 1] as const) {
      const message = messageOf(member([], { userState: 'notLoggedIn', variant }));
      expect(message).not.toContain('김하늘');
      expect(message).not.toContain('님');
    }
  });
});

describe('the venue of the settings', () => {
  it("names the venue the operator saved and counts its floors, never the demo's", () => {
    const orange = { venueName: '오렌지하우스 성수', floorCount: 3 };
    const guest = (variant: 0 | 1, floorCount: number) =>
      messageOf(member([], { userState: 'notLoggedIn', variant, ...orange, floorCount }));
    expect(guest(0, 3)).toBe(
      '오렌지하우스 성수에 오신 걸 환영해요! 오늘은 어떤 이야기를 만나 볼까요?',
    );
    expect(guest(1, 3)).toBe('반가워요! 세 개의 층에 펼쳐진 브랜드 이야기를 천천히 둘러보세요.');
    expect(guest(1, 1)).toBe('반가워요! 한 층에 펼쳐진 브랜드 이야기를 천천히 둘러보세요.');
    expect(guest(1, 12)).toBe('반가워요! 12개 층에 펼쳐진 브랜드 이야기를 천천히 둘러보세요.');
    // No floors yet (an empty venue): no count at all.
    expect(guest(1, 0)).toBe('반가워요! 펼쳐진 브랜드 이야기를 천천히 둘러보세요.');
    const states: Partial<GreetingInput>[] = [
      { visitCnt: 0 },
      { visitCnt: 3, variant: 1 },
      { userState: 'checkedIn', qrAuthYn: 'Y', visitCnt: 1 },
      { userState: 'checkedIn', qrAuthYn: 'Y', visitCnt: 2, variant: 1 },
      { entries: [reservation({ execDate: day(1) })] },
      { entries: [reservation({ execDate: day(7) })], variant: 1 },
      { entries: [reservation({ execDate: TODAY, floorName: null, zoneName: null })] },
    ];
    // A venue elsewhere: no message mentions the demo or 성수.
    for (const state of states) {
      const message = messageOf(
        member([], { ...orange, venueName: '오렌지하우스 뚝섬', ...state }),
      );
      expect(message).not.toMatch(/시그널|성수|네 개/);
    }
    expect(messageOf(member([], { ...orange, visitCnt: 0 }))).toContain('오렌지하우스 성수에서');
  });
});

describe('every state, both variants: the exact copy', () => {
  const base = { now: NOW, userName: '김하늘', venueName: '시그널 하우스 성수', floorCount: 4 };
  const cases: [GreetingState, Omit<GreetingInput, 'variant'>, string, string][] = [
    [
      'guest',
      { ...base, userState: 'notLoggedIn' },
      '시그널 하우스 성수에 오신 걸 환영해요! 오늘은 어떤 이야기를 만나 볼까요?',
      '반가워요! 네 개의 층에 펼쳐진 브랜드 이야기를 천천히 둘러보세요.',
    ],
    [
      'loggedIn_noCheckIn',
      { ...base, userState: 'loggedIn', visitCnt: 0 },
      '김하늘님, 반가워요! 시그널 하우스 성수에서 처음 만날 날을 기다리고 있을게요.',
      '김하늘님, 환영해요! 마음에 드는 프로그램을 찾아 첫 방문을 계획해 보세요.',
    ],
    [
      'loggedIn_checkedBefore_firstVisit',
      { ...base, userState: 'loggedIn', visitCnt: 1 },
      '김하늘님, 다시 만나 반가워요! 첫 방문은 즐거우셨나요?',
      '김하늘님, 다시 놀러 오세요! 이번엔 또 다른 층의 이야기를 만나 보세요.',
    ],
    [
      'loggedIn_checkedBefore',
      { ...base, userState: 'loggedIn', visitCnt: 3 },
      '김하늘님, 또 만나 반가워요! 이번엔 어떤 이야기가 기다리고 있을까요?',
      '김하늘님, 늘 찾아 주셔서 고마워요. 오늘도 새로운 이야기를 둘러보세요.',
    ],
    [
      'checkedIn_first',
      { ...base, userState: 'checkedIn', qrAuthYn: 'Y', visitCnt: 1 },
      '김하늘님, 시그널 하우스 성수에 오신 걸 환영해요! 층마다 다른 이야기가 기다려요.',
      '김하늘님, 첫 방문을 환영해요! 궁금한 층을 골라 천천히 둘러보세요.',
    ],
    [
      'checkedIn_repeat',
      { ...base, userState: 'checkedIn', qrAuthYn: 'Y', visitCnt: 2 },
      '김하늘님, 다시 와 주셔서 반가워요! 오늘은 어느 층부터 가 볼까요?',
      '김하늘님, 또 만났네요! 오늘도 시그널 하우스 성수에서 즐거운 시간 보내세요.',
    ],
    [
      'program_dDay',
      { ...base, userState: 'loggedIn', entries: [reservation({ execDate: TODAY })] },
      '김하늘님, 오늘이 바로 그날이에요! 2F Flex Hall에서 기다리고 있을게요.',
      '김하늘님, 드디어 D-Day! 오늘 2F Flex Hall에서 만나요.',
    ],
    [
      'program_tomorrow',
      { ...base, userState: 'loggedIn', entries: [reservation({ execDate: day(1) })] },
      '김하늘님, 드디어 내일이에요! 11월 22일(일), 시그널 하우스 성수에서 만나요.',
      '김하늘님, 기다리던 프로그램이 바로 내일이에요. 잊지 말고 와 주세요!',
    ],
    [
      'announcement_result',
      {
        ...base,
        userState: 'loggedIn',
        entries: [application({ winnerAnnouncementDate: `${TODAY}T09:00:00+09:00` })],
      },
      '김하늘님, 기다리던 결과가 나왔어요! 예약·응모 내역에서 확인해 보세요.',
      '김하늘님, 당첨자 발표가 끝났어요. 결과는 예약·응모 내역에서 볼 수 있어요.',
    ],
    [
      'announcement_today',
      {
        ...base,
        userState: 'loggedIn',
        entries: [application({ winnerAnnouncementDate: `${TODAY}T14:30:00+09:00` })],
      },
      '김하늘님, 오늘 14시 30분에 당첨자를 발표해요. 조금만 기다려 주세요!',
      '두근두근, 오늘 14시 30분에 당첨자 발표가 있어요. 김하늘님께 행운이 함께하길!',
    ],
    [
      'reservation_missed',
      { ...base, userState: 'loggedIn', entries: [reservation({ execDate: day(-1) })] },
      '김하늘님, 어디 계셨어요? 어제 2F Flex Hall에서 한참 기다렸어요.',
      '김하늘님, 어제 2F Flex Hall에서 못 뵈었네요. 다음엔 꼭 만나요!',
    ],
    [
      'program_reminder',
      { ...base, userState: 'loggedIn', entries: [reservation({ execDate: day(7) })] },
      '김하늘님, 11월 28일(토)에 만나요! 참여하실 프로그램이 기다리고 있어요.',
      '김하늘님, 만나기까지 7일 남았어요. 11월 28일(토)에 시그널 하우스 성수에서 기다릴게요.',
    ],
    [
      'announcement_soon',
      {
        ...base,
        userState: 'loggedIn',
        entries: [application({ winnerAnnouncementDate: `${day(3)}T14:00:00+09:00` })],
      },
      '김하늘님, 응모하신 프로그램의 당첨자 발표가 11월 24일(화)에 있어요. 함께 기다려요!',
      '김하늘님, 당첨자 발표까지 3일 남았어요. 11월 24일(화)에 꼭 확인해 주세요!',
    ],
    [
      'waitlist_offer',
      {
        ...base,
        userState: 'loggedIn',
        offers: [waitlistOffer({ programName: '몰입형 미디어 아트' })],
      },
      '김하늘님, 기다리시던 몰입형 미디어 아트 자리가 났어요. 11월 21일 (토) 18:00까지 예약해 주세요.',
      '김하늘님, 기다리던 자리가 생겼어요! 몰입형 미디어 아트, 11월 21일 (토) 18:00까지 예약할 수 있어요.',
    ],
    [
      'draw_offer',
      {
        ...base,
        userState: 'loggedIn',
        offers: [drawOffer({ programName: '오늘의 럭키 드로우' })],
      },
      '김하늘님, 응모하신 오늘의 럭키 드로우에 당첨 기회가 생겼어요. 11월 22일 (일) 09:30까지 받아 주세요.',
      '김하늘님, 오늘의 럭키 드로우 당첨 기회가 찾아왔어요! 11월 22일 (일) 09:30까지 받아 주세요.',
    ],
  ];

  it('covers every state', () => {
    expect(cases.map(([state]) => state).sort()).toEqual(Object.values(GreetingState).sort());
  });

  it.each(cases)('%s', (state, input, first, second) => {
    expect(greetingFor({ ...input, variant: 0 })).toMatchObject({ state, message: first });
    expect(greetingFor({ ...input, variant: 1 })).toMatchObject({ state, message: second });
  });
});

describe('the copy', () => {
  it('has exactly two different messages per state', () => {
    const params = {
      name: '김하늘',
      date: '11월 28일(토)',
      days: 7,
      place: '2F',
      time: '',
      venue: '시그널 하우스 성수',
      floors: 4,
      program: '몰입형 미디어 아트',
      deadline: '11월 28일 (토) 18:00',
    };
    for (const state of Object.values(GreetingState)) {
      const messages = GREETING_MESSAGES[state];
      expect(messages).toHaveLength(GREETING_MESSAGES_PER_STATE);
      expect(messages[0](params)).not.toBe(messages[1](params));
    }
  });

  it('names a member without a name 고객님', () => {
    for (const userName of [null, undefined, '', '   ']) {
      expect(messageOf(member([], { userName }))).toBe(
        '고객님, 또 만나 반가워요! 이번엔 어떤 이야기가 기다리고 있을까요?',
      );
    }
  });

  it('trims the name', () => {
    expect(messageOf(member([], { userName: ' 이도윤 ' }))).toMatch(/^이도윤님, /);
  });
});

describe('greetingVariantFrom draws a variant from a random source', () => {
  it.each([
    [0, 0],
    [0.4999, 0],
    [0.5, 1],
    [0.9999, 1],
  ])('%d gives variant %d', (random, variant) => {
    expect(greetingVariantFrom(() => random)).toBe(variant);
  });
});

describe('formatting', () => {
  it.each([
    ['2026-11-28', '11월 28일(토)'],
    ['2026-11-22', '11월 22일(일)'],
    ['2027-01-04', '1월 4일(월)'],
  ])('%s reads %s', (ymd, text) => {
    expect(greetingDateText(ymd)).toBe(text);
  });

  it.each([
    ['2026-11-21T14:00:00+09:00', '14시 00분'],
    ['2026-11-21T09:05:00+09:00', '09시 05분'],
    ['2026-11-21T00:00:00Z', '09시 00분'],
    ['2026-11-21T15:30:00Z', '00시 30분'],
  ])('the announcement time %s reads %s in Seoul', (iso, text) => {
    expect(greetingTimeText(new Date(iso))).toBe(text);
  });

  it.each<[string | null | undefined, string | null | undefined, string]>([
    ['2F', 'Flex Hall', '2F Flex Hall'],
    [null, 'Flex Hall', 'Flex Hall'],
    ['2F', null, '2F'],
    [null, null, '시그널 하우스 성수'],
    [undefined, undefined, '시그널 하우스 성수'],
    ['  ', ' ', '시그널 하우스 성수'],
    [' Rooftop ', ' The Garden ', 'Rooftop The Garden'],
  ])('floor %j and zone %j make the place %s', (floorName, zoneName, place) => {
    expect(greetingPlaceText({ floorName, zoneName }, '시그널 하우스 성수')).toBe(place);
  });
});

describe('program day windows, by Seoul calendar days to execDate', () => {
  it.each<[number, GreetingState]>([
    [-3, 'loggedIn_checkedBefore'],
    [-2, 'loggedIn_checkedBefore'],
    [-1, 'reservation_missed'],
    [0, 'program_dDay'],
    [1, 'program_tomorrow'],
    [2, 'program_reminder'],
    [5, 'program_reminder'],
    [7, 'program_reminder'],
    [8, 'loggedIn_checkedBefore'],
    [30, 'loggedIn_checkedBefore'],
  ])('a confirmed reservation %i days away greets as %s', (offset, state) => {
    expect(stateOf(member([reservation({ execDate: day(offset) })]))).toBe(state);
    expect(stateOf(member([reservation({ status: 'APPLY', execDate: day(offset) })]))).toBe(state);
  });

  it.each<[number, GreetingState]>([
    [-1, 'loggedIn_checkedBefore'],
    [0, 'program_dDay'],
    [1, 'program_tomorrow'],
    [2, 'program_reminder'],
    [7, 'program_reminder'],
    [8, 'loggedIn_checkedBefore'],
  ])('a won application %i days away greets as %s (won draws are not chased)', (offset, state) => {
    const entry = application({
      status: 'WIN',
      execDate: day(offset),
      winnerAnnouncementDate: `${day(-10)}T14:00:00+09:00`,
    });
    expect(stateOf(member([entry]))).toBe(state);
  });

  it('an application still waiting for its draw gets no program-day greeting', () => {
    const entry = application({ execDate: TODAY, winnerAnnouncementDate: null });
    expect(stateOf(member([entry]))).toBe('loggedIn_checkedBefore');
  });

  it('the reminder counts days from today, not from the current hour', () => {
    const lateEvening = new Date('2026-11-21T23:59:00+09:00');
    const earlyMorning = new Date('2026-11-21T00:00:00+09:00');
    for (const now of [lateEvening, earlyMorning]) {
      expect(greetingFor(member([reservation({ execDate: day(2) })], { now })).message).toBe(
        '김하늘님, 11월 23일(월)에 만나요! 참여하실 프로그램이 기다리고 있어요.',
      );
    }
  });

  it('checked-in members get the overrides too', () => {
    const input = member([reservation({ execDate: TODAY })], {
      userState: 'checkedIn',
      qrAuthYn: 'Y',
    });
    expect(stateOf(input)).toBe('program_dDay');
  });
});

describe('announcement windows, by Seoul calendar days to winnerAnnouncementDate', () => {
  it.each<[number, GreetingState]>([
    [-1, 'loggedIn_checkedBefore'],
    [1, 'announcement_soon'],
    [2, 'announcement_soon'],
    [3, 'announcement_soon'],
    [4, 'loggedIn_checkedBefore'],
  ])('an application announced %i days from now greets as %s', (offset, state) => {
    const entry = application({ winnerAnnouncementDate: `${day(offset)}T14:00:00+09:00` });
    expect(stateOf(member([entry]))).toBe(state);
  });

  describe('on announcement day, at 14:00 Seoul', () => {
    const entry = application({ winnerAnnouncementDate: `${TODAY}T14:00:00+09:00` });
    it.each<[string, string, GreetingState]>([
      ['the morning', '2026-11-21T00:00:00+09:00', 'announcement_today'],
      ['a second before', '2026-11-21T13:59:59+09:00', 'announcement_today'],
      ['the announcement minute', '2026-11-21T14:00:00+09:00', 'announcement_result'],
      ['a second after', '2026-11-21T14:00:01+09:00', 'announcement_result'],
      ['late evening', '2026-11-21T23:59:59+09:00', 'announcement_result'],
      ['the next day', '2026-11-22T00:00:00+09:00', 'loggedIn_checkedBefore'],
    ])('%s greets as %s', (_, iso, state) => {
      expect(stateOf(member([entry], { now: new Date(iso) }))).toBe(state);
    });

    it('names the time in Seoul whatever offset the instant was written with', () => {
      const utc = application({ winnerAnnouncementDate: '2026-11-21T05:00:00Z' });
      expect(messageOf(member([utc], { now: new Date('2026-11-21T13:00:00+09:00') }))).toBe(
        '김하늘님, 오늘 14시 00분에 당첨자를 발표해요. 조금만 기다려 주세요!',
      );
    });
  });

  it('a win already recorded is not revealed before the announced time', () => {
    const entry = application({
      status: 'WIN',
      winnerAnnouncementDate: `${TODAY}T14:00:00+09:00`,
    });
    expect(stateOf(member([entry], { now: new Date('2026-11-21T13:59:00+09:00') }))).toBe(
      'loggedIn_checkedBefore',
    );
    expect(stateOf(member([entry], { now: new Date('2026-11-21T14:00:00+09:00') }))).toBe(
      'announcement_result',
    );
  });

  it('a win is not announced as coming soon', () => {
    const entry = application({
      status: 'WIN',
      winnerAnnouncementDate: `${day(2)}T14:00:00+09:00`,
    });
    expect(stateOf(member([entry]))).toBe('loggedIn_checkedBefore');
  });
});

describe('across Seoul midnight on a UTC clock', () => {
  // 14:59:59Z is 23:59:59 on the 21st in Seoul; 15:00:00Z is midnight of the 22nd.
  const before = new Date('2026-11-21T14:59:59Z');
  const after = new Date('2026-11-21T15:00:00Z');

  it.each<[string, GreetingEntry, GreetingState, GreetingState]>([
    [
      'a reservation on the 29th',
      reservation({ execDate: '2026-11-29' }),
      'loggedIn_checkedBefore',
      'program_reminder',
    ],
    [
      'a reservation on the 23rd',
      reservation({ execDate: '2026-11-23' }),
      'program_reminder',
      'program_tomorrow',
    ],
    [
      'a reservation on the 22nd',
      reservation({ execDate: '2026-11-22' }),
      'program_tomorrow',
      'program_dDay',
    ],
    [
      'a reservation on the 21st',
      reservation({ execDate: '2026-11-21' }),
      'program_dDay',
      'reservation_missed',
    ],
    [
      'a reservation on the 20th',
      reservation({ execDate: '2026-11-20' }),
      'reservation_missed',
      'loggedIn_checkedBefore',
    ],
    [
      'an announcement at 00:30 on the 25th (15:30Z on the 24th)',
      application({ winnerAnnouncementDate: '2026-11-24T15:30:00Z' }),
      'loggedIn_checkedBefore',
      'announcement_soon',
    ],
    [
      'an announcement at 00:30 on the 22nd',
      application({ winnerAnnouncementDate: '2026-11-22T00:30:00+09:00' }),
      'announcement_soon',
      'announcement_today',
    ],
  ])('%s: %s before, %s after', (_, entry, stateBefore, stateAfter) => {
    expect(stateOf(member([entry], { now: before }))).toBe(stateBefore);
    expect(stateOf(member([entry], { now: after }))).toBe(stateAfter);
  });
});

describe('entries that never greet', () => {
  const nonGreeting: [string, string][] = [
    ['RESERVATION', 'CANCEL'],
    ['RESERVATION', 'DONE'],
    ['RESERVATION', 'NOSHOW'],
    ['APPLICATION', 'LOSE'],
    ['APPLICATION', 'CANCEL'],
    ['APPLICATION', 'DONE'],
    ['APPLICATION', 'NOSHOW'],
    ['APPLICATION', 'ATTENDCANCEL'],
    // statuses of the other type, and a type that takes no entries
    ['RESERVATION', 'WIN'],
    ['RESERVATION', 'ATTEND'],
    ['APPLICATION', 'CONFIRM'],
    ['APPLICATION', 'APPLY'],
    ['DEFAULT', 'CONFIRM'],
  ];
  const moments: [string, Partial<GreetingEntry>][] = [
    ['yesterday', { execDate: day(-1) }],
    ['today', { execDate: TODAY }],
    ['tomorrow', { execDate: day(1) }],
    ['in 3 days', { execDate: day(3) }],
    ['announced this morning', { winnerAnnouncementDate: `${TODAY}T09:00:00+09:00` }],
    ['announced this afternoon', { winnerAnnouncementDate: `${TODAY}T15:00:00+09:00` }],
    ['announced in 2 days', { winnerAnnouncementDate: `${day(2)}T15:00:00+09:00` }],
  ];
  const cases = nonGreeting.flatMap(([programType, status]) =>
    moments.map(([when, dates]) => [programType, status, when, dates] as const),
  );

  it.each(cases)('a %s entry with status %s, %s', (programType, status, _, dates) => {
    const entry = reservation({
      programType,
      status,
      execDate: null,
      winnerAnnouncementDate: null,
      ...dates,
    });
    expect(stateOf(member([entry]))).toBe('loggedIn_checkedBefore');
  });

  it.each<[string, GreetingEntry]>([
    ['a reservation without a date', reservation({ execDate: null })],
    ['a reservation on a day that does not exist', reservation({ execDate: '2026-02-30' })],
    ['a reservation with a malformed date', reservation({ execDate: '21.11.2026' })],
    ['an application without an announcement', application({ winnerAnnouncementDate: null })],
    [
      'an application with an unreadable announcement',
      application({ winnerAnnouncementDate: 'soon' }),
    ],
  ])('%s', (_, entry) => {
    expect(stateOf(member([entry]))).toBe('loggedIn_checkedBefore');
  });
});

describe('priority between qualifying entries', () => {
  /** One entry that lands in each override branch at NOW. */
  const qualifying: Record<GreetingOverrideState, GreetingEntry> = {
    program_dDay: reservation({ execDate: TODAY }),
    program_tomorrow: reservation({ execDate: day(1) }),
    announcement_result: application({ winnerAnnouncementDate: `${TODAY}T09:00:00+09:00` }),
    announcement_today: application({ winnerAnnouncementDate: `${TODAY}T18:00:00+09:00` }),
    reservation_missed: reservation({ execDate: day(-1) }),
    program_reminder: reservation({ execDate: day(4) }),
    announcement_soon: application({ winnerAnnouncementDate: `${day(2)}T14:00:00+09:00` }),
  };

  it('each fixture lands in its own branch', () => {
    for (const [state, entry] of Object.entries(qualifying)) {
      expect(stateOf(member([entry]))).toBe(state);
    }
  });

  const pairs = PRIORITY.flatMap((higher, i) =>
    PRIORITY.slice(i + 1).map((lower) => [higher, lower] as const),
  );

  it.each(pairs)('%s wins over %s, in either list order', (higher, lower) => {
    expect(stateOf(member([qualifying[higher], qualifying[lower]]))).toBe(higher);
    expect(stateOf(member([qualifying[lower], qualifying[higher]]))).toBe(higher);
  });

  it('all of them at once: D-Day', () => {
    expect(stateOf(member(Object.values(qualifying).reverse()))).toBe('program_dDay');
  });

  it('one won application can be both the result and a program day; the higher branch speaks', () => {
    const win = application({
      status: 'WIN',
      execDate: day(3),
      winnerAnnouncementDate: `${TODAY}T09:00:00+09:00`,
    });
    expect(stateOf(member([win]))).toBe('announcement_result');
    expect(stateOf(member([win], { now: new Date('2026-11-22T10:00:00+09:00') }))).toBe(
      'program_reminder',
    );
  });
});

describe('tie-break within a branch: the nearest first, then list order', () => {
  it('of two reminders, the sooner one is named', () => {
    const entries = [reservation({ execDate: day(6) }), reservation({ execDate: day(3) })];
    expect(messageOf(member(entries))).toBe(
      '김하늘님, 11월 24일(화)에 만나요! 참여하실 프로그램이 기다리고 있어요.',
    );
  });

  it('of a reminder and a won draw, the sooner one is named', () => {
    const entries = [
      reservation({ execDate: day(7) }),
      application({
        status: 'WIN',
        execDate: day(2),
        winnerAnnouncementDate: `${day(-5)}T14:00:00+09:00`,
      }),
    ];
    expect(messageOf(member(entries, { variant: 1 }))).toBe(
      '김하늘님, 만나기까지 2일 남았어요. 11월 23일(월)에 시그널 하우스 성수에서 기다릴게요.',
    );
  });

  it('of two programs today, the first in the list is named', () => {
    const entries = [
      reservation({ execDate: TODAY, floorName: 'B1', zoneName: 'The Stage' }),
      reservation({ execDate: TODAY, floorName: '2F', zoneName: 'AI Circle' }),
    ];
    expect(messageOf(member(entries))).toContain('B1 The Stage에서');
  });

  it('of two announcements today, the next one is named', () => {
    const entries = [
      application({ winnerAnnouncementDate: `${TODAY}T18:00:00+09:00` }),
      application({ winnerAnnouncementDate: `${TODAY}T11:30:00+09:00` }),
    ];
    expect(messageOf(member(entries))).toContain('오늘 11시 30분에');
  });

  it('of two announcements coming, the sooner day is named', () => {
    const entries = [
      application({ winnerAnnouncementDate: `${day(3)}T10:00:00+09:00` }),
      application({ winnerAnnouncementDate: `${day(1)}T18:00:00+09:00` }),
    ];
    expect(messageOf(member(entries, { variant: 1 }))).toBe(
      '김하늘님, 당첨자 발표까지 1일 남았어요. 11월 22일(일)에 꼭 확인해 주세요!',
    );
  });

  it('a non-greeting entry nearer in time does not hide a qualifying one', () => {
    const entries = [
      reservation({ status: 'CANCEL', execDate: day(2) }),
      reservation({ execDate: day(6) }),
    ];
    expect(messageOf(member(entries))).toContain('11월 27일(금)에 만나요');
  });
});

describe('place fallbacks in the D-Day and missed greetings', () => {
  it.each<[string | null, string | null, string, string]>([
    ['2F', 'Flex Hall', '오늘 2F Flex Hall에서 만나요.', '어제 2F Flex Hall에서'],
    [null, 'Flex Hall', '오늘 Flex Hall에서 만나요.', '어제 Flex Hall에서'],
    ['Rooftop', null, '오늘 Rooftop에서 만나요.', '어제 Rooftop에서'],
    [null, null, '오늘 시그널 하우스 성수에서 만나요.', '어제 시그널 하우스 성수에서'],
  ])('floor %j, zone %j', (floorName, zoneName, dDay, missed) => {
    const today = reservation({ execDate: TODAY, floorName, zoneName });
    const yesterday = reservation({ execDate: day(-1), floorName, zoneName });
    expect(messageOf(member([today], { variant: 1 }))).toContain(dDay);
    expect(messageOf(member([yesterday], { variant: 0 }))).toContain(missed);
  });
});

describe('getMainTitleInfo entries', () => {
  it('are accepted as they come from the API', () => {
    const entry: MainTitleEntry = {
      reserveEntryIdx: 12,
      programIdx: 3,
      programName: '브랜드 토크<br>성수의 밤',
      programType: 'RESERVATION',
      status: 'CONFIRM',
      floorIdx: 3,
      floorName: '2F',
      zoneName: 'Flex Hall',
      execDate: TODAY,
      winnerAnnouncementDate: null,
    };
    const variant: GreetingVariant = 0;
    expect(greetingFor(member([entry], { variant })).state).toBe('program_dDay');
  });
});

describe('open offers', () => {
  const offered = (offers: readonly GreetingOffer[], overrides: Partial<GreetingInput> = {}) =>
    greetingFor(member([], { offers, ...overrides }));

  it('come before every other greeting, D-Day and a result included', () => {
    const entries = [
      reservation({ execDate: TODAY }),
      application({ status: 'WIN', winnerAnnouncementDate: `${TODAY}T09:00:00+09:00` }),
    ];
    expect(stateOf(member(entries))).toBe('program_dDay');
    expect(stateOf(member(entries, { offers: [waitlistOffer()] }))).toBe('waitlist_offer');
    expect(stateOf(member(entries, { offers: [drawOffer()] }))).toBe('draw_offer');
    expect(
      stateOf(member(entries, { userState: 'checkedIn', qrAuthYn: 'Y', offers: [drawOffer()] })),
    ).toBe('draw_offer');
  });

  it('name the offer they speak of, so the hero can link to it', () => {
    const offer = waitlistOffer({ id: 31 });
    expect(offered([offer]).offer).toEqual(offer);
    // Other states speak of no offer.
    expect(greetingFor(member([reservation({ execDate: TODAY })])).offer).toBeUndefined();
  });

  it('of several, the deadline that comes first speaks, whatever its kind', () => {
    const late = waitlistOffer({ id: 1, deadline: `${day(1)}T12:00:00+09:00` });
    const soon = drawOffer({ id: 2, deadline: `${TODAY}T10:20:00+09:00` });
    expect(offered([late, soon]).offer).toEqual(soon);
    expect(offered([soon, late]).offer).toEqual(soon);
  });

  it('on the same deadline, the first given (the waiting list comes first)', () => {
    const deadline = `${TODAY}T18:00:00+09:00`;
    const place = waitlistOffer({ deadline });
    const draw = drawOffer({ deadline });
    expect(offered([place, draw]).state).toBe('waitlist_offer');
  });

  it('stop greeting at their deadline, and never without a readable one', () => {
    const deadline = `${TODAY}T10:00:00+09:00`;
    expect(offered([waitlistOffer({ deadline })]).state).toBe('loggedIn_checkedBefore');
    const justOpen = new Date(new Date(deadline).getTime() - 1000);
    expect(offered([waitlistOffer({ deadline })], { now: justOpen }).state).toBe('waitlist_offer');
    expect(offered([waitlistOffer({ deadline: 'soon' })]).state).toBe('loggedIn_checkedBefore');
    // An expired offer does not hide an open one behind it.
    const open = drawOffer();
    expect(offered([waitlistOffer({ deadline }), open]).offer).toEqual(open);
  });

  it("are never a guest's", () => {
    const guest = offered([waitlistOffer()], { userState: 'notLoggedIn' });
    expect(guest.state).toBe('guest');
    expect(guest.offer).toBeUndefined();
  });

  it('say the deadline as the offer pages do, in Seoul, with the weekday', () => {
    expect(offered([waitlistOffer({ deadline: '2026-11-21T09:00:00Z' })]).message).toContain(
      '11월 21일 (토) 18:00까지 예약해 주세요.',
    );
    expect(
      offered([drawOffer({ deadline: '2026-12-03T00:05:00+09:00' })], { variant: 1 }).message,
    ).toContain('12월 3일 (목) 00:05까지 받아 주세요.');
  });

  it('fall back to 프로그램 when the name is blank', () => {
    expect(offered([waitlistOffer({ programName: '  ' })]).message).toBe(
      '김하늘님, 기다리시던 프로그램 자리가 났어요. 11월 21일 (토) 18:00까지 예약해 주세요.',
    );
  });
});

describe('greetingOffersFrom: the offers in the waiting list and the entries', () => {
  const place = (state: string, offerDeadline: string | null, waitlistIdx = 3) => ({
    waitlistIdx,
    programName: '브랜드 토크',
    state,
    offerDeadline,
  });
  const entry = (
    drawOffer: GreetingDrawOfferEntry['drawOffer'],
    reserveEntryIdx = 12,
  ): GreetingDrawOfferEntry => ({ reserveEntryIdx, programName: '럭키 드로우', drawOffer });
  const deadline = `${TODAY}T18:00:00+09:00`;

  it('takes OFFERED places and entries whose draw offer is OFFERED, the waiting list first', () => {
    expect(
      greetingOffersFrom(
        [place('WAITING', null, 1), place('OFFERED', deadline, 2), place('EXPIRED', deadline, 3)],
        [
          entry({ state: 'OFFERED', deadline }, 20),
          entry(null, 21),
          entry(undefined, 22),
          entry({ state: 'ACCEPTED', deadline }, 23),
        ],
      ),
    ).toEqual([
      { kind: 'waitlist', id: 2, programName: '브랜드 토크', deadline },
      { kind: 'draw', id: 20, programName: '럭키 드로우', deadline },
    ]);
  });

  it('leaves out an offer without a deadline, and takes missing lists as empty', () => {
    expect(
      greetingOffersFrom([place('OFFERED', null)], [entry({ state: 'OFFERED', deadline: null })]),
    ).toEqual([]);
    expect(greetingOffersFrom(undefined, null)).toEqual([]);
  });
});

describe('greetingDeadlineText', () => {
  it.each([
    ['2026-12-03T18:00:00+09:00', '12월 3일 (목) 18:00'],
    // The same instant in UTC is still Seoul's wall time, and its Seoul day.
    ['2026-12-03T15:30:00Z', '12월 4일 (금) 00:30'],
    ['2027-01-09T09:05:00+09:00', '1월 9일 (토) 09:05'],
  ])('%s reads %s', (iso, text) => {
    expect(greetingDeadlineText(new Date(iso))).toBe(text);
  });
});
