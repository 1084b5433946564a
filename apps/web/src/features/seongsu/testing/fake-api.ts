import type {
  ProgramListItem,
  TourDetail,
  TourStop,
  Zone,
  ZoneDetail,
  ZoneListFloor,
} from '@venue/contract';

export { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';

export function zone(overrides: Partial<Zone> & { zoneIdx: number; zoneName: string }): Zone {
  const key = overrides.zoneName.toLowerCase().replaceAll(' ', '-');
  return {
    zoneNameEn: overrides.zoneName,
    zoneSummary: `${overrides.zoneName} 소개`,
    state: 'OPEN',
    mainFileContentSavePath: `/media/zone/${key}.svg`,
    locationFileContentSavePath: `/media/zone-map/${key}.svg`,
    ...overrides,
  };
}

export const floorsFixture: ZoneListFloor[] = [
  {
    floorIdx: 1,
    floorName: 'B1',
    floorLabel: '지하 1층',
    congestion: 'NORMAL',
    zoneList: [
      zone({ zoneIdx: 1, zoneName: 'The Stage', zoneSummary: '매일 공연이 열리는 무대' }),
      zone({ zoneIdx: 2, zoneName: 'Goods Zone' }),
    ],
  },
  {
    floorIdx: 2,
    floorName: '1F',
    floorLabel: '1층',
    congestion: 'BUSY',
    zoneList: [
      zone({ zoneIdx: 3, zoneName: 'Main Hall', zoneNameEn: 'MAIN HALL', state: 'PREPARING' }),
    ],
  },
  {
    floorIdx: 3,
    floorName: '2F',
    floorLabel: '2층',
    congestion: 'LOW',
    zoneList: [zone({ zoneIdx: 5, zoneName: 'Flex Hall' })],
  },
  { floorIdx: 4, floorName: 'Rooftop', floorLabel: '루프탑', congestion: 'LOW', zoneList: [] },
];

export function zoneDetailFixture(overrides: Partial<ZoneDetail> = {}): ZoneDetail {
  return {
    ...zone({ zoneIdx: 5, zoneName: 'Flex Hall', zoneSummary: '전시와 토크가 열리는 홀' }),
    floorIdx: 3,
    floorName: '2F',
    zoneDescription:
      '<p>가변형 홀입니다.</p><ul><li>최대 150명</li></ul><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
    ...overrides,
  };
}

export function program(
  overrides: Partial<ProgramListItem> & { programIdx: number },
): ProgramListItem {
  return {
    programName: `프로그램 ${overrides.programIdx}`,
    programCategoryIdx: 1,
    programCategoryName: '전시',
    programSummary: '',
    savePath: `/media/program/p-${overrides.programIdx}.svg`,
    programType: 'DEFAULT',
    status: 'OPEN',
    scheduleType: 'ALWAYS',
    periodType: 'UNLIMIT',
    zoneIdx: 5,
    zoneName: 'Flex Hall',
    zoneNameEn: 'Flex Hall',
    floorIdx: 3,
    floorName: '2F',
    minExecDate: null,
    maxExecDate: null,
    execDate: null,
    multiExecDate: null,
    dotMinExecDate: '',
    dotMaxExecDate: '',
    dotExecDate: '',
    dotExecTime: '',
    winnerAnnouncementDate: null,
    tutorialYn: 'N',
    tutorialLink: null,
    ...overrides,
  };
}

function stop(overrides: Partial<TourStop> & { tourStopIdx: number; title: string }): TourStop {
  return {
    floorIdx: null,
    floorName: null,
    zoneIdx: null,
    programIdx: null,
    label: '시작',
    minutes: 30,
    text: `${overrides.title} 설명`,
    tips: [],
    ...overrides,
  };
}

/**
 * A published tour shaped like the demo seed's (apps/server/src/db/seed/tour.ts): check-in, then
 * the fixture's four floors by floorIdx, 135 minutes in all.
 */
export function tourFixture(overrides: Partial<TourDetail> = {}): TourDetail {
  return {
    tourIdx: 1,
    tourTitle: '처음 오셨다면 이 순서로 둘러보세요',
    tourIntro: '<p>지하의 무대에서 시작해 루프탑의 하늘까지 한 층씩 올라가요.</p>',
    savePath: null,
    stopList: [
      stop({
        tourStopIdx: 1,
        title: '1층 인포메이션 데스크에서 체크인',
        minutes: 5,
        tips: ['짐이 많다면 물품 보관함을 먼저 이용해 보세요.'],
      }),
      stop({
        tourStopIdx: 2,
        floorIdx: 1,
        floorName: 'B1',
        label: 'B1',
        title: '소리로 여는 하루',
        tips: ['공연은 시작 10분 전부터 입장할 수 있어요.', '커스텀 굿즈는 15분 걸려요.'],
      }),
      stop({ tourStopIdx: 3, floorIdx: 2, floorName: '1F', label: '1F', title: '빛 속을 걷기' }),
      stop({
        tourStopIdx: 4,
        floorIdx: 3,
        floorName: '2F',
        label: '2F',
        title: '만들고, 이야기 나누기',
        minutes: 40,
      }),
      stop({
        tourStopIdx: 5,
        floorIdx: 4,
        floorName: 'Rooftop',
        label: 'Rooftop',
        title: '성수의 하늘 아래에서 쉬어 가기',
      }),
    ],
    checklist: ['편한 신발: 네 개 층을 오르내려요.', 'My QR: 로그인하면 준비돼요.'],
    ...overrides,
  };
}
