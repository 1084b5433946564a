import type { MainTitleEntry, MainTitleInfo, ProgramListItem } from '@venue/contract';

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
