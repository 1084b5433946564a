/**
 * Floor-map hotspots (spec 000 §2). A module of their own, apart from ./enums.ts: only the floor
 * maps need them, and the web's shared chunk with the enums is on every first visit (decision 010).
 */
export type MapHotspotKind = 'program' | 'zone';
export interface MapHotspotInfo {
  /** the floor whose map draws it (1 B1, 2 1F, 3 2F, 4 rooftop) */
  floorIdx: 1 | 2 | 3 | 4;
  /** another floor map that reuses the same code */
  alsoOnFloorIdx?: 1 | 2 | 3 | 4;
  kind: MapHotspotKind;
  /** zone codes: the zone they point at (spec 000 §2) */
  zoneName?: string;
  /** G1P0001 opens the program-guide bottom sheet instead of navigating */
  opensSheet?: boolean;
}

/**
 * Floor-map hotspot codes (spec 000 §2). Program codes (xxPnnnn) link to /program/{programIdx};
 * zone codes (xxZnnnn) link to /seongsu/{id}, the id travelling in the entry's programIdx field.
 * Where the spec lists zone names for a floor, they are given to its zone codes in order.
 */
export const MAP_HOTSPOTS = {
  B1P0001: { floorIdx: 1, kind: 'program' },
  B1P0002: { floorIdx: 1, kind: 'program' },
  B1Z0001: { floorIdx: 1, kind: 'zone', zoneName: 'The Stage' },
  B1Z0002: { floorIdx: 1, kind: 'zone', zoneName: 'Goods Zone' },
  G1P0001: { floorIdx: 2, kind: 'program', opensSheet: true },
  G1P0002: { floorIdx: 2, kind: 'program' },
  G1Z0001: { floorIdx: 2, kind: 'zone', zoneName: 'Main Hall' },
  G1Z0002: { floorIdx: 2, kind: 'zone', zoneName: 'Way To Light' },
  G2P0001: { floorIdx: 3, alsoOnFloorIdx: 4, kind: 'program' },
  G2P0002: { floorIdx: 3, kind: 'program' },
  G2P0003: { floorIdx: 3, kind: 'program' },
  G2P0004: { floorIdx: 3, kind: 'program' },
  G2Z0001: { floorIdx: 3, kind: 'zone', zoneName: 'Flex Hall' },
  G2Z0002: { floorIdx: 3, kind: 'zone', zoneName: 'The Lounge' },
  G2Z0003: { floorIdx: 3, kind: 'zone', zoneName: 'AI Circle' },
  G3Z0001: { floorIdx: 4, kind: 'zone', zoneName: 'The Rooftop' },
  G3Z0002: { floorIdx: 4, kind: 'zone', zoneName: 'The Ground' },
  G3Z0003: { floorIdx: 4, kind: 'zone', zoneName: 'The Archive' },
  G3Z0004: { floorIdx: 4, kind: 'zone', zoneName: 'The Garden' },
} as const satisfies Record<string, MapHotspotInfo>;
export type MapHotspotCode = keyof typeof MAP_HOTSPOTS;
export const MAP_HOTSPOT_CODES = Object.keys(MAP_HOTSPOTS) as [MapHotspotCode, ...MapHotspotCode[]];

/** The hotspot codes a floor map draws, including codes it borrows from another floor. */
export function hotspotCodesForFloor(floorIdx: number): MapHotspotCode[] {
  return MAP_HOTSPOT_CODES.filter((code) => {
    const info: MapHotspotInfo = MAP_HOTSPOTS[code];
    return info.floorIdx === floorIdx || info.alsoOnFloorIdx === floorIdx;
  });
}

/** Program codes (xxPnnnn) point at a program, zone codes (xxZnnnn) at a zone (spec 000 §2). */
export function hotspotKindOf(mapType: string): MapHotspotKind {
  return mapType.charAt(2) === 'P' ? 'program' : 'zone';
}

/**
 * The demo venue's floor plans: drawings the web app carries (decision 030). A floor whose plan
 * is one of these paths is drawn by the app; any other plan path is an uploaded image. Their
 * canvas is 360 × 400.
 */
export const BUILT_IN_FLOOR_PLANS = {
  '/media/plans/demo-b1.svg': 1,
  '/media/plans/demo-1f.svg': 2,
  '/media/plans/demo-2f.svg': 3,
  '/media/plans/demo-rooftop.svg': 4,
} as const;
export type BuiltInFloorPlan = keyof typeof BUILT_IN_FLOOR_PLANS;
export const BUILT_IN_PLAN_SIZE = { width: 360, height: 400 } as const;

export function isBuiltInFloorPlan(path: string): path is BuiltInFloorPlan {
  return Object.hasOwn(BUILT_IN_FLOOR_PLANS, path);
}

/**
 * The demo venue's map of its surroundings, drawn by the web app (like the built-in floor plans):
 * the location tab draws it when the venue settings' directions name this path and no Kakao map
 * is configured. Any other path is an uploaded image.
 */
export const BUILT_IN_VENUE_MAP = '/media/plans/demo-surroundings.svg';
