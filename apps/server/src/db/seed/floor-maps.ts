/**
 * The demo venue's floor maps (decision 030): each floor's plan is one of the web app's built-in
 * drawings (360 × 400 units), and each hotspot is a rectangle on it in fractions of the plan.
 * The rectangles are the boxes the map draws around each hotspot's centre (a zone's name tag,
 * a program's pin over its name), so the demo looks as it did when the positions were code.
 */
import { BUILT_IN_PLAN_SIZE, type BuiltInFloorPlan } from '@venue/contract/domain';

export const demoFloorPlans: Record<1 | 2 | 3 | 4, BuiltInFloorPlan> = {
  1: '/media/plans/demo-b1.svg',
  2: '/media/plans/demo-1f.svg',
  3: '/media/plans/demo-2f.svg',
  4: '/media/plans/demo-rooftop.svg',
};

interface Placement {
  floorIdx: 1 | 2 | 3 | 4;
  code: string;
  /** centre, in drawing units */
  x: number;
  y: number;
  /** the room (zone) or the spot in a room (program) */
  nameKo: string;
  nameEn: string;
}

/** Where each hotspot of spec 000 §2 sits on the drawings (centres in drawing units). */
export const demoPlacements: readonly Placement[] = [
  // B1: The Stage on the west side, the Goods Zone on the east.
  { floorIdx: 1, code: 'B1P0001', x: 104, y: 70, nameKo: '메인 무대', nameEn: 'Main Stage' },
  { floorIdx: 1, code: 'B1Z0001', x: 104, y: 196, nameKo: '더 스테이지', nameEn: 'The Stage' },
  { floorIdx: 1, code: 'B1P0002', x: 292, y: 300, nameKo: '팝업 쇼룸', nameEn: 'Pop-up Showroom' },
  { floorIdx: 1, code: 'B1Z0002', x: 262, y: 222, nameKo: '굿즈 존', nameEn: 'Goods Zone' },
  // 1F: the Main Hall behind the lobby, the Way To Light passage along the east side.
  { floorIdx: 2, code: 'G1P0001', x: 110, y: 76, nameKo: '이머시브 룸', nameEn: 'Immersive Room' },
  { floorIdx: 2, code: 'G1Z0001', x: 110, y: 170, nameKo: '메인 홀', nameEn: 'Main Hall' },
  { floorIdx: 2, code: 'G1P0002', x: 296, y: 196, nameKo: '라이트 터널', nameEn: 'Light Tunnel' },
  {
    floorIdx: 2,
    code: 'G1Z0002',
    x: 296,
    y: 272,
    nameKo: '웨이 투 라이트',
    nameEn: 'Way To Light',
  },
  // 2F: the Flex Hall west, the AI Circle and its two studio pods under the core, The Lounge south.
  { floorIdx: 3, code: 'G2P0003', x: 80, y: 62, nameKo: '토크 스테이지', nameEn: 'Talk Stage' },
  { floorIdx: 3, code: 'G2Z0001', x: 80, y: 156, nameKo: '플렉스 홀', nameEn: 'Flex Hall' },
  { floorIdx: 3, code: 'G2Z0003', x: 246, y: 164, nameKo: 'AI 서클', nameEn: 'AI Circle' },
  { floorIdx: 3, code: 'G2P0001', x: 193, y: 230, nameKo: '포토 스튜디오', nameEn: 'Photo Studio' },
  { floorIdx: 3, code: 'G2P0002', x: 299, y: 230, nameKo: '사운드 랩', nameEn: 'Sound Lab' },
  { floorIdx: 3, code: 'G2P0004', x: 282, y: 306, nameKo: '라운지 무대', nameEn: 'Lounge Stage' },
  { floorIdx: 3, code: 'G2Z0002', x: 124, y: 322, nameKo: '더 라운지', nameEn: 'The Lounge' },
  // Rooftop: the deck and its sunset stage north, the garden and the archive south.
  { floorIdx: 4, code: 'G2P0001', x: 92, y: 62, nameKo: '선셋 스테이지', nameEn: 'Sunset Stage' },
  { floorIdx: 4, code: 'G3Z0001', x: 92, y: 150, nameKo: '더 루프탑', nameEn: 'The Rooftop' },
  { floorIdx: 4, code: 'G3Z0002', x: 236, y: 196, nameKo: '더 그라운드', nameEn: 'The Ground' },
  { floorIdx: 4, code: 'G3Z0003', x: 82, y: 318, nameKo: '더 아카이브', nameEn: 'The Archive' },
  { floorIdx: 4, code: 'G3Z0004', x: 246, y: 326, nameKo: '더 가든', nameEn: 'The Garden' },
];

/** Estimated text width in drawing units (Hangul one em, Latin 0.6 em, spaces 0.3 em). */
function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text)
    width += char === ' ' ? size * 0.3 : /[가-힣]/.test(char) ? size : size * 0.6;
  return width;
}

/**
 * The box the map draws around a placement, in drawing units: a zone's two-line name tag, a
 * program's 30-unit pin over its name; at least 44 × 44 (the tap target).
 */
export function placementBox(p: Placement): { x: number; y: number; w: number; h: number } {
  const isZone = p.code.charAt(2) === 'Z';
  const w = Math.round(
    isZone
      ? Math.max(textWidth(p.nameKo, 12.5), textWidth(p.nameEn, 10)) + 22
      : Math.max(44, textWidth(p.nameKo, 11) + 16),
  );
  const h = isZone ? 44 : 52;
  return { x: p.x - w / 2, y: p.y - h / 2, w, h };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** A placement's rectangle in fractions of the plan (4 decimals, the centre kept). */
export function placementRect(p: Placement) {
  const { width, height } = BUILT_IN_PLAN_SIZE;
  const box = placementBox(p);
  return {
    rectX: round4(box.x / width),
    rectY: round4(box.y / height),
    rectWidth: round4(box.w / width),
    rectHeight: round4(box.h / height),
  };
}

/** The map columns of a demo hotspot: its label and rectangle, by floor and code. */
export function demoHotspotPlacement(floorIdx: number, code: string) {
  const placement = demoPlacements.find((p) => p.floorIdx === floorIdx && p.code === code);
  if (!placement) throw new Error(`no demo placement for ${code} on floor ${floorIdx}`);
  return { label: placement.nameKo, labelEn: placement.nameEn, ...placementRect(placement) };
}
