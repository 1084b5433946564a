import { addDays, seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import { issueQr, memberFor } from '../../../../test/qr-pass';
import { adult, type Person } from '../../../../test/signup-flow';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import {
  frequencyRewardClaims,
  frequencyRewards,
  frequencySeasons,
  frequencyStamps,
  qrPasses,
  users,
} from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';

let t: TestApp;
let staffCookie: string;
let otherDeskCookie: string;
const today = seoulToday(new Date());

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
  const operator = await createOperator(t.db, { role: 'STAFF' });
  staffCookie = await staffLogin(t.app, operator.loginId, operator.password);
  const second = await createOperator(t.db, { role: 'STAFF' });
  otherDeskCookie = await staffLogin(t.app, second.loginId, second.password);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(frequencySeasons);
});

/** A season with rewards at 1 and 3 stamps; live by default. */
async function createSeason(dates = { startDate: addDays(today, -7), endDate: addDays(today, 7) }) {
  const [season] = await t.db
    .insert(frequencySeasons)
    .values({
      title: '가을 드로우 투어',
      imagePath: '/media/banner/draw-tour-test.svg',
      stampGoal: 4,
      ...dates,
    })
    .returning();
  if (!season) throw new Error('no season');
  const rewards = await t.db
    .insert(frequencyRewards)
    .values([
      { seasonIdx: season.seasonIdx, requiredStamps: 1, title: '엽서 세트', imagePath: '/r1.svg' },
      { seasonIdx: season.seasonIdx, requiredStamps: 3, title: '에코백', imagePath: '/r3.svg' },
    ])
    .returning();
  const [first, third] = rewards.sort((a, b) => a.requiredStamps - b.requiredStamps);
  if (!first || !third) throw new Error('no rewards');
  return { season, first, third };
}

async function giveStamps(seasonIdx: number, userIdx: number, n: number) {
  if (n === 0) return;
  await t.db.insert(frequencyStamps).values(
    Array.from({ length: n }, (_, i) => ({
      seasonIdx,
      userIdx,
      earnType: 'CHECKIN',
      earnKey: `CHECKIN:${addDays(today, -i)}`,
    })),
  );
}

let personCounter = 0;
function newPerson(): Person {
  personCounter += 1;
  return {
    ...adult,
    name: `한${String.fromCharCode(0xac00 + personCounter)}솔`,
    phoneNumber: `0109${String(1000000 + personCounter).slice(-7)}`,
  };
}

/** A member with today's QR pass. */
async function memberWithQr() {
  const person = newPerson();
  const { member, token } = await memberFor(t, person);
  const qr = await issueQr(t, person, token);
  return { member, token, qr, person };
}

const desk = (url: string, body: object, cookie = staffCookie) =>
  t.app.inject({ method: 'POST', url, payload: body, headers: { cookie } }).then((r) => ({
    statusCode: r.statusCode,
    headers: r.headers,
    body: r.json(),
  }));

