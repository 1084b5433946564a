import type {
  MainTitleEntry,
  MainTitleInfo,
  ProgramListItem,
  ReserveEntryListItem,
  WaitlistItem,
} from '@venue/contract';

export { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';

import type { FakeAnswer } from '../../../testing/fake-api';

export const serverError: FakeAnswer = {
  error: { status: 500, errorCode: 'INTERNAL', message: '잠시 후 다시 시도해주세요.' },
};

/** A program card as POST /api/program/list returns it. */
export function program(
  overrides: Partial<ProgramListItem> & { programIdx: number },
): ProgramListItem {
  return {
    programName: `프로그램 ${overrides.programIdx}`,
    programCategoryIdx: 1,
    programCategoryName: '전시',
    programSummary: '요약',
    savePath: `/media/program/p-${overrides.programIdx}.svg`,
    programType: 'DEFAULT',
    status: 'OPEN',
    scheduleType: 'SINGLE',
    periodType: 'LIMIT',
    zoneIdx: 1,
    zoneName: 'Main Hall',
    zoneNameEn: 'Main Hall',
    floorIdx: 2,
    floorName: '1F',
    minExecDate: '2026-11-24',
    maxExecDate: '2026-11-24',
    execDate: '2026-11-24',
    multiExecDate: null,
    dotMinExecDate: '26.11.24',
    dotMaxExecDate: '26.11.24',
    dotExecDate: '26.11.24',
    dotExecTime: '14:00',
    winnerAnnouncementDate: null,
    tutorialYn: 'N',
    tutorialLink: null,
    ...overrides,
  };
}

export function entry(
  overrides: Partial<MainTitleEntry> & { reserveEntryIdx: number },
): MainTitleEntry {
  return {
    programIdx: 10 + overrides.reserveEntryIdx,
    programName: `예약 프로그램 ${overrides.reserveEntryIdx}`,
    programType: 'RESERVATION',
    status: 'CONFIRM',
    floorIdx: 3,
    floorName: '2F',
    zoneName: 'Flex Hall',
    execDate: null,
    winnerAnnouncementDate: null,
    ...overrides,
  };
}

export function mainTitle(overrides: Partial<MainTitleInfo> = {}): MainTitleInfo {
  return {
    userName: '김하늘',
    qrAuthYn: 'N',
    visitCnt: 3,
    loginCnt: 12,
    reserveEntryList: [],
    lastCheckInFloorIdx: null,
    ...overrides,
  };
}

/** A place in a session's line as POST /api/waitlist/list returns it (WAITING, 2nd in line). */
export function waitlistPlace(
  overrides: Partial<WaitlistItem> & { waitlistIdx: number },
): WaitlistItem {
  return {
    programIdx: 30,
    programInstanceIdx: 300 + overrides.waitlistIdx,
    programName: `대기 프로그램 ${overrides.waitlistIdx}`,
    execDate: '2026-12-03',
    startTime: '14:00',
    endTime: '14:40',
    personCount: 2,
    state: 'WAITING',
    position: 2,
    offerDeadline: null,
    reserveEntryIdx: null,
    joinedAt: '2026-11-20T10:00:00+09:00',
    ...overrides,
  };
}

/** An entry as GET /api/reserveentry/list returns it: an application that lost its draw. */
export function listEntry(
  overrides: Partial<ReserveEntryListItem> & { reserveEntryIdx: number },
): ReserveEntryListItem {
  return {
    reserveEntryId: `A2611200000${overrides.reserveEntryIdx}`,
    programIdx: 29,
    programType: 'APPLICATION',
    status: 'LOSE',
    savePath: '/media/program/p-29.svg',
    programCategoryName: '이벤트',
    programName: `응모 프로그램 ${overrides.reserveEntryIdx}`,
    execDate: '2026-12-05',
    execTime: '',
    winnerAnnouncementDate: '2026-11-25T14:00:00+09:00',
    floorName: '1F',
    zoneName: 'Main Hall',
    participantCnt: 1,
    name: null,
    phoneNumber: null,
    email: null,
    regDate: '2026-11-20T10:00:00+09:00',
    statusLabel: '미당첨',
    cancelableYn: 'N',
    cancelReason: null,
    drawOffer: null,
    ...overrides,
  };
}
