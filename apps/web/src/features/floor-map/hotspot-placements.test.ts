import { hotspotCodesForFloor } from '@venue/contract/domain';
import { describe, expect, it } from 'vitest';
import { HOTSPOT_PLACEMENTS, type HotspotPlacement, MAP_VIEWBOX } from './hotspot-placements';

/**
 * The hotspot boxes as the layer draws them, in drawing units at a 360 px wide map (the map is
 * ~358 px wide on a 390 px phone): a zone's name tag is two lines, a program pin is the 30 px dot
 * over its name. Widths are estimated from the text, generously.
 */
function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text)
    width += char === ' ' ? size * 0.3 : /[가-힣]/.test(char) ? size : size * 0.6;
  return width;
}

function box({ code, x, y, nameKo, nameEn }: HotspotPlacement) {
  const isZone = code.charAt(2) === 'Z';
  const width = isZone
    ? Math.max(textWidth(nameKo, 12.5), textWidth(nameEn, 10)) + 22
    : Math.max(44, textWidth(nameKo, 11) + 16);
  const height = isZone ? 44 : 52;
  return { left: x - width / 2, right: x + width / 2, top: y - height / 2, bottom: y + height / 2 };
}

const floors = [1, 2, 3, 4] as const;

describe('the hotspot placement table', () => {
  it.each(floors)('places exactly the codes floor %i draws', (floorIdx) => {
    const placed = HOTSPOT_PLACEMENTS[floorIdx].map((p) => p.code).sort();
    expect(placed).toEqual([...hotspotCodesForFloor(floorIdx)].sort());
  });

  it.each(floors)('keeps every hotspot of floor %i inside the building', (floorIdx) => {
    for (const placement of HOTSPOT_PLACEMENTS[floorIdx]) {
      const b = box(placement);
      expect(b.left, placement.code).toBeGreaterThanOrEqual(6);
      expect(b.right, placement.code).toBeLessThanOrEqual(MAP_VIEWBOX.width - 6);
      expect(b.top, placement.code).toBeGreaterThanOrEqual(6);
      expect(b.bottom, placement.code).toBeLessThanOrEqual(MAP_VIEWBOX.height - 6);
    }
  });

  it.each(floors)('keeps the hotspots of floor %i clear of each other', (floorIdx) => {
    const boxes = HOTSPOT_PLACEMENTS[floorIdx].map((p) => ({ code: p.code, ...box(p) }));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap =
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, `${a.code} and ${b.code} overlap`).toBe(false);
      }
    }
  });

  it('names every room and spot in Korean and English', () => {
    for (const placement of floors.flatMap((f) => HOTSPOT_PLACEMENTS[f])) {
      expect(placement.nameKo).toMatch(/[가-힣]/);
      expect(placement.nameEn).toMatch(/^[A-Za-z][A-Za-z -]+$/);
    }
  });
});
