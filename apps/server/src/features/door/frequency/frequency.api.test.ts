import { addDays, seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
  createZone,
} from '../../../../test/factories';
import { issueQr, memberFor } from '../../../../test/qr-pass';
import { adult, type Person } from '../../../../test/signup-flow';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { frequencyRewards, frequencySeasons, frequencyStamps } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';

let t: TestApp;
let staffCookie: string;
const today = seoulToday(new Date());

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
  const operator = await createOperator(t.db, { role: 'STAFF' });
  staffCookie = await staffLogin(t.app, operator.loginId, operator.password);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(frequencySeasons);
  t.app.readCache.invalidate();
});

async function createSeason(
  overrides: Partial<typeof frequencySeasons.$inferInsert> & { startDate: string; endDate: string },
) {
  const [season] = await t.db
    .insert(frequencySeasons)
    .values({
      title: '테스트 시즌',
      summary: '요약',
      methodHtml: '<p>방법</p>',
      imagePath: '/media/banner/draw-tour-test.svg',
      stampGoal: 4,
      ...overrides,
    })
    .returning();
  if (!season) throw new Error('no season');
  await t.db.insert(frequencyRewards).values([
    {
      seasonIdx: season.seasonIdx,
      requiredStamps: 1,
      title: '첫 도장 선물',
      imagePath: '/media/main-square/r1.svg',
    },
    {
      seasonIdx: season.seasonIdx,
      requiredStamps: 3,
      title: '세 도장 선물',
      imagePath: '/media/main-square/r3.svg',
    },
  ]);
  return season;
}

const liveSeason = () =>
  createSeason({ startDate: addDays(today, -7), endDate: addDays(today, 7) });

async function tokenOf(member: { userIdx: number; tokenVersion: number }) {
  return signMemberToken(memberTokenKey(t.config), member);
}

const call = (url: string, body: unknown, token?: string) =>
  postJson(t.app, url, body, token ? { 'x-access-token': token } : {});

let phoneCounter = 0;
/** Telecom 01 numbers ending in an even digit are N-service members in the sandbox. */
function phone(even: boolean) {
  phoneCounter += 1;
  return `0107${String(100000 + phoneCounter).slice(-6)}${even ? '2' : '3'}`;
}

describe('POST /api/frequency/earn (NSERVICE)', () => {
  it('earns one NSERVICE stamp a day for an N-service member; a second call answers ALREADY_EARNED', async () => {
    await liveSeason();
    const member = await createMember(t.db, { telecomCode: '01', phoneNumber: phone(true) });
    const token = await tokenOf(member);

    const first = await call(
      '/api/frequency/earn',
      { userIdx: member.userIdx, earnType: 'NSERVICE' },
      token,
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body.data).toEqual({
      earnType: 'NSERVICE',
      earnedYn: 'Y',
      reason: null,
      stampCnt: 1,
    });

    const again = await call(
      '/api/frequency/earn',
      { userIdx: member.userIdx, earnType: 'NSERVICE' },
      token,
    );
    expect(again.body.data).toEqual({
      earnType: 'NSERVICE',
      earnedYn: 'N',
      reason: 'ALREADY_EARNED',
      stampCnt: 1,
    });
    const now = await call('/api/frequency/now', {}, token);
    expect(now.body.data.stampList).toEqual([
      expect.objectContaining({ earnType: 'NSERVICE', earnDate: today, programName: null }),
    ]);
  });

  it('needs the N-service check to pass: a member without the service earns nothing', async () => {
    await liveSeason();
    const member = await createMember(t.db, { telecomCode: '01', phoneNumber: phone(false) });
    const other = await createMember(t.db, { telecomCode: '02', phoneNumber: phone(true) });
    for (const m of [member, other]) {
      const answer = await call(
        '/api/frequency/earn',
        { userIdx: m.userIdx, earnType: 'NSERVICE' },
        await tokenOf(m),
      );
      expect(answer.body.data).toMatchObject({ earnedYn: 'N', reason: 'NSERVICE_NOT_PASSED' });
    }
    expect(await t.db.select().from(frequencyStamps)).toHaveLength(0);
  });

  it('refuses another member’s userIdx with 403, and guests with 401', async () => {
    await liveSeason();
    const member = await createMember(t.db, { telecomCode: '01', phoneNumber: phone(true) });
    const other = await createMember(t.db, { telecomCode: '01', phoneNumber: phone(true) });
    const forbidden = await call(
      '/api/frequency/earn',
      { userIdx: other.userIdx, earnType: 'NSERVICE' },
      await tokenOf(member),
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body.success).toBe(false);
    const guest = await call('/api/frequency/earn', {
      userIdx: member.userIdx,
      earnType: 'NSERVICE',
    });
    expect(guest.statusCode).toBe(401);
    expect(await t.db.select().from(frequencyStamps)).toHaveLength(0);
  });

  it('earns nothing outside a live season (only ended or future seasons)', async () => {
    await createSeason({ startDate: addDays(today, -60), endDate: addDays(today, -1) });
    await createSeason({ startDate: addDays(today, 1), endDate: addDays(today, 30) });
    const member = await createMember(t.db, { telecomCode: '01', phoneNumber: phone(true) });
    const token = await tokenOf(member);
    const answer = await call(
      '/api/frequency/earn',
      { userIdx: member.userIdx, earnType: 'NSERVICE' },
      token,
    );
    expect(answer.body.data).toEqual({
      earnType: 'NSERVICE',
      earnedYn: 'N',
      reason: 'NO_LIVE_SEASON',
      stampCnt: 0,
    });
    const now = await call('/api/frequency/now', {}, token);
    expect(now.body.data).toMatchObject({ season: null, stampList: [], stampCnt: 0 });
  });
});

