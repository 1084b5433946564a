import { count, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';
import {
  banners,
  faqs,
  floors,
  mainBanners,
  mapHotspots,
  notices,
  programInstances,
  programs,
  terms,
  zones,
} from '../schema';
import { buildDemoVenue, isVenueEmpty, seedDemoVenue } from './index';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const now = new Date('2026-05-13T03:00:00Z'); // Wednesday 12:00 in Seoul

async function countsOf() {
  const tables = {
    floors,
    zones,
    programs,
    programInstances,
    mainBanners,
    banners,
    mapHotspots,
    notices,
    faqs,
    terms,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    result[name] = row?.n ?? -1;
  }
  return result;
}

describe('seedDemoVenue', () => {
  it('fills an empty database with the whole demo venue', async () => {
    expect(await isVenueEmpty(t.db)).toBe(true);

    await seedDemoVenue(t.db, { now });

    expect(await isVenueEmpty(t.db)).toBe(false);
    const venue = buildDemoVenue(now);
    expect(await countsOf()).toEqual({
      floors: 4,
      zones: 11,
      programs: venue.programs.length,
      programInstances: venue.programInstances.length,
      mainBanners: 16,
      banners: venue.banners.length,
      mapHotspots: 20,
      notices: venue.notices.length,
      faqs: venue.faqs.length,
      terms: 6,
    });
    const floorRows = await t.db.select().from(floors).orderBy(floors.floorIdx);
    expect(floorRows.map((f) => [f.floorIdx, f.floorName])).toEqual([
      [1, 'B1'],
      [2, '1F'],
      [3, '2F'],
      [4, 'Rooftop'],
    ]);
  });

  it('gives the same ids when reseeded, even after the app wrote rows of its own', async () => {
    await seedDemoVenue(t.db, { now });
    const idsOf = async () => ({
      programs: await t.db
        .select({ id: programs.programIdx, name: programs.programName })
        .from(programs)
        .orderBy(programs.programIdx),
      zones: await t.db
        .select({ id: zones.zoneIdx, name: zones.zoneName })
        .from(zones)
        .orderBy(zones.zoneIdx),
      instances: (
        await t.db
          .select({ id: programInstances.programInstanceIdx })
          .from(programInstances)
          .orderBy(programInstances.programInstanceIdx)
      ).map((r) => r.id),
    });
    const first = await idsOf();
    await t.db
      .insert(notices)
      .values({ noticeName: '운영 중 추가된 공지', noticeContent: '<p>추가</p>' });

    await seedDemoVenue(t.db, { now: new Date(now.getTime() + 3 * 86_400_000) });

    expect(await idsOf()).toEqual(first);
    expect((await countsOf()).notices).toBe(buildDemoVenue(now).notices.length);
  });

  it('moves the sequences past the seeded ids, so the next row the app writes gets a fresh id', async () => {
    await seedDemoVenue(t.db, { now });
    const [floor] = await t.db
      .insert(floors)
      .values({ floorName: '3F', floorLabel: '3층', sortIndex: 5 })
      .returning();
    expect(floor?.floorIdx).toBe(5);
    const [program] = await t.db
      .insert(programs)
      .values({
        programCategoryIdx: 1,
        programName: '새 프로그램',
        savePath: '/media/program/new.svg',
        programType: 'DEFAULT',
        status: 'OPEN',
        scheduleType: 'ALWAYS',
        periodType: 'UNLIMIT',
      })
      .returning();
    expect(program?.programIdx).toBe(buildDemoVenue(now).programs.length + 1);
  });

  it('leaves the old content untouched when the reseed fails', async () => {
    await seedDemoVenue(t.db, { now });
    // A table the delete list does not know about that references programs, as a later
    // feature's entries table would: TRUNCATE without CASCADE refuses, and nothing changes.
    await t.db.execute(
      sql`CREATE TABLE probe_entries (program_idx integer REFERENCES programs (program_idx))`,
    );
    await t.db
      .insert(notices)
      .values({ noticeName: '남아 있어야 하는 공지', noticeContent: '<p>남음</p>' });
    const before = await countsOf();

    await expect(seedDemoVenue(t.db, { now })).rejects.toThrow();

    expect(await countsOf()).toEqual(before);
  });

  it('serves the seeded venue through the public list calls', async () => {
    await seedDemoVenue(t.db, { now: new Date() });

    const floorList = await postJson(t.app, '/api/floors/list', {});
    expect(floorList.statusCode).toBe(200);
    expect(floorList.body.data).toHaveLength(4);

    const zoneList = await t.app.inject({ method: 'GET', url: '/api/zone/list' });
    expect(zoneList.statusCode).toBe(200);

    const noticeList = await postJson(t.app, '/api/notice/list', {});
    expect(noticeList.statusCode).toBe(200);
    expect(noticeList.body.data[0].fixedYn).toBe('Y');

    const faqList = await postJson(t.app, '/api/faq/list', {});
    expect(faqList.statusCode).toBe(200);
    expect(faqList.body.data.length).toBeGreaterThanOrEqual(14);

    const termsList = await postJson(t.app, '/api/terms/list', {});
    expect(termsList.statusCode).toBe(200);
    expect(termsList.body.data.map((term: { termsCode: string }) => term.termsCode)).toEqual([
      'TOS001',
      'TOS002',
      'TOS003',
      'TOS004',
      'TOS005',
      'TOS006',
    ]);

    const bannerList = await postJson(t.app, '/api/banner/list', {});
    expect(bannerList.statusCode).toBe(200);
    expect(bannerList.body.data.length).toBeGreaterThan(0);
  });
});
