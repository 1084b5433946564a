import type { CheckinBanner, Floor } from '@venue/contract';
import { DEFAULT_HOME_MAP_FLOOR_IDX, MAP_HOTSPOTS } from '@venue/contract/domain';
import { paths } from '../../config/paths';
import { type HotspotPlacement, placementsForFloor } from './hotspot-placements';

/**
 * The floor a map shows (spec 000 §2 Floor map, §9): the requested floor when the server lists
 * it, else floorIdx 2 when listed, else the first floor in display order; null without floors.
 */
export function resolveFloorIdx(
  floors: readonly Pick<Floor, 'floorIdx' | 'index'>[],
  requested: number | null | undefined,
): number | null {
  if (requested != null && floors.some((floor) => floor.floorIdx === requested)) return requested;
  if (floors.some((floor) => floor.floorIdx === DEFAULT_HOME_MAP_FLOOR_IDX)) {
    return DEFAULT_HOME_MAP_FLOOR_IDX;
  }
  return sortFloors(floors)[0]?.floorIdx ?? null;
}

/** Floors in the server's display order (`index`), for the tabs. */
export function sortFloors<T extends Pick<Floor, 'index'>>(floors: readonly T[]): T[] {
  return [...floors].sort((a, b) => a.index - b.index);
}

export type MapHotspotAction =
  | { type: 'link'; href: string }
  /** G1P0001: the program guide sheet of this program instead of a page */
  | { type: 'sheet'; programIdx: number };

export type MapHotspot = HotspotPlacement & {
  kind: 'program' | 'zone';
  /** null: the server has no entry for this code, so the room is a plain name tag */
  action: MapHotspotAction | null;
};

const isId = (value: number) => Number.isSafeInteger(value) && value > 0;

/**
 * The hotspots of one floor's drawing, joined with the server's entries
 * (POST /api/checkin/banner/list). An entry of the same floor wins; otherwise any entry of the
 * code is used, so a code one map borrows from another (the rooftop's G2P0001) still works when
 * the CMS filed it once. Program codes link to /program/{programIdx} (G1P0001 opens the guide
 * sheet instead); zone codes link to /seongsu/{programIdx}, the zone id travelling in that field
 * (spec 000 §2). Without an entry a program pin is left out, while a zone keeps its name tag
 * without a link: the room is still part of the plan.
 */
export function hotspotsForFloor(
  floorIdx: number,
  entries: readonly CheckinBanner[],
): MapHotspot[] {
  const hotspots: MapHotspot[] = [];
  for (const placement of placementsForFloor(floorIdx)) {
    const info = MAP_HOTSPOTS[placement.code];
    const sameCode = entries.filter((entry) => entry.mapType === placement.code);
    const entry = sameCode.find((e) => e.floorIdx === floorIdx) ?? sameCode[0];
    const id = entry && isId(entry.programIdx) ? entry.programIdx : null;
    if (info.kind === 'program') {
      if (id === null) continue;
      const action: MapHotspotAction =
        'opensSheet' in info && info.opensSheet
          ? { type: 'sheet', programIdx: id }
          : { type: 'link', href: paths.program.detail.getHref(id) };
      hotspots.push({ ...placement, kind: 'program', action });
    } else {
      const action: MapHotspotAction | null =
        id === null ? null : { type: 'link', href: paths.seongsu.zone.getHref(id) };
      hotspots.push({ ...placement, kind: 'zone', action });
    }
  }
  return hotspots;
}
