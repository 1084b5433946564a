import type { CheckinBanner } from '@venue/contract';
import { MAP_HOTSPOT_CODES, MAP_HOTSPOTS, type MapHotspotCode } from '@venue/contract/domain';
import { describe, expect, it } from 'vitest';
import { allEntries } from './floor-map-fixtures';
import { hotspotsForFloor, resolveFloorIdx, sortFloors } from './floor-map-rules';

const plan = { savePath: '/media/floor/plan.svg', width: 750, height: 500 };
const floor = (floorIdx: number, index = floorIdx, drawn = true) => ({
  floorIdx,
  index,
  plan: drawn ? plan : null,
});
const venueFloors = [floor(1), floor(2), floor(3), floor(4)];

describe('the floor a map shows', () => {
  it.each([
    ['the requested floor when it is listed', venueFloors, 3, 3],
    ['floor 2 when none is requested', venueFloors, null, 2],
    ['floor 2 when nothing is given at all', venueFloors, undefined, 2],
    ['floor 2 for a floor the server does not list', venueFloors, 9, 2],
    ['the first floor in display order without floor 2', [floor(4, 1), floor(1, 2)], 9, 4],
    ['the first floor when 2 is missing and none asked', [floor(3, 2), floor(1, 5)], null, 3],
    ['nothing without floors', [], 2, null],
    [
      'a drawn floor when floor 2 has no plan yet',
      [floor(1, 1, false), floor(2, 2, false), floor(3, 3)],
      null,
      3,
    ],
    ['floor 2 when no floor has a plan', [floor(1, 1, false), floor(2, 2, false)], null, 2],
    ['the requested floor even without a plan', [floor(1, 1, false), floor(3, 3)], 1, 1],
  ])('is %s', (_case, floors, requested, expected) => {
    expect(resolveFloorIdx(floors, requested)).toBe(expected);
  });

  it('orders tabs by the server index, not by floorIdx', () => {
    expect(sortFloors([floor(2, 3), floor(1, 1), floor(4, 2)]).map((f) => f.floorIdx)).toEqual([
      1, 4, 2,
    ]);
  });
});

function byCode(floorIdx: number, entries: CheckinBanner[]) {
  return new Map(hotspotsForFloor(floorIdx, entries).map((h) => [h.code, h]));
}

describe('the hotspots of a floor', () => {
  it('link every program code to /program/{programIdx} and every zone code to /seongsu/{id}', () => {
    for (const floorIdx of [1, 2, 3, 4]) {
      for (const hotspot of hotspotsForFloor(floorIdx, allEntries)) {
        const entry = allEntries.find((e) => e.mapType === hotspot.code && e.floorIdx === floorIdx);
        const id = entry!.programIdx;
        const expected =
          hotspot.code === 'G1P0001'
            ? { type: 'sheet', programIdx: id }
            : {
                type: 'link',
                href: hotspot.kind === 'program' ? `/program/${id}` : `/seongsu/${id}`,
              };
        expect(hotspot.action, hotspot.code).toEqual(expected);
        expect(hotspot.kind).toBe(MAP_HOTSPOTS[hotspot.code as MapHotspotCode].kind);
      }
    }
  });

  it('draw every entry on its own floor, G2P0001 on 2F and on the rooftop', () => {
    const drawn = [1, 2, 3, 4].flatMap((f) => hotspotsForFloor(f, allEntries).map((h) => h.code));
    expect(new Set(drawn)).toEqual(new Set(MAP_HOTSPOT_CODES));
    expect(drawn.filter((code) => code === 'G2P0001')).toHaveLength(2);
    expect(byCode(4, allEntries).get('G2P0001')?.action).toEqual({
      type: 'link',
      href: '/program/500',
    });
  });

  it("place each in its rectangle, in percent of the plan, with the server's names", () => {
    const entry: CheckinBanner = {
      mapType: 'C1Z0001',
      programIdx: 7,
      floorIdx: 9,
      label: '새 라운지',
      labelEn: null,
      rect: { x: 0.125, y: 0.5, width: 0.3333, height: 0.25 },
    };
    expect(hotspotsForFloor(9, [entry])).toEqual([
      {
        code: 'C1Z0001',
        kind: 'zone',
        label: '새 라운지',
        labelEn: null,
        box: { left: 12.5, top: 50, width: 33.33, height: 25 },
        action: { type: 'link', href: '/seongsu/7' },
      },
    ]);
  });

  it("leave out entries without a rectangle or a usable id, and other floors' entries", () => {
    const base = allEntries.find((e) => e.mapType === 'B1Z0001')!;
    const entries: CheckinBanner[] = [
      { ...base, rect: null },
      { ...base, mapType: 'B1P0001', programIdx: 0 },
      { ...base, mapType: 'B1Z0002', programIdx: -3 },
      { ...base, mapType: 'G1Z0001', floorIdx: 2 },
    ];
    expect(hotspotsForFloor(1, entries)).toEqual([]);
  });

  it('draw nothing on a floor without entries', () => {
    expect(hotspotsForFloor(7, allEntries)).toEqual([]);
  });
});