describe('POST /api/staff/frequency/member', () => {
  it('shows the member behind a scanned QR or a typed entry code, masked, with their rewards', async () => {
    const { season, first, third } = await createSeason();
    const { member, qr, person } = await memberWithQr();
    await giveStamps(season.seasonIdx, member.userIdx, 2);

    const scanned = await desk('/api/staff/frequency/member', { qrValue: qr.qrUuid });
    expect(scanned.statusCode).toBe(200);
    expect(scanned.headers['cache-control']).toBe('no-store');
    const masked = `${person.name[0]}*${person.name[2]}`;
    expect(scanned.body.data).toEqual({
      memberName: masked,
      season: {
        seasonIdx: season.seasonIdx,
        title: '가을 드로우 투어',
        startDate: season.startDate,
        endDate: season.endDate,
        stampGoal: 4,
      },
      stampCnt: 2,
      rewardList: [
        expect.objectContaining({
          rewardIdx: first.rewardIdx,
          unlockedYn: 'Y',
          claimedYn: 'N',
          claimedAt: null,
        }),
        expect.objectContaining({ rewardIdx: third.rewardIdx, unlockedYn: 'N', claimedYn: 'N' }),
      ],
    });
    const typed = await desk('/api/staff/frequency/member', { qrValue: qr.entryCode });
    expect(typed.body.data).toEqual(scanned.body.data);
  });

  it('refuses garbage and yesterday’s pass as at the door, and says when no season runs', async () => {
    const { member, qr } = await memberWithQr();
    const noSeason = await desk('/api/staff/frequency/member', { qrValue: qr.qrUuid });
    expect(noSeason.statusCode).toBe(404);
    expect(noSeason.body.errorCode).toBe('SEASON_NOT_RUNNING');
    expect(noSeason.body.message).toBe('지금은 진행 중인 드로우 투어 시즌이 없어요.');

    await createSeason({ startDate: addDays(today, -30), endDate: addDays(today, -1) });
    const ended = await desk('/api/staff/frequency/member', { qrValue: qr.qrUuid });
    expect(ended.body.errorCode).toBe('SEASON_NOT_RUNNING');

    await createSeason();
    const garbage = await desk('/api/staff/frequency/member', { qrValue: 'hello' });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.body.errorCode).toBe('QR_INVALID');
    const empty = await desk('/api/staff/frequency/member', { qrValue: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.errorCode).toBe('VALIDATION_FAILED');

    const oldUuid = crypto.randomUUID();
    await t.db.insert(qrPasses).values({
      userIdx: member.userIdx,
      qrUuid: oldUuid,
      entryCode: 'OLDCODE2',
      issueDate: addDays(today, -1),
      verificationSeq: 'yesterday',
    });
    const expired = await desk('/api/staff/frequency/member', { qrValue: oldUuid });
    expect(expired.statusCode).toBe(400);
    expect(expired.body.errorCode).toBe('QR_EXPIRED');
  });

  it('needs a staff session: guests and member tokens get 401', async () => {
    await createSeason();
    const { qr, token } = await memberWithQr();
    const guest = await desk('/api/staff/frequency/member', { qrValue: qr.qrUuid }, '');
    expect(guest.statusCode).toBe(401);
    expect(guest.body.errorCode).toBe('STAFF_UNAUTHORIZED');
    const asMember = await postJson(
      t.app,
      '/api/staff/frequency/claim',
      { qrValue: qr.qrUuid, rewardIdx: 1 },
      { 'x-access-token': token },
    );
    expect(asMember.statusCode).toBe(401);
    expect(await t.db.select().from(frequencyRewardClaims)).toHaveLength(0);
  });
});

