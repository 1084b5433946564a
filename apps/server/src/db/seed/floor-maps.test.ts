import { hotspotCodesForFloor } from '@venue/contract/domain';
import { describe, expect, it } from 'vitest';
import { buildMapHotspots } from './banners';
import { demoPlacements, placementBox, placementRect } from './floor-maps';

const floors = [1, 2, 3, 4] as const;

describe('the demo floor maps (decision 030)', () => {
  it.each(floors)('place exactly the codes floor %i draws', (floorIdx) => {
    const placed = demoPlacements.filter((p) => p.floorIdx === floorIdx).map((p) => p.code);
    expect(placed.sort()).toEqual([...hotspotCodesForFloor(floorIdx)].sort());
  });

  it('give every seeded hotspot a name and a rectangle inside the plan', () => {
    for (const hotspot of buildMapHotspots()) {
      expect(hotspot.label, hotspot.mapType).toMatch(/[가-힣]/);
      expect(hotspot.labelEn).toMatch(/^[A-Za-z][A-Za-z -]+$/);
      const { rectX = -1, rectY = -1, rectWidth = 0, rectHeight = 0 } = hotspot;
      expect(rectX).toBeGreaterThanOrEqual(0);
      expect(rectY).toBeGreaterThanOrEqual(0);
      expect((rectX ?? 0) + (rectWidth ?? 0)).toBeLessThanOrEqual(1);
      expect((rectY ?? 0) + (rectHeight ?? 0)).toBeLessThanOrEqual(1);
    }
  });

  it('keep the centre of each placement, so the demo looks as it did', () => {
    for (const p of demoPlacements) {
      const rect = placementRect(p);
      expect((rect.rectX + rect.rectWidth / 2) * 360).toBeCloseTo(p.x, 0);
      expect((rect.rectY + rect.rectHeight / 2) * 400).toBeCloseTo(p.y, 0);
    }
  });

  it.each(floors)(
    'keep the hotspots of floor %i clear of each other and of the walls',
    (floorIdx) => {
      const boxes = demoPlacements
        .filter((p) => p.floorIdx === floorIdx)
        .map((p) => ({ code: p.code, ...placementBox(p) }));
      for (const [i, a] of boxes.entries()) {
        expect(a.x, a.code).toBeGreaterThanOrEqual(6);
        expect(a.y, a.code).toBeGreaterThanOrEqual(6);
        expect(a.x + a.w, a.code).toBeLessThanOrEqual(354);
        expect(a.y + a.h, a.code).toBeLessThanOrEqual(394);
        for (const b of boxes.slice(i + 1)) {
          const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
          expect(overlap, `${a.code} and ${b.code} overlap`).toBe(false);
        }
      }
    },
  );
});
