import { BUILT_IN_PLAN_SIZE } from '@venue/contract/domain';
import { imagePath } from '../../lib/media-paths';
import type { floors, zones } from '../schema';
import { demoFloorPlans } from './floor-maps';

type FloorRow = typeof floors.$inferInsert & { floorIdx: number };
type ZoneRow = typeof zones.$inferInsert & { zoneIdx: number; floorIdx: number };

/** floorIdx 1 B1, 2 1F, 3 2F, 4 Rooftop (spec 000 §2 Floor map). */
export function buildFloors(): FloorRow[] {
  const rows = [
    { floorIdx: 1, floorName: 'B1', floorLabel: '지하 1층', sortIndex: 1, congestion: 'NORMAL' },
    { floorIdx: 2, floorName: '1F', floorLabel: '1층', sortIndex: 2, congestion: 'BUSY' },
    { floorIdx: 3, floorName: '2F', floorLabel: '2층', sortIndex: 3, congestion: 'NORMAL' },
    { floorIdx: 4, floorName: 'Rooftop', floorLabel: '루프탑', sortIndex: 4, congestion: 'LOW' },
  ] as const;
  // Each floor's plan is the web app's built-in drawing of it (floor-maps.ts, decision 030).
  return rows.map((row) => ({
    ...row,
    planPath: demoFloorPlans[row.floorIdx],
    planWidth: BUILT_IN_PLAN_SIZE.width,
    planHeight: BUILT_IN_PLAN_SIZE.height,
  }));
}

/**
 * Ids of the zones, in spec 000 §2 order. Programs and map hotspots refer to zones through
 * these names so the data reads like the floor guide.
 */
export const zoneIds = {
  theStage: 1,
  goodsZone: 2,
  mainHall: 3,
  wayToLight: 4,
  flexHall: 5,
  theLounge: 6,
  aiCircle: 7,
  theRooftop: 8,
  theGround: 9,
  theArchive: 10,
  theGarden: 11,
} as const;

interface ZoneSource {
  zoneIdx: number;
  floorIdx: number;
  name: string;
  key: string;
  summary: string;
  description: string;
}