let personCounter = 0;
function newPerson(): Person {
  personCounter += 1;
  return {
    ...adult,
    name: `박${String.fromCharCode(0xac00 + personCounter)}별`,
    phoneNumber: `0108${String(1000000 + personCounter).slice(-7)}`,
  };
}

async function checkIn(body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/checkin',
    payload: body,
    headers: { cookie: staffCookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('stamps from check-ins (POST /api/staff/checkin)', () => {
  it('the first check-in of a day earns one CHECKIN stamp; more places that day earn no more', async () => {
    await liveSeason();
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const zone = await createZone(t.db);

    await checkIn({ qrValue: qr.qrUuid });
    await checkIn({ qrValue: qr.qrUuid, zoneIdx: zone.zoneIdx });
    await checkIn({ qrValue: qr.qrUuid }); // ALREADY_CHECKED_IN

    const stamps = await t.db
      .select()
      .from(frequencyStamps)
      .where(eq(frequencyStamps.userIdx, member.userIdx));
    expect(stamps.map((s) => [s.earnType, s.earnKey])).toEqual([['CHECKIN', `CHECKIN:${today}`]]);
    const now = await call('/api/frequency/now', {}, token);
    expect(now.body.data).toMatchObject({ stampCnt: 1, checkedInTodayYn: 'Y' });
    expect(now.body.data.rewardList.map((r: { unlockedYn: string }) => r.unlockedYn)).toEqual([
      'Y',
      'N',
    ]);
    expect(now.body.data.nextReward).toMatchObject({ requiredStamps: 3, remainingStamps: 2 });
  });

  it('a program check-in that completes the member’s reservation earns a PROGRAM stamp with its name', async () => {
    await liveSeason();
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const program = await createProgram(t.db, { programName: '빛의 산책' });
    const instance = await createProgramInstance(t.db, program.programIdx, { execDate: today });
    await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
    });
    const unbooked = await createProgram(t.db, { programName: '예약 없는 프로그램' });

    await checkIn({ qrValue: qr.qrUuid, programIdx: program.programIdx });
    await checkIn({ qrValue: qr.qrUuid, programIdx: unbooked.programIdx });

    const now = await call('/api/frequency/now', {}, token);
    expect(
      now.body.data.stampList.map((s: { earnType: string; programName: string | null }) => [
        s.earnType,
        s.programName,
      ]),
    ).toEqual([
      ['CHECKIN', null],
      ['PROGRAM', '빛의 산책'],
    ]);
  });

  it('a check-in outside a live season earns no stamp', async () => {
    await createSeason({ startDate: addDays(today, -30), endDate: addDays(today, -1) });
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    await checkIn({ qrValue: qr.qrUuid });
    expect(
      await t.db.select().from(frequencyStamps).where(eq(frequencyStamps.userIdx, member.userIdx)),
    ).toHaveLength(0);
  });
});

describe('POST /api/frequency/past and /detail', () => {
  it('lists ended seasons newest first with my stamp count and unlocked rewards', async () => {
    const older = await createSeason({
      title: '시즌 A',
      startDate: addDays(today, -90),
      endDate: addDays(today, -60),
    });
    const newer = await createSeason({
      title: '시즌 B',
      startDate: addDays(today, -50),
      endDate: addDays(today, -10),
    });
    await liveSeason();
    const member = await createMember(t.db);
    await t.db.insert(frequencyStamps).values([
      {
        seasonIdx: newer.seasonIdx,
        userIdx: member.userIdx,
        earnType: 'CHECKIN',
        earnKey: 'CHECKIN:a',
      },
      {
        seasonIdx: newer.seasonIdx,
        userIdx: member.userIdx,
        earnType: 'CHECKIN',
        earnKey: 'CHECKIN:b',
      },
    ]);
    const past = await call('/api/frequency/past', {}, await tokenOf(member));
    expect(past.statusCode).toBe(200);
    expect(past.headers['cache-control']).toBe('private, no-store');
    expect(past.body.data.seasonList).toEqual([
      expect.objectContaining({
        seasonIdx: newer.seasonIdx,
        stampCnt: 2,
        rewardCnt: 2,
        unlockedRewardCnt: 1,
      }),
      expect.objectContaining({ seasonIdx: older.seasonIdx, stampCnt: 0, unlockedRewardCnt: 0 }),
    ]);
  });

  it('answers a started season’s public fields; future, hidden or unknown seasons are 404', async () => {
    const live = await liveSeason();
    const future = await createSeason({ startDate: addDays(today, 3), endDate: addDays(today, 9) });
    const hidden = await createSeason({
      startDate: addDays(today, -3),
      endDate: addDays(today, 9),
      displayYn: false,
    });
    const token = await tokenOf(await createMember(t.db));
    const detail = await call('/api/frequency/detail', { seasonIdx: live.seasonIdx }, token);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data).toMatchObject({
      seasonIdx: live.seasonIdx,
      stampGoal: 4,
      rewardList: [
        expect.objectContaining({ requiredStamps: 1 }),
        expect.objectContaining({ requiredStamps: 3 }),
      ],
    });
    expect(detail.body.data).not.toHaveProperty('stampList');
    for (const seasonIdx of [future.seasonIdx, hidden.seasonIdx, 999_999]) {
      const missing = await call('/api/frequency/detail', { seasonIdx }, token);
      expect(missing.statusCode).toBe(404);
      expect(missing.body.message).toBe('드로우 투어 시즌 정보를 찾을 수 없어요.');
    }
    const bad = await call('/api/frequency/detail', { seasonIdx: 'abc' }, token);
    expect(bad.statusCode).toBe(400);
  });
});
