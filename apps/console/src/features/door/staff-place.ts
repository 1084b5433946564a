import type { StaffPlaces } from '@venue/contract';

/**
 * Where the scanner checks members in: the entrance (the default), a zone or a program. The
 * choice is kept in sessionStorage, so a reload keeps it but a new shift (a new tab) starts at
 * the entrance.
 */
export type StaffPlace =
  | { type: 'ENTRANCE' }
  | { type: 'ZONE'; zoneIdx: number }
  | { type: 'PROGRAM'; programIdx: number };

export const ENTRANCE: StaffPlace = { type: 'ENTRANCE' };
export const STAFF_PLACE_STORAGE_KEY = 'staffPlace';

/** The <select> value of a place: entrance, zone:3, program:12. */
export function placeKey(place: StaffPlace): string {
  if (place.type === 'ZONE') return `zone:${place.zoneIdx}`;
  if (place.type === 'PROGRAM') return `program:${place.programIdx}`;
  return 'entrance';
}

export function parsePlaceKey(key: string | null): StaffPlace {
  const match = /^(zone|program):([1-9]\d{0,9})$/.exec(key ?? '');
  if (!match) return ENTRANCE;
  const id = Number(match[2]);
  return match[1] === 'zone' ? { type: 'ZONE', zoneIdx: id } : { type: 'PROGRAM', programIdx: id };
}

/** The place as it still exists among `places`; a remembered place that is gone is the entrance. */
export function existingPlace(place: StaffPlace, places: StaffPlaces | undefined): StaffPlace {
  if (place.type === 'ENTRANCE' || !places) return place.type === 'ENTRANCE' ? place : ENTRANCE;
  if (place.type === 'ZONE') {
    return places.zones.some((zone) => zone.zoneIdx === place.zoneIdx) ? place : ENTRANCE;
  }
  return places.programs.some((program) => program.programIdx === place.programIdx)
    ? place
    : ENTRANCE;
}

/** The place fields of the check-in body. */
export function placeBody(place: StaffPlace): { zoneIdx?: number; programIdx?: number } {
  if (place.type === 'ZONE') return { zoneIdx: place.zoneIdx };
  if (place.type === 'PROGRAM') return { programIdx: place.programIdx };
  return {};
}

export function readStoredPlace(): StaffPlace {
  try {
    return parsePlaceKey(window.sessionStorage.getItem(STAFF_PLACE_STORAGE_KEY));
  } catch {
    return ENTRANCE;
  }
}

export function storePlace(place: StaffPlace): void {
  try {
    window.sessionStorage.setItem(STAFF_PLACE_STORAGE_KEY, placeKey(place));
  } catch {
    // Storage can be off (private mode): the choice then lasts as long as the page.
  }
}
