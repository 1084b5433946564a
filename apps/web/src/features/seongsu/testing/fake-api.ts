import type { ProgramListItem, Zone, ZoneDetail, ZoneListFloor } from '@venue/contract';

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
