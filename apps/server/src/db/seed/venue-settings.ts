/**
 * The demo venue's settings (decision 030): what apps/web/src/config/venue.ts and the location
 * tab's facts held as constants before issue 17. Spec 000 §2: public phone 02-1599-2641; spec
 * 001 §2: daily 11:00–20:00, closed the third Monday monthly, January 1, 설날 and 추석, no
 * parking, station exit 5, 400 m.
 */
import { addDays, type VenueSettings, venueSettingsInput } from '@venue/contract';

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
