import { addDays, seoulToday } from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type EditorSessions,
  editorSessions,
  expectEditorOnly,
} from '../../../../test/editor-access';
import { createMember } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  auditLog,
  frequencyRewardClaims,
  frequencyRewards,
  frequencySeasons,
  frequencyStamps,
} from '../../../db/schema';

let t: TestApp;
let s: EditorSessions;
const today = seoulToday(new Date());

beforeAll(async () => {
  // A long TTL: what a visitor sees right after a write comes from the invalidation alone.
  t = await createTestApp({ readCache: { ttlMs: 600_000 } });
  s = await editorSessions(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // Each test starts without seasons (the demo's, if any, included): overlaps are per venue.
  await t.db.delete(frequencySeasons);
});

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

async function post(url: string, payload: object, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url, headers, payload });
  return { statusCode: response.statusCode, body: response.json() as Json };
}
/** A call of the console, as the EDITOR. */
const staff = (url: string, payload: object) => post(url, payload, { cookie: s.editor });
/** A member's read of the visitor app. */
const visitor = (url: string, payload: object = {}) => post(url, payload, s.member);

const fieldsOf = (body: Json) => body.fields.map((field: Json) => field.path);

async function auditOf(action: string, targetId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.auditIdx);
}

const season = (overrides: object = {}) => ({
  title: '드로우 투어 시즌 3 · 겨울 산책',
  summary: '겨울 골목을 걸으며 도장 5개를 모아 보세요.',
  methodHtml:
    '<p>입구에서 <strong>My QR</strong>로 체크인하면 도장이 찍혀요.</p><script>x()</script>',
  imagePath: '/media/banner/draw-tour-season-3.svg',
  startDate: addDays(today, -1),
  endDate: addDays(today, 30),
  stampGoal: 5,
  displayYn: 'Y',
  ...overrides,
});
const reward = (seasonIdx: number, overrides: object = {}) => ({
  seasonIdx,
  requiredStamps: 1,
  title: '핫초코 한 잔',
  description: '첫 도장을 받으면 카페에서 바꿀 수 있어요.',
  imagePath: '/media/main-square/reward-hot-chocolate.svg',
  sortIndex: 0,
  stock: 1,
  ...overrides,
});

async function createSeason(overrides: object = {}): Promise<number> {
  const saved = await staff('/api/staff/frequency/seasons/save', season(overrides));
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data.seasonIdx;
}
async function createReward(seasonIdx: number, overrides: object = {}): Promise<number> {
  const saved = await staff('/api/staff/frequency/rewards/save', reward(seasonIdx, overrides));
  expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data.rewardIdx;
}
async function handOut(rewardIdx: number): Promise<number> {
  const member = await createMember(t.db);
  await t.db.insert(frequencyRewardClaims).values({ rewardIdx, userIdx: member.userIdx });
  return member.userIdx;
}
async function stamp(seasonIdx: number, userIdx?: number): Promise<void> {
  const holder = userIdx ?? (await createMember(t.db)).userIdx;
  await t.db.insert(frequencyStamps).values({
    seasonIdx,
    userIdx: holder,
    earnType: 'CHECKIN',
    earnKey: `CHECKIN:${today}`,
  });
}

