/**
 * Test data of the floor map: the demo venue's four floors with their built-in plans, and one
 * hotspot entry per spec code on its floor (plus the rooftop's own G2P0001), each with its name
 * and a rectangle on the plan as POST /api/checkin/banner/list answers them (decision 030).
 */
import type { CheckinBanner, Floor } from '@venue/contract';
import { BUILT_IN_PLAN_SIZE, MAP_HOTSPOT_CODES, MAP_HOTSPOTS } from '@venue/contract/domain';

const plan = (name: string) => ({
  savePath: `/media/plans/demo-${name}.svg`,
  ...BUILT_IN_PLAN_SIZE,
});

export const venueFloors: Floor[] = [
  { floorIdx: 1, floorName: 'B1', floorLabel: '지하 1층', index: 1, plan: plan('b1') },
  { floorIdx: 2, floorName: '1F', floorLabel: '1층', index: 2, plan: plan('1f') },
  { floorIdx: 3, floorName: '2F', floorLabel: '2층', index: 3, plan: plan('2f') },
  { floorIdx: 4, floorName: 'Rooftop', floorLabel: '루프탑', index: 4, plan: plan('rooftop') },
];

/** The name on the map per code: Korean, English. */
export const hotspotNames: Record<string, [string, string]> = {
  B1P0001: ['메인 무대', 'Main Stage'],
  B1P0002: ['팝업 쇼룸', 'Pop-up Showroom'],
  B1Z0001: ['더 스테이지', 'The Stage'],
  B1Z0002: ['굿즈 존', 'Goods Zone'],
  G1P0001: ['이머시브 룸', 'Immersive Room'],
  G1P0002: ['라이트 터널', 'Light Tunnel'],
  G1Z0001: ['메인 홀', 'Main Hall'],
  G1Z0002: ['웨이 투 라이트', 'Way To Light'],
  G2P0001: ['포토 스튜디오', 'Photo Studio'],
  G2P0002: ['사운드 랩', 'Sound Lab'],
  G2P0003: ['토크 스테이지', 'Talk Stage'],
  G2P0004: ['라운지 무대', 'Lounge Stage'],
  G2Z0001: ['플렉스 홀', 'Flex Hall'],
  G2Z0002: ['더 라운지', 'The Lounge'],
  G2Z0003: ['AI 서클', 'AI Circle'],
  G3Z0001: ['더 루프탑', 'The Rooftop'],
  G3Z0002: ['더 그라운드', 'The Ground'],
  G3Z0003: ['더 아카이브', 'The Archive'],
  G3Z0004: ['더 가든', 'The Garden'],
};

/** A rectangle per position on a 4 × 4 grid of the plan. */
const rectAt = (n: number) => ({
  x: 0.05 + 0.22 * (n % 4),
  y: 0.05 + 0.22 * Math.floor(n / 4),
  width: 0.2,
  height: 0.1,
});

/** Every code on its own floor with programIdx 100 + n, and the rooftop's G2P0001 as 500. */
export const allEntries: CheckinBanner[] = [
  ...MAP_HOTSPOT_CODES.map((code, n) => {
    const [label, labelEn] = hotspotNames[code] ?? [code, code];
    return {
      mapType: code,
      programIdx: 100 + n,
      floorIdx: MAP_HOTSPOTS[code].floorIdx,
      label,
      labelEn,
      rect: rectAt(n % 16),
    };
  }),
  {
    mapType: 'G2P0001',
    programIdx: 500,
    floorIdx: 4,
    label: '선셋 스테이지',
    labelEn: 'Sunset Stage',
    rect: rectAt(15),
  },
];
