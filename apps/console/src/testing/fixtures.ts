import type {
  DoorBooking,
  Operator,
  OperatorAccount,
  OperatorLoginLock,
  StaffCheckInResult,
  StaffDashboard,
  StaffFloor,
  StaffHeadcount,
  StaffPlaces,
  StaffZone,
} from '@venue/contract';

/** Answers of the staff calls, as the contract shapes them, for the console's tests. */
export const adminOperator: Operator = {
  operatorIdx: 1,
  loginId: 'door-admin',
  name: '문지기',
  role: 'ADMIN',
  activeYn: 'Y',
  mustChangePasswordYn: 'N',
};

export const staffOperator: Operator = {
  operatorIdx: 2,
  loginId: 'door-staff',
  name: '김스태프',
  role: 'STAFF',
  activeYn: 'Y',
  mustChangePasswordYn: 'N',
};

/** No lock on the login (decision 024). */
export const unlocked: OperatorLoginLock = {
  lockedYn: 'N',
  lockedAddressCount: 0,
  recentFailureCount: 0,
  pausedUntil: null,
};

/**
 * An operator as the ADMIN's list answers it, with its login lock (unlocked by default) and
 * whether its two-factor login is on (off by default).
 */
export const account = (
  operator: Operator,
  loginLock: OperatorLoginLock = unlocked,
  totpEnabledYn: 'Y' | 'N' = 'N',
): OperatorAccount => ({ ...operator, loginLock, totpEnabledYn });

export const places: StaffPlaces = {
  zones: [{ zoneIdx: 3, zoneName: '브랜드 라운지', floorName: '1F' }],
  programs: [
    { programIdx: 12, programName: '향수 클래스', floorName: '2F', tutorialYn: 'Y' },
    { programIdx: 13, programName: '루프탑 토크', floorName: null, tutorialYn: 'N' },
  ],
};

/** The booking the door found at a program place. */
export function doorBooking(overrides: Partial<DoorBooking> = {}): DoorBooking {
  return {
    reserveEntryIdx: 7,
    reserveEntryId: 'R2611261400AB12CD',
    programInstanceIdx: 70,
    execDate: '2026-11-26',
    execTime: '14:00–15:00',
    participantCnt: 2,
    status: 'CONFIRM',
    statusLabel: '예약완료',
    ...overrides,
  };
}

export function checkInResult(overrides: Partial<StaffCheckInResult> = {}): StaffCheckInResult {
  return {
    result: 'CHECKED_IN',
    checkInIdx: 41,
    memberName: '김*늘',
    visitCount: 3,
    checkedInAt: '2026-05-05T10:03:00+09:00',
    place: { type: 'ENTRANCE', name: '입구' },
    message: { programIdx: 12, tutorialYn: 'Y', tutorialLink: 'https://example.com/tutorial' },
    booking: null,
    passMode: 'DEVICE',
    ...overrides,
  };
}

export const editorOperator: Operator = {
  operatorIdx: 3,
  loginId: 'editor',
  name: '이편집',
  role: 'EDITOR',
  activeYn: 'Y',
  mustChangePasswordYn: 'N',
};

/** A floor with an uploaded plan (decision 030), as POST /api/staff/floors answers it. */
export function staffFloor(overrides: Partial<StaffFloor> = {}): StaffFloor {
  return {
    floorIdx: 5,
    floorName: '3F',
    floorLabel: '3층',
    index: 5,
    congestion: 'NORMAL',
    plan: { savePath: '/media/uploads/plan-3f.png', width: 1000, height: 500 },
    zoneCount: 1,
    hotspotCount: 1,
    capacity: null,
    ...overrides,
  };
}

export function staffZone(overrides: Partial<StaffZone> = {}): StaffZone {
  return {
    zoneIdx: 9,
    floorIdx: 5,
    zoneName: '라운지',
    zoneNameEn: 'Lounge',
    zoneSummary: '쉬어 가는 곳',
    zoneDescription: '<p>라운지</p>',
    state: 'OPEN',
    mainFileContentSavePath: '/media/zone/lounge.svg',
    locationFileContentSavePath: '/media/zone-map/lounge.svg',
    index: 1,
    ...overrides,
  };
}

