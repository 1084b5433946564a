import type {
  Operator,
  OperatorAccount,
  OperatorLoginLock,
  StaffCheckInResult,
  StaffPlaces,
} from '@venue/contract';

/** Answers of the staff calls, as the contract shapes them, for the console's tests. */
export const adminOperator: Operator = {
  operatorIdx: 1,
  loginId: 'door-admin',
  name: '문지기',
  role: 'ADMIN',
  activeYn: 'Y',
};

export const staffOperator: Operator = {
  operatorIdx: 2,
  loginId: 'door-staff',
  name: '김스태프',
  role: 'STAFF',
  activeYn: 'Y',
};

/** No lock on the login (decision 024). */
export const unlocked: OperatorLoginLock = {
  lockedYn: 'N',
  lockedAddressCount: 0,
  recentFailureCount: 0,
  pausedUntil: null,
};

/** An operator as the ADMIN's list answers it, with its login lock (unlocked by default). */
export const account = (
  operator: Operator,
  loginLock: OperatorLoginLock = unlocked,
): OperatorAccount => ({ ...operator, loginLock });

export const places: StaffPlaces = {
  zones: [{ zoneIdx: 3, zoneName: '브랜드 라운지', floorName: '1F' }],
  programs: [
    { programIdx: 12, programName: '향수 클래스', floorName: '2F', tutorialYn: 'Y' },
    { programIdx: 13, programName: '루프탑 토크', floorName: null, tutorialYn: 'N' },
  ],
};

export function checkInResult(overrides: Partial<StaffCheckInResult> = {}): StaffCheckInResult {
  return {
    result: 'CHECKED_IN',
    checkInIdx: 41,
    memberName: '김*늘',
    visitCount: 3,
    checkedInAt: '2026-05-05T10:03:00+09:00',
    place: { type: 'ENTRANCE', name: '입구' },
    message: { programIdx: 12, tutorialYn: 'Y', tutorialLink: 'https://example.com/tutorial' },
    ...overrides,
  };
}

export const editorOperator: Operator = {
  operatorIdx: 3,
  loginId: 'editor',
  name: '이편집',
  role: 'EDITOR',
  activeYn: 'Y',
};