describe('POST /api/staff/frequency/claim', () => {
  it('hands an unlocked reward out once; the member sees it as received on /now and /past', async () => {
    const { season, first } = await createSeason();
    const { member, token, qr } = await memberWithQr();
    await giveStamps(season.seasonIdx, member.userIdx, 1);

    const claimed = await desk('/api/staff/frequency/claim', {
      qrValue: qr.qrUuid,
      rewardIdx: first.rewardIdx,
    });
    expect(claimed.statusCode).toBe(200);
    const reward = claimed.body.data.rewardList[0];
    expect(reward).toMatchObject({ rewardIdx: first.rewardIdx, claimedYn: 'Y' });
    expect(reward.claimedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+09:00$/);

    const again = await desk('/api/staff/frequency/claim', {
      qrValue: qr.entryCode,
      rewardIdx: first.rewardIdx,
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('REWARD_ALREADY_CLAIMED');
    expect(again.body.message).toBe('이미 지급한 리워드예요.');
    expect(await t.db.select().from(frequencyRewardClaims)).toHaveLength(1);

    const now = await postJson(t.app, '/api/frequency/now', {}, { 'x-access-token': token });
    expect(now.body.data.rewardList[0]).toMatchObject({
      claimedYn: 'Y',
      claimedAt: reward.claimedAt,
    });
    expect(now.body.data.rewardList[1]).toMatchObject({ claimedYn: 'N', claimedAt: null });
  });

  it('refuses a reward the member has not unlocked yet, and one of another season', async () => {
    const { season, third } = await createSeason();
    const { member, qr } = await memberWithQr();
    await giveStamps(season.seasonIdx, member.userIdx, 2);
    const locked = await desk('/api/staff/frequency/claim', {
      qrValue: qr.qrUuid,
      rewardIdx: third.rewardIdx,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.body.errorCode).toBe('REWARD_LOCKED');

    const past = await createSeason({
      startDate: addDays(today, -60),
      endDate: addDays(today, -30),
    });
    const wrongSeason = await desk('/api/staff/frequency/claim', {
      qrValue: qr.qrUuid,
      rewardIdx: past.first.rewardIdx,
    });
    expect(wrongSeason.statusCode).toBe(404);
    expect(wrongSeason.body.errorCode).toBe('NOT_FOUND');
    expect(await t.db.select().from(frequencyRewardClaims)).toHaveLength(0);
  });

  it('two desks handing the same reward at once: exactly one handout, the other gets 409', async () => {
    const { season, first } = await createSeason();
    const { member, qr } = await memberWithQr();
    await giveStamps(season.seasonIdx, member.userIdx, 1);
    const body = { qrValue: qr.qrUuid, rewardIdx: first.rewardIdx };
    const answers = await Promise.all([
      desk('/api/staff/frequency/claim', body),
      desk('/api/staff/frequency/claim', body, otherDeskCookie),
      desk('/api/staff/frequency/claim', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.db.select().from(frequencyRewardClaims)).toHaveLength(1);
  });

  it('hands a limited reward out first come, first served: the last one goes once, then 409 REWARD_OUT_OF_STOCK', async () => {
    const { season, first } = await createSeason();
    await t.db
      .update(frequencyRewards)
      .set({ stock: 1 })
      .where(eq(frequencyRewards.rewardIdx, first.rewardIdx));
    const a = await memberWithQr();
    const b = await memberWithQr();
    await giveStamps(season.seasonIdx, a.member.userIdx, 1);
    await giveStamps(season.seasonIdx, b.member.userIdx, 1);

    const before = await desk('/api/staff/frequency/member', { qrValue: a.qr.qrUuid });
    expect(before.body.data.rewardList[0]).toMatchObject({ stock: 1, remainingStock: 1 });
    const answers = await Promise.all([
      desk('/api/staff/frequency/claim', { qrValue: a.qr.qrUuid, rewardIdx: first.rewardIdx }),
      desk(
        '/api/staff/frequency/claim',
        { qrValue: b.qr.qrUuid, rewardIdx: first.rewardIdx },
        otherDeskCookie,
      ),
    ]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((x) => x.statusCode === 409);
    expect(refused?.body.errorCode).toBe('REWARD_OUT_OF_STOCK');
    expect(refused?.body.message).toBe('준비한 수량이 모두 소진된 리워드예요.');
    expect(await t.db.select().from(frequencyRewardClaims)).toHaveLength(1);

    // Both members now read 0 left; the unlimited reward has no count.
    for (const m of [a, b]) {
      const now = await postJson(t.app, '/api/frequency/now', {}, { 'x-access-token': m.token });
      expect(now.body.data.rewardList[0]).toMatchObject({ stock: 1, remainingStock: 0 });
      expect(now.body.data.rewardList[1]).toMatchObject({ stock: null, remainingStock: null });
    }
  });

  it('refuses a withdrawn member’s QR and writes nothing', async () => {
    const { season, first } = await createSeason();
    const { member, qr } = await memberWithQr();
    await giveStamps(season.seasonIdx, member.userIdx, 1);
    await t.db.update(users).set({ status: 'WITHDRAWN' }).where(eq(users.userIdx, member.userIdx));
    const answer = await desk('/api/staff/frequency/claim', {
      qrValue: qr.qrUuid,
      rewardIdx: first.rewardIdx,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.errorCode).toBe('QR_MEMBER_GONE');
    expect(await t.db.select().from(frequencyRewardClaims)).toHaveLength(0);
  });

  it('counts typed misses with the door: 20 wrong codes at the door block typed codes here', async () => {
    const operator = await createOperator(t.db, { role: 'STAFF' });
    const cookie = await staffLogin(t.app, operator.loginId, operator.password);
    await createSeason();
    const { qr } = await memberWithQr();
    for (let i = 0; i < 20; i++) {
      const miss = await desk('/api/staff/checkin', { qrValue: 'ZZZZZZZZ' }, cookie);
      expect(miss.body.errorCode).toBe('QR_INVALID');
    }
    const blocked = await desk('/api/staff/frequency/member', { qrValue: qr.entryCode }, cookie);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body.errorCode).toBe('RATE_LIMITED');
    const scanned = await desk('/api/staff/frequency/member', { qrValue: qr.qrUuid }, cookie);
    expect(scanned.statusCode).toBe(200);
  });
});

describe('POST /api/frequency/past', () => {
  it('counts the rewards of an ended season handed to the member', async () => {
    const { season, first } = await createSeason({
      startDate: addDays(today, -40),
      endDate: addDays(today, -10),
    });
    const member = await createMember(t.db);
    await giveStamps(season.seasonIdx, member.userIdx, 1);
    await t.db.insert(frequencyRewardClaims).values({
      rewardIdx: first.rewardIdx,
      userIdx: member.userIdx,
    });
    const token = await signMemberToken(memberTokenKey(t.config), member);
    const past = await postJson(t.app, '/api/frequency/past', {}, { 'x-access-token': token });
    expect(past.body.data.seasonList).toEqual([
      expect.objectContaining({
        seasonIdx: season.seasonIdx,
        stampCnt: 1,
        unlockedRewardCnt: 1,
        claimedRewardCnt: 1,
      }),
    ]);
  });
});
