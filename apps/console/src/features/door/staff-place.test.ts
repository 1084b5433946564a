import type { StaffPlaces } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import {
  ENTRANCE,
  existingPlace,
  parsePlaceKey,
  placeBody,
  placeKey,
  readStoredPlace,
  storePlace,
} from './staff-place';

const places: StaffPlaces = {
  zones: [{ zoneIdx: 3, zoneName: '라운지', floorName: '1F' }],
  programs: [{ programIdx: 12, programName: '향수 클래스', floorName: '2F', tutorialYn: 'Y' }],
};

describe('the scanner place', () => {
  it.each([
    [ENTRANCE, 'entrance'],
    [{ type: 'ZONE', zoneIdx: 3 } as const, 'zone:3'],
    [{ type: 'PROGRAM', programIdx: 12 } as const, 'program:12'],
  ])('%j round-trips through its key %s', (place, key) => {
    expect(placeKey(place)).toBe(key);
    expect(parsePlaceKey(key)).toEqual(place);
  });

  it.each([null, '', 'zone:', 'zone:0', 'zone:-1', 'room:3', 'program:1.5'])(
    'reads %j as the entrance',
    (key) => {
      expect(parsePlaceKey(key)).toEqual(ENTRANCE);
    },
  );

  it('falls back to the entrance when the remembered place is no longer offered', () => {
    expect(existingPlace({ type: 'ZONE', zoneIdx: 3 }, places)).toEqual({
      type: 'ZONE',
      zoneIdx: 3,
    });
    expect(existingPlace({ type: 'ZONE', zoneIdx: 4 }, places)).toEqual(ENTRANCE);
    expect(existingPlace({ type: 'PROGRAM', programIdx: 13 }, places)).toEqual(ENTRANCE);
    expect(existingPlace({ type: 'PROGRAM', programIdx: 12 }, undefined)).toEqual(ENTRANCE);
  });

  it('sends the zone or the program, and nothing for the entrance', () => {
    expect(placeBody(ENTRANCE)).toEqual({});
    expect(placeBody({ type: 'ZONE', zoneIdx: 3 })).toEqual({ zoneIdx: 3 });
    expect(placeBody({ type: 'PROGRAM', programIdx: 12 })).toEqual({ programIdx: 12 });
  });

  it('is remembered in sessionStorage', () => {
    expect(readStoredPlace()).toEqual(ENTRANCE);
    storePlace({ type: 'PROGRAM', programIdx: 12 });
    expect(window.sessionStorage.getItem('staffPlace')).toBe('program:12');
    expect(readStoredPlace()).toEqual({ type: 'PROGRAM', programIdx: 12 });
  });
});
