/**
 * The demo venue's settings (decision 030): what apps/web/src/config/venue.ts and the location
 * tab's facts held as constants before the console could edit them. Spec 000 §2: public phone
 * 02-1599-2641; spec 001 §2: daily 11:00–20:00, closed the third Monday monthly, January 1, 설날 and
 * 추석, no parking, station exit 5, 400 m.
 */
import {
  addDays,
  BUILT_IN_VENUE_MAP,
  type VenueSettings,
  venueSettingsInput,
} from '@venue/contract';

/** The demo's years; the ADMIN keeps the list going in the console's 운영 설정. */
const YEARS = [2025, 2026, 2027, 2028, 2029, 2030];

/** 설날 and 추석, each the day before, the day and the day after (they move every year). */
const SEOLLAL_CHUSEOK: Record<number, [string, string]> = {
  2025: ['2025-01-29', '2025-10-06'],
  2026: ['2026-02-17', '2026-09-25'],
  2027: ['2027-02-07', '2027-09-15'],
  2028: ['2028-01-26', '2028-10-03'],
  2029: ['2029-02-13', '2029-09-22'],
  2030: ['2030-02-03', '2030-09-12'],
};

const around = (day: string) => [addDays(day, -1), day, addDays(day, 1)];
const LUNAR_HOLIDAYS = YEARS.flatMap((year) => (SEOLLAL_CHUSEOK[year] ?? []).flatMap(around));

