import type { CheckinBanner } from '@venue/contract';
import { MAP_HOTSPOT_CODES, MAP_HOTSPOTS, type MapHotspotCode } from '@venue/contract/domain';
import { describe, expect, it } from 'vitest';
import { hotspotsForFloor, resolveFloorIdx, sortFloors } from './floor-map-rules';

const floor = (floorIdx: number, index = floorIdx) => ({ floorIdx, index });
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
  ])('is %s', (_case, floors, requested, expected) => {
    expect(resolveFloorIdx(floors, requested)).toBe(expected);
  });

  it('orders tabs by the server index, not by floorIdx', () => {
    expect(sortFloors([floor(2, 3), floor(1, 1), floor(4, 2)]).map((f) => f.floorIdx)).toEqual([
      1, 4, 2,
    ]);
  });
});

/** One entry per code on its own floor, plus the rooftop's G2P0001; programIdx 100 + n. */
function allEntries(): CheckinBanner[] {
  const entries: CheckinBanner[] = MAP_HOTSPOT_CODES.map((code, n) => ({
    mapType: code,
    programIdx: 100 + n,
    floorIdx: MAP_HOTSPOTS[code].floorIdx,
  }));
  entries.push({ mapType: 'G2P0001', programIdx: 500, floorIdx: 4 });
  return entries;
}

function byCode(floorIdx: number, entries: CheckinBanner[]) {
  return new Map(hotspotsForFloor(floorIdx, entries).map((h) => [h.code, h]));
}

describe('the hotspots of a floor', () => {
  it('link every program code to /program/{programIdx} and every zone code to /seongsu/{id}', () => {
    const entries = allEntries();
    for (const floorIdx of [1, 2, 3, 4]) {
      for (const hotspot of hotspotsForFloor(floorIdx, entries)) {
        const entry =
          entries.find((e) => e.mapType === hotspot.code && e.floorIdx === floorIdx) ??
          entries.find((e) => e.mapType === hotspot.code);
        const id = entry!.programIdx;
        const expected =
          hotspot.code === 'G1P0001'
            ? { type: 'sheet', programIdx: id }
            : {
                type: 'link',
                href: hotspot.kind === 'program' ? `/program/${id}` : `/seongsu/${id}`,
              };
        expect(hotspot.action, hotspot.code).toEqual(expected);
        expect(hotspot.kind).toBe(MAP_HOTSPOTS[hotspot.code].kind);
      }
    }
  });

  it('draw every code of spec 000 §2, G2P0001 on 2F and on the rooftop', () => {
    const entries = allEntries();
    const drawn = [1, 2, 3, 4].flatMap((f) => hotspotsForFloor(f, entries).map((h) => h.code));
    expect(new Set(drawn)).toEqual(new Set(MAP_HOTSPOT_CODES));
    expect(drawn.filter((code) => code === 'G2P0001')).toHaveLength(2);
  });

  it("take the rooftop's own G2P0001 entry there, and 2F's on 2F", () => {
    const entries = allEntries();
    const twoF = byCode(3, entries).get('G2P0001');
    expect(twoF?.action).toEqual({ type: 'link', href: `/program/${100 + 8}` });
    expect(byCode(4, entries).get('G2P0001')?.action).toEqual({
      type: 'link',
      href: '/program/500',
    });
  });

  it("fall back to another floor's entry of the same code", () => {
    const entries = allEntries().filter((e) => !(e.mapType === 'G2P0001' && e.floorIdx === 4));
    expect(byCode(4, entries).get('G2P0001')?.action).toEqual({
      type: 'link',
      href: `/program/${100 + 8}`,
    });
  });

  it('leave out program pins without an entry and keep zones as plain name tags', () => {
    const missing = new Set<MapHotspotCode>(['G1P0002', 'G1Z0002']);
    const entries = allEntries().filter((e) => !missing.has(e.mapType));
    const floor1F = byCode(2, entries);
    expect(floor1F.has('G1P0002')).toBe(false);
    expect(floor1F.get('G1Z0002')).toMatchObject({ kind: 'zone', action: null });
    expect(floor1F.get('G1Z0001')?.action).toEqual({ type: 'link', href: '/seongsu/106' });
  });

  it('treat an entry without a usable id as missing', () => {
    const entries: CheckinBanner[] = [
      { mapType: 'B1P0001', programIdx: 0, floorIdx: 1 },
      { mapType: 'B1Z0001', programIdx: -3, floorIdx: 1 },
    ];
    const b1 = byCode(1, entries);
    expect(b1.has('B1P0001')).toBe(false);
    expect(b1.get('B1Z0001')?.action).toBeNull();
  });

  it('draw nothing on a floor without a drawing', () => {
    expect(hotspotsForFloor(7, allEntries())).toEqual([]);
  });
});