describe('Draw Tour seasons and rewards in the console', () => {
  it('is for EDITOR and ADMIN only, and a refused caller changes nothing', async () => {
    const seasonIdx = await createSeason();
    const rewardIdx = await createReward(seasonIdx);
    for (const [url, payload] of [
      ['/api/staff/frequency/seasons/list', {}],
      ['/api/staff/frequency/seasons/save', season({ seasonIdx, title: '바뀐 이름' })],
      ['/api/staff/frequency/seasons/delete', { seasonIdx }],
      ['/api/staff/frequency/rewards/save', reward(seasonIdx, { rewardIdx, stock: 9 })],
      ['/api/staff/frequency/rewards/delete', { rewardIdx }],
    ] as const) {
      await expectEditorOnly(t, s, { url, payload });
    }
    const list = await staff('/api/staff/frequency/seasons/list', {});
    expect(list.body.data).toEqual([
      expect.objectContaining({
        seasonIdx,
        title: season().title,
        rewardList: [expect.objectContaining({ rewardIdx, stock: 1 })],
      }),
    ]);
  });

  it('creates a season with a reward, and members see it at once; an edit shows on the next read', async () => {
    // The read cache is warm: no season runs yet.
    expect((await visitor('/api/frequency/now')).body.data.season).toBeNull();

    const seasonIdx = await createSeason();
    const [row] = await t.db
      .select()
      .from(frequencySeasons)
      .where(eq(frequencySeasons.seasonIdx, seasonIdx));
    expect(row?.methodHtml).toBe(
      '<p>입구에서 <strong>My QR</strong>로 체크인하면 도장이 찍혀요.</p>',
    );
    expect((await visitor('/api/frequency/detail', { seasonIdx })).body.data).toMatchObject({
      title: season().title,
      rewardList: [],
    });

    const rewardIdx = await createReward(seasonIdx);
    const now = (await visitor('/api/frequency/now')).body.data;
    expect(now.season).toMatchObject({ seasonIdx, stampGoal: 5 });
    expect(now.rewardList).toEqual([
      expect.objectContaining({ rewardIdx, title: '핫초코 한 잔', stock: 1, remainingStock: 1 }),
    ]);

    await staff(
      '/api/staff/frequency/seasons/save',
      season({ seasonIdx, title: '겨울 산책 (연장)' }),
    );
    await staff(
      '/api/staff/frequency/rewards/save',
      reward(seasonIdx, { rewardIdx, title: '핫초코 두 잔', stock: null }),
    );
    const detail = (await visitor('/api/frequency/detail', { seasonIdx })).body.data;
    expect(detail.title).toBe('겨울 산책 (연장)');
    expect(detail.rewardList).toEqual([
      expect.objectContaining({ rewardIdx, title: '핫초코 두 잔', stock: null }),
    ]);

    // Hidden: gone from the member's board and the detail.
    await staff('/api/staff/frequency/seasons/save', season({ seasonIdx, displayYn: 'N' }));
    expect((await visitor('/api/frequency/now')).body.data.season).toBeNull();
    expect((await visitor('/api/frequency/detail', { seasonIdx })).statusCode).toBe(404);

    const audit = await auditOf('season.save', seasonIdx);
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({
      operatorIdx: s.editorIdx,
      targetType: 'season',
      before: null,
      after: { title: season().title, displayYn: 'Y', stampGoal: 5 },
    });
    expect(audit[2]).toMatchObject({
      before: { title: '겨울 산책 (연장)', displayYn: 'Y' },
      after: { displayYn: 'N' },
    });
    const rewardAudit = await auditOf('reward.save', rewardIdx);
    expect(rewardAudit.map((r) => [r.before, r.after])).toEqual([
      [null, expect.objectContaining({ title: '핫초코 한 잔', stock: 1 })],
      [
        expect.objectContaining({ title: '핫초코 한 잔' }),
        expect.objectContaining({ title: '핫초코 두 잔', stock: null }),
      ],
    ]);
  });

  it('refuses bad input with the fields in Korean, and unknown ids with 404', async () => {
    const empty = await staff('/api/staff/frequency/seasons/save', {
      ...season(),
      title: ' ',
      methodHtml: '<p> </p>',
      stampGoal: 0,
      startDate: '2026-02-30',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.errorCode).toBe('VALIDATION_FAILED');
    expect(fieldsOf(empty.body)).toEqual(['title', 'methodHtml', 'startDate', 'stampGoal']);
    expect(empty.body.message).toMatch(/[가-힣]/);

    const backwards = await staff(
      '/api/staff/frequency/seasons/save',
      season({ startDate: addDays(today, 5), endDate: addDays(today, 4) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.fields).toEqual([
      { path: 'endDate', message: '종료일은 시작일과 같거나 그 뒤여야 해요.' },
    ]);

    const notInLibrary = await staff(
      '/api/staff/frequency/seasons/save',
      season({ imagePath: '/media/uploads/0123456789abcdef01234567.png' }),
    );
    expect(notInLibrary.statusCode).toBe(400);
    expect(fieldsOf(notInLibrary.body)).toEqual(['imagePath']);
    const outside = await staff(
      '/api/staff/frequency/seasons/save',
      season({ imagePath: 'https://example.com/a.png' }),
    );
    expect(fieldsOf(outside.body)).toEqual(['imagePath']);

    const seasonIdx = await createSeason();
    const tooMany = await staff(
      '/api/staff/frequency/rewards/save',
      reward(seasonIdx, { requiredStamps: 6 }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.fields).toEqual([
      {
        path: 'requiredStamps',
        message: '이 시즌의 도장 목표가 5개예요. 필요한 도장 수는 5개 이하로 입력해 주세요.',
      },
    ]);
    const badStock = await staff(
      '/api/staff/frequency/rewards/save',
      reward(seasonIdx, { stock: -1, requiredStamps: 0, title: '' }),
    );
    expect(fieldsOf(badStock.body)).toEqual(['requiredStamps', 'title', 'stock']);

    const noSeason = await staff('/api/staff/frequency/rewards/save', reward(999999));
    expect(noSeason.statusCode).toBe(400);
    expect(fieldsOf(noSeason.body)).toEqual(['seasonIdx']);
    const missing = await staff(
      '/api/staff/frequency/seasons/save',
      season({ seasonIdx: 999999, displayYn: 'N' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('드로우 투어 시즌을 찾을 수 없어요.');
    const rewardIdx = await createReward(seasonIdx);
    const otherSeason = await createSeason({
      startDate: addDays(today, 40),
      endDate: addDays(today, 50),
    });
    const moved = await staff(
      '/api/staff/frequency/rewards/save',
      reward(otherSeason, { rewardIdx }),
    );
    expect(moved.statusCode).toBe(404);
    expect(
      (await staff('/api/staff/frequency/rewards/delete', { rewardIdx: 999999 })).statusCode,
    ).toBe(404);
    expect(
      (await staff('/api/staff/frequency/seasons/delete', { seasonIdx: 999999 })).statusCode,
    ).toBe(404);
  });

  it('keeps displayed seasons from sharing a day, so one season is live', async () => {
    const first = await createSeason({
      startDate: addDays(today, -10),
      endDate: addDays(today, 10),
    });
    const overlapping = await staff(
      '/api/staff/frequency/seasons/save',
      season({ title: '겹치는 시즌', startDate: addDays(today, 10), endDate: addDays(today, 20) }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.body.errorCode).toBe('CONFLICT');
    expect(overlapping.body.fields[0].path).toBe('startDate');
    expect(overlapping.body.message).toMatch(
      /^노출 중인 시즌 '드로우 투어 시즌 3 · 겨울 산책'\(\d\d\.\d\d\.\d\d~\d\d\.\d\d\.\d\d\)과 기간이 겹쳐요/,
    );

    // Hidden, it may be prepared ahead; shown, it must not overlap; the next day is fine.
    const draft = await createSeason({
      title: '다음 시즌',
      displayYn: 'N',
      startDate: addDays(today, 5),
      endDate: addDays(today, 20),
    });
    const shown = await staff(
      '/api/staff/frequency/seasons/save',
      season({
        seasonIdx: draft,
        displayYn: 'Y',
        startDate: addDays(today, 5),
        endDate: addDays(today, 20),
      }),
    );
    expect(shown.statusCode).toBe(409);
    await createSeason({
      title: '이어지는 시즌',
      startDate: addDays(today, 11),
      endDate: addDays(today, 20),
    });
    // A season may be saved over its own days.
    expect(
      (
        await staff(
          '/api/staff/frequency/seasons/save',
          season({
            seasonIdx: first,
            startDate: addDays(today, -10),
            endDate: addDays(today, 10),
            stampGoal: 6,
          }),
        )
      ).statusCode,
    ).toBe(200);
    expect(await auditOf('season.save', draft)).toHaveLength(1); // the refusal left no row
  });

  it('keeps the stamp goal at or above every reward and lists the counts', async () => {
    const seasonIdx = await createSeason({ stampGoal: 8 });
    const big = await createReward(seasonIdx, { requiredStamps: 8, title: '완주 키트', stock: 3 });
    const small = await createReward(seasonIdx, { requiredStamps: 1, stock: null });
    const lower = await staff(
      '/api/staff/frequency/seasons/save',
      season({ seasonIdx, stampGoal: 6 }),
    );
    expect(lower.statusCode).toBe(409);
    expect(lower.body.fields).toEqual([
      {
        path: 'stampGoal',
        message: "리워드 '완주 키트'에 도장 8개가 필요해요. 도장 목표는 8개 이상이어야 해요.",
      },
    ]);

    const member = await handOut(big);
    await handOut(small);
    await stamp(seasonIdx, member);
    await stamp(seasonIdx);
    const [listed] = (await staff('/api/staff/frequency/seasons/list', {})).body.data;
    expect(listed).toMatchObject({
      seasonIdx,
      state: 'LIVE',
      stampHolderCount: 2,
      claimCount: 2,
      rewardList: [
        { rewardIdx: small, claimedCount: 1, stock: null, remainingStock: null },
        { rewardIdx: big, claimedCount: 1, stock: 3, remainingStock: 2 },
      ],
    });
  });

  it('never lowers a stock below the handouts, with the Korean words on the field', async () => {
    const seasonIdx = await createSeason();
    const rewardIdx = await createReward(seasonIdx, { stock: 2 });
    await handOut(rewardIdx);
    await handOut(rewardIdx);
    const refused = await staff(
      '/api/staff/frequency/rewards/save',
      reward(seasonIdx, { rewardIdx, stock: 1 }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      errorCode: 'CONFLICT',
      message: '이미 2개를 지급했어요. 준비 수량은 2개보다 적게 줄일 수 없어요.',
      fields: [{ path: 'stock' }],
    });
    const [row] = await t.db
      .select()
      .from(frequencyRewards)
      .where(eq(frequencyRewards.rewardIdx, rewardIdx));
    expect(row?.stock).toBe(2);
    // As many as handed out (none left) and no limit are both fine.
    for (const stock of [2, null, 5]) {
      const saved = await staff(
        '/api/staff/frequency/rewards/save',
        reward(seasonIdx, { rewardIdx, stock }),
      );
      expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    }
    expect(await auditOf('reward.save', rewardIdx)).toHaveLength(4);
  });

  it('deletes only what no member holds: a reward before its first handout, a season before its first stamp', async () => {
    const seasonIdx = await createSeason();
    const kept = await createReward(seasonIdx);
    const unused = await createReward(seasonIdx, { title: '엽서', requiredStamps: 2 });
    await handOut(kept);

    const refusedReward = await staff('/api/staff/frequency/rewards/delete', { rewardIdx: kept });
    expect(refusedReward.statusCode).toBe(409);
    expect(refusedReward.body.message).toMatch(/^이미 1명에게 지급한 리워드는 삭제할 수 없어요/);
    expect(
      (await staff('/api/staff/frequency/rewards/delete', { rewardIdx: unused })).statusCode,
    ).toBe(200);
    const [removal] = await auditOf('reward.delete', unused);
    expect(removal).toMatchObject({ before: { title: '엽서' }, after: null });

    const claimed = await staff('/api/staff/frequency/seasons/delete', { seasonIdx });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.body.message).toBe(
      '도장 0개, 지급 1건이 기록된 시즌은 삭제할 수 없어요. 방문자에게서 숨기려면 노출을 꺼 주세요.',
    );

    const stamped = await createSeason({
      startDate: addDays(today, 40),
      endDate: addDays(today, 50),
    });
    await stamp(stamped);
    const refusedSeason = await staff('/api/staff/frequency/seasons/delete', {
      seasonIdx: stamped,
    });
    expect(refusedSeason.statusCode).toBe(409);
    expect(refusedSeason.body.message).toMatch(/^도장 1개, 지급 0건/);

    const empty = await createSeason({
      startDate: addDays(today, 60),
      endDate: addDays(today, 70),
    });
    await createReward(empty);
    expect(
      (await staff('/api/staff/frequency/seasons/delete', { seasonIdx: empty })).statusCode,
    ).toBe(200);
    expect(
      await t.db.select().from(frequencyRewards).where(eq(frequencyRewards.seasonIdx, empty)),
    ).toEqual([]);
    const [seasonRemoval] = await auditOf('season.delete', empty);
    expect(seasonRemoval).toMatchObject({ before: { seasonIdx: empty }, after: null });
  });
});
