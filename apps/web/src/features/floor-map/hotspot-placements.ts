import type { MapHotspotCode } from '@venue/contract/domain';

/**
 * Where each hotspot of spec 000 §2 sits on the drawings in ./components/drawings. Every drawing
 * uses the same canvas, MAP_VIEWBOX units wide and high, and a hotspot's x/y is the centre of the
 * room (zones) or of the spot inside the room (programs) in those units. The hotspot layer lays
 * them over the drawing in percent, so they follow the drawing at any width.
 *
 * Zone hotspots are the room's name tag. Program hotspots are pins on a named spot inside a room
 * (a stage, a studio): the drawing does not know which program the CMS puts there, so the spot's
 * name is what the pin is called. If you move a room in a drawing, move its entry here too; the
 * placement test checks every code is placed, inside the canvas and clear of its neighbours.
 */
export const MAP_VIEWBOX = { width: 360, height: 400 } as const;

export type HotspotPlacement = {
  code: MapHotspotCode;
  /** centre, in drawing units */
  x: number;
  y: number;
  /** the room (zone) or the spot in a room (program), Korean then English */
  nameKo: string;
  nameEn: string;
};

type Placements = Readonly<Record<1 | 2 | 3 | 4, readonly HotspotPlacement[]>>;

export const HOTSPOT_PLACEMENTS: Placements = {
  // B1: The Stage on the west side, the Goods Zone on the east.
  1: [
    { code: 'B1P0001', x: 104, y: 70, nameKo: '메인 무대', nameEn: 'Main Stage' },
    { code: 'B1Z0001', x: 104, y: 196, nameKo: '더 스테이지', nameEn: 'The Stage' },
    { code: 'B1P0002', x: 292, y: 300, nameKo: '팝업 쇼룸', nameEn: 'Pop-up Showroom' },
    { code: 'B1Z0002', x: 262, y: 222, nameKo: '굿즈 존', nameEn: 'Goods Zone' },
  ],
  // 1F: the Main Hall behind the lobby, the Way To Light passage along the east side.
  2: [
    { code: 'G1P0001', x: 110, y: 76, nameKo: '이머시브 룸', nameEn: 'Immersive Room' },
    { code: 'G1Z0001', x: 110, y: 170, nameKo: '메인 홀', nameEn: 'Main Hall' },
    { code: 'G1P0002', x: 296, y: 196, nameKo: '라이트 터널', nameEn: 'Light Tunnel' },
    { code: 'G1Z0002', x: 296, y: 272, nameKo: '웨이 투 라이트', nameEn: 'Way To Light' },
  ],
  // 2F: the Flex Hall west, the AI Circle and its two studio pods under the core, The Lounge south.
  3: [
    { code: 'G2P0003', x: 80, y: 62, nameKo: '토크 스테이지', nameEn: 'Talk Stage' },
    { code: 'G2Z0001', x: 80, y: 156, nameKo: '플렉스 홀', nameEn: 'Flex Hall' },
    { code: 'G2Z0003', x: 246, y: 164, nameKo: 'AI 서클', nameEn: 'AI Circle' },
    { code: 'G2P0001', x: 193, y: 230, nameKo: '포토 스튜디오', nameEn: 'Photo Studio' },
    { code: 'G2P0002', x: 299, y: 230, nameKo: '사운드 랩', nameEn: 'Sound Lab' },
    { code: 'G2P0004', x: 282, y: 306, nameKo: '라운지 무대', nameEn: 'Lounge Stage' },
    { code: 'G2Z0002', x: 124, y: 322, nameKo: '더 라운지', nameEn: 'The Lounge' },
  ],
  // Rooftop: the deck and its sunset stage north, the garden and the archive south.
  4: [
    { code: 'G2P0001', x: 92, y: 62, nameKo: '선셋 스테이지', nameEn: 'Sunset Stage' },
    { code: 'G3Z0001', x: 92, y: 150, nameKo: '더 루프탑', nameEn: 'The Rooftop' },
    { code: 'G3Z0002', x: 236, y: 196, nameKo: '더 그라운드', nameEn: 'The Ground' },
    { code: 'G3Z0003', x: 82, y: 318, nameKo: '더 아카이브', nameEn: 'The Archive' },
    { code: 'G3Z0004', x: 246, y: 326, nameKo: '더 가든', nameEn: 'The Garden' },
  ],
};

/** The placements a floor's drawing carries; empty for a floor without a drawing. */
export function placementsForFloor(floorIdx: number): readonly HotspotPlacement[] {
  return Object.hasOwn(HOTSPOT_PLACEMENTS, floorIdx)
    ? HOTSPOT_PLACEMENTS[floorIdx as keyof Placements]
    : [];
}
