import type { VenueInfo } from '@venue/contract';

/** Test data: venue settings as POST /api/venue/info answers them (the demo venue's). */
export function venueInfoFixture(overrides: Partial<VenueInfo> = {}): VenueInfo {
  return {
    lat: 37.54135,
    lng: 127.05632,
    roadAddress: '서울특별시 성동구 성수이로 118',
    venueName: '시그널 하우스 성수',
    addressDetail: '1층',
    phone: '02-1599-2641',
    venueNameEn: 'SIGNAL HOUSE',
    hours: { summary: '매일 11:00 – 20:00', note: '입장 마감은 19:30이에요.', weekly: [] },
    closedDays: {
      weekdays: [],
      monthlyWeekdays: [{ week: 3, weekday: 1 }],
      dates: ['2026-01-01'],
      notes: ['매월 셋째 주 월요일 (정기 휴관)', '1월 1일 신정', '설날·추석 연휴 당일'],
    },
    transport: [
      { title: '지하철', lines: ['2호선 성수역 5번 출구로 나와 성수이로를 따라 400m 직진'] },
      { title: '주차', lines: ['전용 주차장이 없어요. 대중교통을 이용해 주세요.'] },
    ],
    business: {
      companyName: '(주)테스트하우스',
      ceoName: '김대표',
      businessNumber: '123-45-67890',
      mailOrderNumber: '2026-테스트-0001',
      address: '서울특별시 성동구 테스트로 1',
      email: 'help@example.com',
    },
    privacyPolicyUrl: null,
    copyright: '© 2025 SIGNAL HOUSE Inc. All rights reserved.',
    maintenance: null,
    ...overrides,
  };
}
