import { count, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember, createReserveEntry } from '../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';
import {
  banners,
  checkIns,
  consentRecords,
  faqs,
  floors,
  frequencyRewardClaims,
  frequencyRewards,
  frequencySeasons,
  frequencyStamps,
  inquiries,
  mainBanners,
  mapHotspots,
  notices,
  programInstances,
  programs,
  qrPasses,
  reserveEntries,
  surveyResponses,
  surveys,
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
      // The six terms and the privacy policy (decision 040).
      terms: 7,
    });
    const floorRows = await t.db.select().from(floors).orderBy(floors.floorIdx);
    expect(floorRows.map((f) => [f.floorIdx, f.floorName])).toEqual([
      [1, 'B1'],
      [2, '1F'],
      [3, '2F'],
      [4, 'Rooftop'],
    ]);
  });

  it('gives the same ids when reseeded and keeps the rows the app wrote', async () => {
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
    expect((await countsOf()).notices).toBe(buildDemoVenue(now).notices.length + 1);
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
    await t.db
      .update(notices)
      .set({ noticeName: '운영자가 고친 제목' })
      .where(eq(notices.noticeIdx, 1));
    // A row the demo writes late in the transaction is refused: nothing before it may stay.
    await t.db.execute(
      sql`ALTER TABLE surveys ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    const before = await countsOf();

    await expect(
      seedDemoVenue(t.db, { now: new Date(now.getTime() + 86_400_000) }),
    ).rejects.toThrow();

    expect(await countsOf()).toEqual(before);
    const [notice] = await t.db.select().from(notices).where(eq(notices.noticeIdx, 1));
    expect(notice?.noticeName).toBe('운영자가 고친 제목');
  });

  it('never deletes member data: entries, check-ins, stamps, claims, responses, consents, inquiries', async () => {
    await seedDemoVenue(t.db, { now });
    const member = await createMember(t.db);
    const userIdx = member.userIdx;
    const [instance] = await t.db
      .select()
      .from(programInstances)
      .where(sql`${programInstances.capacity} > ${programInstances.reservedCount}`)
      .limit(1);
    if (!instance) throw new Error('the demo has no instance with a capacity');
    const reservedBefore = instance.reservedCount;
    await createReserveEntry(t.db, {
      userIdx,
      programIdx: instance.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
    });
    await t.db
      .update(programInstances)
      .set({ reservedCount: reservedBefore + 1 })
      .where(eq(programInstances.programInstanceIdx, instance.programInstanceIdx));
    const [pass] = await t.db
      .insert(qrPasses)
      .values({
        userIdx,
        qrUuid: '00000000-0000-4000-8000-000000000001',
        entryCode: 'AB12CD',
        issueDate: '2026-05-13',
        verificationSeq: 'seq-1',
      })
      .returning();
    if (!pass) throw new Error('no pass');
    await t.db.insert(checkIns).values({
      userIdx,
      qrPassIdx: pass.qrPassIdx,
      visitDate: '2026-05-13',
      placeType: 'ZONE',
      placeKey: 'Z:1',
      zoneIdx: 1,
      message: { programIdx: null, tutorialYn: 'N', tutorialLink: null },
    });
    const [season] = await t.db.select().from(frequencySeasons).limit(1);
    const [reward] = await t.db.select().from(frequencyRewards).limit(1);
    if (!season || !reward) throw new Error('no season or reward');
    await t.db.insert(frequencyStamps).values({
      seasonIdx: season.seasonIdx,
      userIdx,
      earnType: 'CHECKIN',
      earnKey: 'CHECKIN:2026-05-13',
    });
    await t.db.insert(frequencyRewardClaims).values({ rewardIdx: reward.rewardIdx, userIdx });
    const [survey] = await t.db.select().from(surveys).limit(1);
    if (!survey) throw new Error('no survey');
    await t.db.insert(surveyResponses).values({ surveyIdx: survey.surveyIdx, userIdx });
    await t.db.insert(consentRecords).values({
      userIdx,
      subject: 'TERMS',
      termsCode: 'TOS001',
      termsVersion: 1,
      agreed: true,
      source: 'signup',
    });
    await t.db.insert(inquiries).values({
      userIdx,
      category: 'ETC',
      title: '문의',
      content: '내용',
      privacyAgreedAt: now,
    });
    const oneOfEach = {
      entries: 1,
      checkIns: 1,
      stamps: 1,
      claims: 1,
      responses: 1,
      consents: 1,
      inquiries: 1,
    };
    const memberRows = async () => ({
      entries: (await t.db.select().from(reserveEntries)).length,
      checkIns: (await t.db.select().from(checkIns)).length,
      stamps: (await t.db.select().from(frequencyStamps)).length,
      claims: (await t.db.select().from(frequencyRewardClaims)).length,
      responses: (await t.db.select().from(surveyResponses)).length,
      consents: (await t.db.select().from(consentRecords)).length,
      inquiries: (await t.db.select().from(inquiries)).length,
    });
    expect(await memberRows()).toEqual(oneOfEach);

    await seedDemoVenue(t.db, { now: new Date(now.getTime() + 2 * 86_400_000) });

    expect(await memberRows()).toEqual(oneOfEach);
    // The booked seat is still counted on its instance.
    const [after] = await t.db
      .select()
      .from(programInstances)
      .where(eq(programInstances.programInstanceIdx, instance.programInstanceIdx));
    expect(after?.reservedCount).toBe(reservedBefore + 1);
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