const zoneSources: ZoneSource[] = [
  {
    zoneIdx: zoneIds.theStage,
    floorIdx: 1,
    name: 'The Stage',
    key: 'the-stage',
    summary: '공연과 쇼케이스가 매일 열리는 지하 1층의 블랙박스 무대',
    description:
      '<p>층고 7m의 블랙박스 공연장입니다. 360도 입체 음향과 LED 월이 갖춰져 있어 라이브 공연, 쇼케이스, 토크가 매일 열립니다.</p><ul><li>객석: 스탠딩 120명 / 좌석 60석</li><li>공연 시작 10분 전부터 입장할 수 있습니다.</li></ul>',
  },
  {
    zoneIdx: zoneIds.goodsZone,
    floorIdx: 1,
    name: 'Goods Zone',
    key: 'goods-zone',
    summary: '시그널 하우스에서만 만날 수 있는 한정 굿즈와 커스텀 스튜디오',
    description:
      '<p>시그널 하우스 오리지널 굿즈와 아티스트 협업 에디션을 판매합니다. 폰케이스와 키링을 직접 꾸미는 커스텀 스튜디오도 함께 운영합니다.</p><ul><li>결제: 카드, 간편결제 (현금 결제 불가)</li><li>교환·환불: 구매일로부터 7일 이내, 영수증 지참</li></ul>',
  },
  {
    zoneIdx: zoneIds.mainHall,
    floorIdx: 2,
    name: 'Main Hall',
    key: 'main-hall',
    summary: '도시의 소리를 빛으로 바꾸는 몰입형 미디어 아트 홀',
    description:
      '<p>네 면과 바닥을 모두 채우는 대형 프로젝션으로 성수동의 하루를 소리와 빛으로 다시 그립니다. 입장 후 인포메이션 데스크에서 QR 체크인을 하면 층별 안내를 받을 수 있습니다.</p><ul><li>상영 주기: 20분 (상시 입장)</li><li>인포메이션 데스크와 물품 보관함이 있습니다.</li></ul>',
  },
  {
    zoneIdx: zoneIds.wayToLight,
    floorIdx: 2,
    name: 'Way To Light',
    key: 'way-to-light',
    summary: '걸음마다 반응하는 빛의 통로',
    description:
      '<p>관람객의 움직임을 감지해 빛과 소리가 따라 흐르는 40m 길이의 인터랙티브 통로입니다. 천천히 걸을수록 더 많은 신호를 만날 수 있어요.</p><ul><li>소요 시간: 약 10분</li><li>유모차와 휠체어도 이용할 수 있습니다.</li></ul>',
  },
  {
    zoneIdx: zoneIds.flexHall,
    floorIdx: 3,
    name: 'Flex Hall',
    key: 'flex-hall',
    summary: '전시, 토크, 팝업이 번갈아 열리는 가변형 홀',
    description:
      '<p>가벽과 좌석을 자유롭게 바꿀 수 있는 2층의 다목적 홀입니다. 시즌마다 새로운 전시와 토크, 브랜드 팝업이 열립니다.</p><ul><li>최대 수용 인원: 150명</li><li>행사에 따라 입장 방식이 다르니 프로그램 상세를 확인해 주세요.</li></ul>',
  },
  {
    zoneIdx: zoneIds.theLounge,
    floorIdx: 3,
    name: 'The Lounge',
    key: 'the-lounge',
    summary: '쉬어 가고 충전하는 라운지, 저녁에는 재즈 공연',
    description:
      '<p>무선 충전 테이블과 편안한 좌석이 있는 휴식 공간입니다. 주말 저녁에는 작은 재즈 공연이 열립니다.</p><ul><li>무료 Wi-Fi: SIGNAL_HOUSE_FREE</li><li>음료는 뚜껑이 있는 컵만 반입할 수 있습니다.</li></ul>',
  },
  {
    zoneIdx: zoneIds.aiCircle,
    floorIdx: 3,
    name: 'AI Circle',
    key: 'ai-circle',
    summary: 'AI와 함께 그리고, 찍고, 작곡하는 체험 공간',
    description:
      '<p>원형 스튜디오에서 AI 포트레이트 촬영, AI 작곡 클래스, 로봇 바리스타를 만나 보세요. 촬영한 사진과 음원은 개인 기기로만 전송되며 서버에 보관하지 않습니다.</p><ul><li>대부분의 체험은 사전 예약제로 운영합니다.</li><li>만 14세 미만은 보호자와 함께 참여해 주세요.</li></ul>',
  },
  {
    zoneIdx: zoneIds.theRooftop,
    floorIdx: 4,
    name: 'The Rooftop',
    key: 'the-rooftop',
    summary: '성수동 하늘이 한눈에 보이는 루프탑 무대',
    description:
      '<p>서울숲과 성수동 골목이 내려다보이는 야외 무대입니다. 해 질 녘에는 어쿠스틱 라이브가 열립니다.</p><ul><li>우천 및 강풍 시 일부 프로그램이 취소될 수 있습니다.</li></ul>',
  },
  {
    zoneIdx: zoneIds.theGround,
    floorIdx: 4,
    name: 'The Ground',
    key: 'the-ground',
    summary: '플리마켓과 야외 체험이 열리는 잔디 광장',
    description:
      '<p>인조 잔디가 깔린 넓은 야외 광장으로, 주말 플리마켓과 야외 체험 프로그램이 열립니다.</p><ul><li>돗자리는 인포메이션 데스크에서 무료로 대여할 수 있습니다.</li></ul>',
  },
  {
    zoneIdx: zoneIds.theArchive,
    floorIdx: 4,
    name: 'The Archive',
    key: 'the-archive',
    summary: '통신의 100년을 기록한 작은 아카이브',
    description:
      '<p>다이얼 전화기부터 스마트폰까지, 연결의 역사를 실물과 디지털 도슨트로 만나는 아카이브입니다.</p><ul><li>디지털 도슨트는 프로그램 상세 화면에서 바로 들을 수 있습니다.</li></ul>',
  },
  {
    zoneIdx: zoneIds.theGarden,
    floorIdx: 4,
    name: 'The Garden',
    key: 'the-garden',
    summary: '계절 식물과 조명이 어우러진 루프탑 정원',
    description:
      '<p>계절마다 식물과 조명 연출이 바뀌는 작은 정원입니다. 주말 오전에는 요가 클래스가 열립니다.</p><ul><li>식물 보호를 위해 화단 안으로는 들어가지 말아 주세요.</li></ul>',
  },
];

export function buildZones(): ZoneRow[] {
  return zoneSources.map((zone, index) => ({
    zoneIdx: zone.zoneIdx,
    floorIdx: zone.floorIdx,
    zoneName: zone.name,
    zoneNameEn: zone.name,
    zoneSummary: zone.summary,
    zoneDescription: zone.description,
    state: 'OPEN',
    mainFileContentSavePath: imagePath('zone', zone.key),
    locationFileContentSavePath: imagePath('zone-map', zone.key),
    sortIndex: index + 1,
  }));
}
