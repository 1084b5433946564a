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
    brand: {
      title: '연결이 신호가 되는 곳,',
      story: ['좋은 연결은 언제나 하루를 조금 더 따뜻하게 만들어 왔어요.'],
      quote: '오늘 나만의 신호를 하나 가지고 돌아가는 곳.',
      imagePath: null,
      floors: [
        {
          badge: '1F',
          word: 'LIGHT',
          title: '빛으로 맞이하는 층',
          text: '미디어 아트 홀과 빛의 통로가 있어요.',
          zones: 'Main Hall · Way To Light',
        },
        {
          badge: 'B1',
          word: 'SOUND',
          title: '소리로 만나는 층',
          text: '블랙박스 무대와 굿즈 존이 있어요.',
          zones: 'The Stage · Goods Zone',
        },
      ],
      rules: [{ title: '천천히, 충분히', text: '정해진 관람 순서는 없어요.' }],
    },
    directions: {
      summary: '성수역 5번 출구에서 도보 약 6분',
      steps: [
        { title: '성수역 5번 출구', text: '2호선 성수역에서 5번 출구로 나와요.' },
        { title: '도착', text: '보라색 SIGNAL 사인이 보이면 1층 입구예요.' },
      ],
      mapImagePath: '/media/plans/demo-surroundings.svg',
    },
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
