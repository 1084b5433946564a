import { describe, expect, it } from 'vitest';
import { mapHotspotCode, telecomCode } from '../api/enums';
import {
  isMvno,
  isTermsCodeShownFor,
  popupKind,
  reserveEntryLetterFor,
  telecomName,
  termsAgreementFlag,
  userStateOf,
} from './enums';
import { hotspotCodesForFloor, MAP_HOTSPOT_CODES, MAP_HOTSPOTS } from './map-hotspots';

describe('telecom codes', () => {
  it.each([
    ['01', 'SKT', false],
    ['02', 'KT', false],
    ['03', 'LG U+', false],
    ['04', 'SKT 알뜰폰', true],
    ['05', 'KT 알뜰폰', true],
    ['06', 'LG U+ 알뜰폰', true],
  ])('%s is %s (MVNO %s)', (code, name, mvno) => {
    expect(telecomName(code)).toBe(name);
    expect(isMvno(code)).toBe(mvno);
    expect(telecomCode.safeParse(code).success).toBe(true);
  });

  it.each(['00', '07', '1', 'toString', '', null, undefined])('%j is no carrier', (code) => {
    expect(isMvno(code)).toBe(false);
    expect(telecomCode.safeParse(code).success).toBe(false);
  });

  it('rejects an unknown carrier with a Korean message', () => {
    expect(telecomCode.safeParse('09').error?.issues[0]?.message).toBe('통신사를 선택해 주세요.');
  });
});

describe('terms codes', () => {
  it('map TOS004–TOS006 to the user agreement flags', () => {
    expect(termsAgreementFlag).toEqual({
      TOS004: 'userInfoAgreementYn',
      TOS005: 'adInfoAgreementYn',
      TOS006: 'marketingAgreementYn',
    });
  });

  it.each([
    ['TOS005', '04', true],
    ['TOS005', '06', true],
    ['TOS005', '01', false],
    ['TOS005', null, false],
    ['TOS004', '01', true],
    ['TOS006', null, true],
    ['TOS001', '02', true],
  ] as const)('%s is shown to carrier %s: %s', (code, carrier, shown) => {
    expect(isTermsCodeShownFor(code, carrier)).toBe(shown);
  });
});

describe('floor-map hotspot codes', () => {
  it('lists every code of spec 000 §2', () => {
    expect(MAP_HOTSPOT_CODES).toEqual([
      'B1P0001',
      'B1P0002',
      'B1Z0001',
      'B1Z0002',
      'G1P0001',
      'G1P0002',
      'G1Z0001',
      'G1Z0002',
      'G2P0001',
      'G2P0002',
      'G2P0003',
      'G2P0004',
      'G2Z0001',
      'G2Z0002',
      'G2Z0003',
      'G3Z0001',
      'G3Z0002',
      'G3Z0003',
      'G3Z0004',
    ]);
  });

  it('derives kind from the P or Z letter and names every zone code', () => {
    for (const code of MAP_HOTSPOT_CODES) {
      const info: { kind: string; zoneName?: string } = MAP_HOTSPOTS[code];
      expect(info.kind).toBe(code[2] === 'P' ? 'program' : 'zone');
      expect(Boolean(info.zoneName)).toBe(info.kind === 'zone');
    }
  });

  it.each([
    [1, ['B1P0001', 'B1P0002', 'B1Z0001', 'B1Z0002']],
    [2, ['G1P0001', 'G1P0002', 'G1Z0001', 'G1Z0002']],
    [3, ['G2P0001', 'G2P0002', 'G2P0003', 'G2P0004', 'G2Z0001', 'G2Z0002', 'G2Z0003']],
    [4, ['G2P0001', 'G3Z0001', 'G3Z0002', 'G3Z0003', 'G3Z0004']],
    [5, []],
  ])('floor %s draws %j (the rooftop borrows G2P0001)', (floorIdx, codes) => {
    expect(hotspotCodesForFloor(floorIdx)).toEqual(codes);
  });

  it('validates codes', () => {
    expect(mapHotspotCode.safeParse('G3Z0004').success).toBe(true);
    expect(mapHotspotCode.safeParse('G3Z0005').success).toBe(false);
  });
});

describe('small vocabularies', () => {
  it.each([
    [{ hasJwt: false, checkin: true, qrAuthYn: 'Y' }, 'notLoggedIn'],
    [{ hasJwt: true }, 'loggedIn'],
    [{ hasJwt: true, qrAuthYn: 'N' }, 'loggedIn'],
    [{ hasJwt: true, checkin: true }, 'checkedIn'],
    [{ hasJwt: true, qrAuthYn: 'Y' }, 'checkedIn'],
  ] as const)('user state of %j is %s', (input, state) => {
    expect(userStateOf(input)).toBe(state);
  });

  it.each([
    [{ savePath: '/img/a.png', popupDescription: null }, 'img'],
    [{ savePath: '/img/a.png', popupDescription: '안내' }, 'imageText'],
    [{ savePath: null, popupDescription: '안내' }, 'text'],
    [{ savePath: '/img/a.png', popupDescription: '   ' }, 'img'],
  ])('popup %j is a %s slide', (banner, kind) => {
    expect(popupKind(banner)).toBe(kind);
  });

  it.each([
    ['DEFAULT', 'D'],
    ['RESERVATION', 'R'],
    ['APPLICATION', 'A'],
    ['OTHER', 'X'],
  ])('a %s program makes ids starting with %s', (type, letter) => {
    expect(reserveEntryLetterFor(type)).toBe(letter);
  });
});
