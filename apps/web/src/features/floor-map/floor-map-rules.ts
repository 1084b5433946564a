import type { CheckinBanner, Floor } from '@venue/contract';
import {
  DEFAULT_HOME_MAP_FLOOR_IDX,
  hotspotKindOf,
  MAP_HOTSPOTS,
  type MapHotspotInfo,
} from '@venue/contract/domain';
import { paths } from '../../config/paths';

/**
 * The floor a map shows (spec 000 §2 Floor map, §9): the requested floor when the server lists
 * it; else floorIdx 2 when listed and it has a plan; else the first floor in display order with a
 * plan (a new venue's floor 2 may have none yet, and the map opened on an empty floor);
 * else floor 2, else the first floor; null without floors.
 */
export function resolveFloorIdx(
  floors: readonly (Pick<Floor, 'floorIdx' | 'index'> & { plan?: Floor['plan'] })[],
  requested: number | null | undefined,
): number | null {
  if (requested != null && floors.some((floor) => floor.floorIdx === requested)) return requested;
  const ordered = sortFloors(floors);
  const preferred = ordered.find((floor) => floor.floorIdx === DEFAULT_HOME_MAP_FLOOR_IDX);
  if (preferred?.plan) return preferred.floorIdx;
  const drawn = ordered.find((floor) => floor.plan);
  return (drawn ?? preferred ?? ordered[0])?.floorIdx ?? null;
}

/** Floors in the server's display order (`index`), for the tabs. */
export function sortFloors<T extends Pick<Floor, 'index'>>(floors: readonly T[]): T[] {
  return [...floors].sort((a, b) => a.index - b.index);
}

export type MapHotspotAction =
  | { type: 'link'; href: string }
  /** G1P0001: the program guide sheet of this program instead of a page */
  | { type: 'sheet'; programIdx: number };

export type MapHotspot = {
  code: string;
  kind: 'program' | 'zone';
  /** the name on the map (the room, or the spot in a room) and its English name */
  label: string;
  labelEn: string | null;
  /** where it is on the plan, in percent of the plan's width and height */
  box: { left: number; top: number; width: number; height: number };
  action: MapHotspotAction;
};

const isId = (value: number) => Number.isSafeInteger(value) && value > 0;
const percent = (fraction: number) => Math.round(fraction * 100_000) / 1000;

/**
 * The hotspots of one floor (decision 030): the server's entries of that floor
 * (POST /api/checkin/banner/list) that have a rectangle on the plan. Program codes (xxPnnnn) link
 * to /program/{programIdx} (G1P0001 opens the guide sheet instead, spec 000 §2); zone codes link
 * to /seongsu/{programIdx}, the zone id travelling in that field. An entry without a usable id
 * or without a rectangle is not drawn.
 */
export function hotspotsForFloor(
  floorIdx: number,
  entries: readonly CheckinBanner[],
): MapHotspot[] {
  const hotspots: MapHotspot[] = [];
  for (const entry of entries) {
    const { rect } = entry;
    if (entry.floorIdx !== floorIdx || rect === null || !isId(entry.programIdx)) continue;
    const kind = hotspotKindOf(entry.mapType);
    const id = entry.programIdx;
    const info: MapHotspotInfo | undefined = Object.hasOwn(MAP_HOTSPOTS, entry.mapType)
      ? MAP_HOTSPOTS[entry.mapType as keyof typeof MAP_HOTSPOTS]
      : undefined;
    const action: MapHotspotAction =
      kind === 'zone'
        ? { type: 'link', href: paths.seongsu.zone.getHref(id) }
        : info?.opensSheet
          ? { type: 'sheet', programIdx: id }
          : { type: 'link', href: paths.program.detail.getHref(id) };
    hotspots.push({
      code: entry.mapType,
      kind,
      label: entry.label,
      labelEn: entry.labelEn,
      box: {
        left: percent(rect.x),
        top: percent(rect.y),
        width: percent(rect.width),
        height: percent(rect.height),
      },
      action,
    });
  }
  return hotspots;
}
