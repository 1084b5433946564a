import { seoulToday } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { imageKinds } from '../../lib/media-paths';
import { buildBanners, buildMainBanners, buildMapHotspots, mainBannerLayouts } from './banners';
import { buildZones } from './floors-zones';
import { buildPrograms } from './programs';

const now = new Date('2026-05-13T03:00:00Z'); // 12:00 in Seoul
const today = seoulToday(now);
const programs = buildPrograms(today).programs;
const zones = buildZones();

describe('main banners', () => {
  it('fills slots a1–a4, b1–b4, c1–c4 and d1–d4', () => {
    expect(buildMainBanners().map((b) => b.slotCode)).toEqual(
      ['a', 'b', 'c', 'd'].flatMap((letter) => [1, 2, 3, 4].map((n) => `${letter}${n}`)),
    );
  });

  it('mixes LINK and PROGRAM actions, each with its target and an alt text', () => {
    const rows = buildMainBanners();
    expect(new Set(rows.map((r) => r.actionType))).toEqual(new Set(['LINK', 'PROGRAM']));
    for (const row of rows) {
      expect(row.alt).toMatch(/[가-힣]/);
      if (row.actionType === 'LINK') expect(row.linkUrl).toMatch(/^\/[^/]/);
      else expect(programs.some((p) => p.programIdx === row.programIdx)).toBe(true);
    }
  });

  it('gives each tile the shape its layout needs, and every layout fills nine cells', () => {
    // One large (2x2) and one small (1x1) square, one wide (2x1), one tall (1x2): 4+1+2+2 = 9.
    for (const kinds of Object.values(mainBannerLayouts)) {
      expect([...kinds].sort()).toEqual(['main-square', 'main-square', 'main-tall', 'main-wide']);
    }
    for (const row of buildMainBanners()) {
      const letter = row.slotCode[0] as keyof typeof mainBannerLayouts;
      const kind = mainBannerLayouts[letter][Number(row.slotCode[1]) - 1];
      expect(row.savePath.startsWith(`/media/${kind}/`)).toBe(true);
    }
  });
});

describe('banners', () => {
  const rows = buildBanners(now, today);
  const liveNow = (b: (typeof rows)[number]) =>
    (!b.startAt || b.startAt <= now) && (!b.endAt || b.endAt >= now);

  it('has every kind: at least 3 live promotions, a bottom sheet, 3 popups, 2 side-menu and a QR banner', () => {
    const live = rows.filter(liveNow);
    const count = (type: string) => live.filter((b) => b.bannerType === type).length;
    expect(count('BANNER')).toBeGreaterThanOrEqual(3);
    expect(count('BOTTOM')).toBe(1);
    expect(count('POPUP')).toBe(3);
    expect(count('LNB')).toBeGreaterThanOrEqual(2);
    expect(count('QR')).toBeGreaterThanOrEqual(1);
  });

  it('has promotions for everyone, for guests only and for members only', () => {
    const audiences = rows.filter((b) => b.bannerType === 'BANNER').map((b) => b.audience);
    expect(new Set(audiences)).toEqual(new Set(['ALL', 'GUEST', 'MEMBER']));
  });

  it('has one popup of each slide type: img, imageText and text', () => {
    const popupType = (b: (typeof rows)[number]) =>
      b.savePath && b.popupDescription ? 'imageText' : b.savePath ? 'img' : 'text';
    expect(
      rows
        .filter((b) => b.bannerType === 'POPUP')
        .map(popupType)
        .sort(),
    ).toEqual(['imageText', 'img', 'text']);
  });

  it('keeps one promotion not yet started and one already ended', () => {
    const promotions = rows.filter((b) => b.bannerType === 'BANNER');
    expect(promotions.some((b) => b.startAt && b.startAt > now)).toBe(true);
    expect(promotions.some((b) => b.endAt && b.endAt < now)).toBe(true);
  });

  it('uses the image kind of its banner type', () => {
    const kindOf = { BANNER: 'banner', BOTTOM: 'bottom', POPUP: 'popup', LNB: 'lnb', QR: 'qr' };
    for (const banner of rows) {
      if (banner.savePath)
        expect(banner.savePath.startsWith(`/media/${kindOf[banner.bannerType]}/`)).toBe(true);
      expect(Object.keys(imageKinds)).toContain(kindOf[banner.bannerType]);
    }
  });
});

describe('map hotspots', () => {
  const hotspots = buildMapHotspots();
  const codesOn = (floorIdx: number) =>
    hotspots
      .filter((h) => h.floorIdx === floorIdx)
      .map((h) => h.mapType)
      .sort();

  it('has every mapType code of spec 000 §2 on its floor, G2P0001 also on the rooftop', () => {
    expect(codesOn(1)).toEqual(['B1P0001', 'B1P0002', 'B1Z0001', 'B1Z0002']);
    expect(codesOn(2)).toEqual(['G1P0001', 'G1P0002', 'G1Z0001', 'G1Z0002']);
    expect(codesOn(3)).toEqual([
      'G2P0001',
      'G2P0002',
      'G2P0003',
      'G2P0004',
      'G2Z0001',
      'G2Z0002',
      'G2Z0003',
    ]);
    expect(codesOn(4)).toEqual(['G2P0001', 'G3Z0001', 'G3Z0002', 'G3Z0003', 'G3Z0004']);
  });

  it('points program codes at a program and zone codes at the spec-named zone of that floor', () => {
    const zoneCodes: Record<string, string> = {
      B1Z0001: 'The Stage',
      B1Z0002: 'Goods Zone',
      G1Z0001: 'Main Hall',
      G1Z0002: 'Way To Light',
      G2Z0001: 'Flex Hall',
      G2Z0002: 'The Lounge',
      G2Z0003: 'AI Circle',
      G3Z0001: 'The Rooftop',
      G3Z0002: 'The Ground',
      G3Z0003: 'The Archive',
      G3Z0004: 'The Garden',
    };
    for (const hotspot of hotspots) {
      if (hotspot.mapType.charAt(2) === 'P') {
        expect(hotspot.zoneIdx).toBeNull();
        const program = programs.find((p) => p.programIdx === hotspot.programIdx);
        const zone = zones.find((z) => z.zoneIdx === program?.zoneIdx);
        expect(zone?.floorIdx, hotspot.mapType).toBe(hotspot.floorIdx);
      } else {
        expect(hotspot.programIdx).toBeNull();
        const zone = zones.find((z) => z.zoneIdx === hotspot.zoneIdx);
        expect(zone?.zoneNameEn).toBe(zoneCodes[hotspot.mapType]);
        expect(zone?.floorIdx).toBe(hotspot.floorIdx);
      }
    }
  });

  it('opens a Main Hall program from G1P0001', () => {
    const g1p1 = hotspots.find((h) => h.mapType === 'G1P0001');
    const program = programs.find((p) => p.programIdx === g1p1?.programIdx);
    expect(zones.find((z) => z.zoneIdx === program?.zoneIdx)?.zoneNameEn).toBe('Main Hall');
  });
});