export function buildVenueSettings(): VenueSettings {
  return venueSettingsInput.parse({
    venueName: '시그널 하우스 성수',
    venueNameEn: 'SIGNAL HOUSE SEONGSU',
    phone: '02-1599-2641',
    roadAddress: '서울특별시 성동구 성수이로 118',
    addressDetail: '1층 (성수동2가)',
    lat: 37.54135,
    lng: 127.05632,
    hours: {
      summary: '매일 11:00 – 20:00',
      note: '입장 마감은 19:30이에요. 프로그램마다 운영 시간이 다를 수 있어요.',
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '11:00', close: '20:00' })),
    },
    closedDays: {
      weekdays: [],
      monthlyWeekdays: [{ week: 3, weekday: 1 }],
      dates: [...YEARS.map((year) => `${year}-01-01`), ...LUNAR_HOLIDAYS],
      notes: ['매월 셋째 주 월요일 (정기 휴관)', '1월 1일 신정', '설날·추석 연휴 당일'],
    },
    transport: [
      {
        title: '지하철',
        lines: [
          '2호선 성수역 5번 출구로 나와 성수이로를 따라 400m 직진 (도보 약 6분)',
          '수인분당선 서울숲역 4번 출구에서 도보 약 15분',
        ],
      },
      {
        title: '버스',
        lines: [
          '성수역 정류장 하차 후 성수이로 방면으로 도보 약 5분',
          '간선 2224, 지선 2016·2413 (정류장과 노선은 방문 전에 지도 앱으로 확인해 주세요)',
        ],
      },
      {
        title: '주차',
        lines: [
          '전용 주차장이 없어요. 대중교통을 이용해 주세요.',
          '차를 가져오시면 주변 유료 공영주차장을 이용해 주세요.',
          '장애인 차량은 방문 전 고객센터로 연락 주시면 안내해 드려요.',
        ],
      },
    ],
    brand: {
      title: '연결이 신호가 되는 곳,',
      story: [
        '전화 한 통이 안부가 되고, 메시지 하나가 약속이 되듯 좋은 연결은 언제나 하루를 조금 더 따뜻하게 만들어 왔어요. 시그널 하우스 성수는 사람과 사람, 사람과 기술이 만나는 그 순간을 직접 보고, 듣고, 만져 보는 브랜드 하우스예요.',
        '공장과 창고가 늘어서 있던 성수동은 이제 새로운 생각이 가장 먼저 도착하는 동네가 되었어요. 오래된 것과 새로운 것이 자연스럽게 이어지는 이 골목에서, 우리는 연결이 만들어 내는 작은 신호들을 네 개의 층에 나누어 담았어요.',
      ],
      quote:
        '구경만 하고 가는 전시장이 아니라, 오늘 나만의 신호를 하나 가지고 돌아가는 곳. 그게 우리가 이 건물을 연 이유예요.',
      imagePath: null,
      floors: [
        {
          badge: 'Rooftop',
          word: 'BREATHE',
          title: '숨을 고르는 층',
          text: '성수의 하늘 아래에서 해 질 녘 라이브를 듣고, 잔디 광장의 마켓을 거닐고, 연결의 100년을 기록한 아카이브와 계절 정원에서 쉬어 가요.',
          zones: 'The Rooftop · The Ground · The Archive · The Garden',
        },
        {
          badge: '2F',
          word: 'CONNECT',
          title: '함께 만드는 층',
          text: '토크와 전시, 팝업이 번갈아 열리는 홀과 AI와 함께 그리고 찍고 작곡하는 스튜디오, 그리고 충전하며 쉬는 라운지가 있어요.',
          zones: 'Flex Hall · The Lounge · AI Circle',
        },
        {
          badge: '1F',
          word: 'LIGHT',
          title: '빛으로 맞이하는 층',
          text: '도시의 소리를 빛으로 바꾼 미디어 아트 홀과 걸음마다 반응하는 빛의 통로. 인포메이션 데스크에서 체크인하고 여정을 시작해요.',
          zones: 'Main Hall · Way To Light',
        },
        {
          badge: 'B1',
          word: 'SOUND',
          title: '소리로 만나는 층',
          text: '매일 공연과 쇼케이스가 열리는 블랙박스 무대, 그리고 이곳에서만 만날 수 있는 한정 굿즈와 커스텀 스튜디오가 있어요.',
          zones: 'The Stage · Goods Zone',
        },
      ],
      rules: [
        {
          title: '천천히, 충분히',
          text: '정해진 관람 순서는 없어요. 마음이 가는 층부터 원하는 만큼 머물러 주세요.',
        },
        {
          title: '모두의 하우스',
          text: '엘리베이터로 모든 층을 오갈 수 있어요. 휠체어와 유모차도 편하게 다닐 수 있도록 통로를 비워 주세요.',
        },
        {
          title: '기록은 가볍게',
          text: '사진은 자유롭게 찍어도 좋아요. 공연 중에는 플래시와 삼각대 사용을 삼가 주세요.',
        },
        {
          title: '좋은 신호만 남기기',
          text: '음식은 라운지와 루프탑에서만 즐겨 주세요. 분리수거함은 층마다 엘리베이터 옆에 있어요.',
        },
      ],
    },
    directions: {
      summary: '성수역 5번 출구에서 도보 약 6분',
      steps: [
        { title: '성수역 5번 출구', text: '2호선 성수역에서 5번 출구로 나와요.' },
        { title: '성수이로 따라 직진', text: '출구 앞 성수이로를 따라 남쪽으로 걸어요.' },
        { title: '연무장길 건너기', text: '연무장길 교차로를 건너 조금 더 직진해요.' },
        { title: '도착', text: '보라색 SIGNAL 사인이 보이면 1층 입구예요.' },
      ],
      mapImagePath: BUILT_IN_VENUE_MAP,
    },
    business: {
      companyName: '주식회사 시그널하우스',
      ceoName: '한지윤',
      businessNumber: '214-88-30517',
      mailOrderNumber: '2025-서울성동-01742',
      address: '서울특별시 성동구 성수이로 118, 1층 (성수동2가)',
      email: 'hello@signalhouse.kr',
    },
    privacyPolicyUrl: null,
    copyright: '© 2025 SIGNAL HOUSE Inc. All rights reserved.',
    maintenance: null,
  });
}