/** One page of POST /api/staff/programs/list with the given programs. */
export function programPage(programs: { programIdx: number; programName: string }[]) {
  return {
    list: programs.map((program) => ({
      ...program,
      programType: 'RESERVATION',
      programCategoryIdx: 1,
      programCategoryName: '클래스',
      status: 'OPEN',
      publishState: 'PUBLISHED',
      scheduleType: 'PERIOD',
      zoneName: null,
      floorName: '3F',
      instanceCount: 0,
      nextExecDate: null,
    })),
    page: 1,
    pageSize: 20,
    totalCount: programs.length,
  };
}

/** One page of the media library (POST /api/staff/media/list) holding the given images. */
export function mediaPage(items: { savePath: string; alt: string }[]) {
  return {
    list: items.map((item, index) => ({
      mediaIdx: index + 1,
      width: 1500,
      height: 600,
      mimeType: 'image/png',
      byteSize: 100,
      sizes: [],
      fileName: item.savePath.split('/').at(-1) ?? 'image.png',
      uploadedBy: null,
      regDate: '2026-05-01T10:00:00+09:00',
      modDate: '2026-05-01T10:00:00+09:00',
      ...item,
    })),
    page: 1,
    pageSize: 40,
    totalCount: items.length,
  };
}

/** A day on the dashboard (POST /api/staff/dashboard, decision 033): one instance, one draw. */
export const staffDashboard = (overrides: Partial<StaffDashboard> = {}): StaffDashboard => ({
  date: '2026-11-26',
  generatedAt: '2026-11-26T14:05:00+09:00',
  checkedInToday: 42,
  checkedInLastHour: 7,
  presenceWindowMinutes: 120,
  inBuilding: 19,
  floors: [
    { floorIdx: null, floorLabel: '입구 (층 미확인)', inBuilding: 4 },
    { floorIdx: 1, floorLabel: '1층', inBuilding: 15 },
  ],
  instances: [
    {
      programInstanceIdx: 5,
      programIdx: 2,
      programName: '향수 클래스',
      programType: 'RESERVATION',
      startTime: '14:00',
      endTime: '15:00',
      capacity: 10,
      booked: 4,
      bookedPeople: 5,
      checkedIn: 1,
      noShow: 1,
      free: 5,
    },
  ],
  draws: [
    {
      programIdx: 9,
      programName: '한정판 응모',
      winnerAnnouncementAt: '2026-11-26T18:00:00+09:00',
      entryCount: 120,
      winnerCount: 3,
      drawnYn: 'N',
    },
  ],
  openInquiries: 2,
  waitlist: { freedSeats: 3, refilledSeats: 2, offersOpen: 1, waiting: 4 },
  lastSevenDays: ['20', '21', '22', '23', '24', '25', '26'].map((dd, i) => ({
    date: `2026-11-${dd}`,
    bookings: 10 + i,
    drawEntries: i,
    checkIns: 30 + i * 2,
    noShows: i % 2,
    cancels: 1,
  })),
  ...overrides,
});

/** Who is in the building (POST /api/staff/headcount): 2층 near its capacity. */
export const staffHeadcount = (overrides: Partial<StaffHeadcount> = {}): StaffHeadcount => ({
  date: '2026-11-26',
  generatedAt: '2026-11-26T14:05:00+09:00',
  presenceWindowMinutes: 120,
  basis:
    '입장 기준: 오늘 마지막으로 입장한 곳이 그 층이고, 그 입장이 120분 안인 사람 수예요. 퇴장은 기록되지 않아요.',
  inBuilding: 19,
  floors: [
    {
      floorIdx: null,
      floorName: '입구',
      floorLabel: '입구 (층 미확인)',
      inBuilding: 4,
      checkedInToday: 4,
      capacity: null,
      ratio: null,
      level: null,
    },
    {
      floorIdx: 1,
      floorName: '1F',
      floorLabel: '1층',
      inBuilding: 7,
      checkedInToday: 12,
      capacity: 50,
      ratio: 0.14,
      level: 'OK',
    },
    {
      floorIdx: 2,
      floorName: '2F',
      floorLabel: '2층',
      inBuilding: 8,
      checkedInToday: 9,
      capacity: 10,
      ratio: 0.8,
      level: 'NEAR',
    },
  ],
  ...overrides,
});
