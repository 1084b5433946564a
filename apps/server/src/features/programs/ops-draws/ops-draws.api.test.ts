/**
 * The draws screen through the real routes: the draws list, an EDITOR's change of the winner count
 * and the time before the draw, 지금 추첨 never twice (also when two arrive at once), the record that
 * re-derives, masked candidates in the record's order, and a cancelled win offered to the next
 * candidate — once, skipping those who left, never the same person twice.
 */
import {
  addDays,
  drawOrder,
  type StaffDrawDetail,
  seoulToday,
  verifyDrawRecord,
} from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { auditLog, programDraws, programs, reserveEntries, users } from '../../../db/schema';
import { operatorCookies } from '../ops-entries/ops-entries.test-fixtures';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof operatorCookies>>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await operatorCookies(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const as = (role: 'admin' | 'editor' | 'staff', url: string, body: unknown) =>
  postJson(t.app, url, body, { cookie: cookies[role].cookie });

/** An APPLICATION program with one instance tomorrow and `applicants` ATTEND entries. */
async function drawProgram(
  options: {
    applicants?: number;
    winnerCount?: number | null;
    announcementInMs?: number;
    entryEndInMs?: number | null;
    /** its session began today at 00:00 (a cancelled win is then passed on only by an EDITOR) */
    sessionStarted?: boolean;
  } = {},
) {
  const now = Date.now();
  const program = await createProgram(t.db, {
    programType: 'APPLICATION',
    scheduleType: 'ONCE',
    winnerCount: options.winnerCount === undefined ? 2 : options.winnerCount,
    winnerAnnouncementDate: new Date(now + (options.announcementInMs ?? 2 * HOUR)),
    entryEndAt:
      options.entryEndInMs === null ? null : new Date(now + (options.entryEndInMs ?? HOUR)),
  });
  const today = seoulToday(new Date());
  const instance = await createProgramInstance(t.db, program.programIdx, {
    ...(options.sessionStarted
      ? { execDate: today, startTime: '00:00', endTime: '23:59' }
      : { execDate: addDays(today, 1) }),
    capacity: null,
  });
  const entries = [];
  for (let i = 0; i < (options.applicants ?? 6); i += 1) {
    const member = await createMember(t.db);
    entries.push(
      await createReserveEntry(t.db, {
        userIdx: member.userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: instance.programInstanceIdx,
        programType: 'APPLICATION',
        status: 'ATTEND',
        name: `김하늘${i}`,
      }),
    );
  }
  return { program, instance, entries };
}

async function statusOf(reserveEntryIdx: number) {
  const [row] = await t.db
    .select({ status: reserveEntries.status })
    .from(reserveEntries)
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
  return row?.status;
}

const auditRows = (action: string, programIdx: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(programIdx))));

async function detail(programIdx: number, role: 'admin' | 'staff' = 'staff') {
  const response = await as(role, '/api/staff/draws/detail', { programIdx });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.data as StaffDrawDetail;
}

describe('POST /api/staff/draws/list', () => {
  it('lists every draw program with entries, winner count, announcement and state, upcoming before drawn', async () => {
    const open = await drawProgram({ applicants: 3, winnerCount: 5 });
    const waiting = await drawProgram({ applicants: 1, entryEndInMs: -HOUR });
    const drawn = await drawProgram({ applicants: 4, winnerCount: 1 });
    expect(
      (await as('editor', '/api/staff/draws/run', { programIdx: drawn.program.programIdx }))
        .statusCode,
    ).toBe(200);

    const response = await as('staff', '/api/staff/draws/list', {});
    expect(response.statusCode).toBe(200);
    const list = response.body.data.list as { programIdx: number; state: string }[];
    const byIdx = new Map(list.map((item) => [item.programIdx, item]));
    expect(byIdx.get(open.program.programIdx)).toMatchObject({
      entryCount: 3,
      winnerCount: 5,
      state: 'OPEN',
      stateLabel: '응모 중',
      drawnAt: null,
      winnerNow: 0,
    });
    expect(byIdx.get(waiting.program.programIdx)).toMatchObject({
      state: 'WAITING',
      stateLabel: '추첨 대기',
    });
    expect(byIdx.get(drawn.program.programIdx)).toMatchObject({
      entryCount: 4,
      state: 'DRAWN',
      winnerNow: 1,
      cancelledWinOpen: 0,
    });
    const position = (idx: number) => list.findIndex((item) => item.programIdx === idx);
    expect(position(open.program.programIdx)).toBeLessThan(position(drawn.program.programIdx));

    const upcoming = await as('staff', '/api/staff/draws/list', { state: 'UPCOMING' });
    expect(upcoming.body.data.list.every((item: { state: string }) => item.state !== 'DRAWN')).toBe(
      true,
    );
    const drawnOnly = await as('staff', '/api/staff/draws/list', { state: 'DRAWN' });
    expect(drawnOnly.body.data.list.map((item: { state: string }) => item.state)).toContain(
      'DRAWN',
    );
    expect(
      drawnOnly.body.data.list.every((item: { state: string }) => item.state === 'DRAWN'),
    ).toBe(true);
  });

  it('needs a staff session', async () => {
    const response = await postJson(t.app, '/api/staff/draws/list', {});
    expect(response.statusCode).toBe(401);
    expect(response.body.errorCode).toBe('STAFF_UNAUTHORIZED');
  });
});

describe('POST /api/staff/draws/update', () => {
  it('lets an EDITOR change the winner count and move the draw earlier before it runs, audited', async () => {
    const { program } = await drawProgram({ winnerCount: 2, announcementInMs: 5 * HOUR });
    const at = new Date(Date.now() + 90 * 60_000);
    const response = await as('editor', '/api/staff/draws/update', {
      programIdx: program.programIdx,
      winnerCount: 4,
      winnerAnnouncementDate: at.toISOString(),
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ winnerCount: 4, state: 'OPEN' });
    const [row] = await t.db
      .select()
      .from(programs)
      .where(eq(programs.programIdx, program.programIdx));
    expect(row?.winnerCount).toBe(4);
    expect(row?.winnerAnnouncementDate?.getTime()).toBe(Math.floor(at.getTime()));
    const [audit] = await auditRows('draw.update', program.programIdx);
    expect(audit?.operatorIdx).toBe(cookies.editor.operator.operatorIdx);
    expect(audit?.before).toMatchObject({ winnerCount: 2 });
    expect(audit?.after).toMatchObject({ winnerCount: 4 });
  });

  it('refuses STAFF, a time in the past, a time before entries end, and bad input, changing nothing', async () => {
    const { program } = await drawProgram({
      winnerCount: 2,
      entryEndInMs: 3 * HOUR,
      announcementInMs: 4 * HOUR,
    });
    const body = (winnerAnnouncementDate: string, winnerCount: unknown = 3) => ({
      programIdx: program.programIdx,
      winnerCount,
      winnerAnnouncementDate,
    });
    const later = new Date(Date.now() + 5 * HOUR).toISOString();

    const staff = await as('staff', '/api/staff/draws/update', body(later));
    expect(staff.statusCode).toBe(403);
    expect(staff.body.errorCode).toBe('FORBIDDEN');

    const past = await as(
      'editor',
      '/api/staff/draws/update',
      body(new Date(Date.now() - 60_000).toISOString()),
    );
    expect(past.statusCode).toBe(400);
    expect(past.body.fields).toEqual([
      { path: 'winnerAnnouncementDate', message: expect.stringContaining('지금 추첨') },
    ]);

    const beforeEnd = await as(
      'editor',
      '/api/staff/draws/update',
      body(new Date(Date.now() + 2 * HOUR).toISOString()),
    );
    expect(beforeEnd.statusCode).toBe(400);
    expect(beforeEnd.body.fields?.[0]?.message).toMatch(
      /^발표 일시는 응모 마감\(\d+월 \d+일 \d\d:\d\d\) 이후로/,
    );

    for (const bad of [
      body(later, 0),
      body(later, 1.5),
      body('내일'),
      { ...body(later), programIdx: 2_147_483_648 },
      { ...body(later), extra: 1 },
    ]) {
      const response = await as('editor', '/api/staff/draws/update', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.body.errorCode).toBe('VALIDATION_FAILED');
    }
    const [row] = await t.db
      .select()
      .from(programs)
      .where(eq(programs.programIdx, program.programIdx));
    expect(row?.winnerCount).toBe(2);
    expect(await auditRows('draw.update', program.programIdx)).toHaveLength(0);

    const reservation = await createProgram(t.db, { programType: 'RESERVATION' });
    const notDraw = await as('editor', '/api/staff/draws/update', {
      ...body(later),
      programIdx: reservation.programIdx,
    });
    expect(notDraw.statusCode).toBe(404);
  });
});

describe('POST /api/staff/draws/run', () => {
  it('draws now for an EDITOR: entries close, every entry is WIN or LOSE, the record re-derives and the run is audited', async () => {
    const { program, entries } = await drawProgram({ applicants: 6, winnerCount: 2 });
    const response = await as('editor', '/api/staff/draws/run', { programIdx: program.programIdx });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ state: 'DRAWN', winnerNow: 2, entryCount: 6 });

    const statuses = await Promise.all(entries.map((e) => statusOf(e.reserveEntryIdx)));
    expect(statuses.filter((s) => s === 'WIN')).toHaveLength(2);
    expect(statuses.filter((s) => s === 'LOSE')).toHaveLength(4);
    const [row] = await t.db
      .select()
      .from(programs)
      .where(eq(programs.programIdx, program.programIdx));
    expect(row?.entryEndAt?.getTime()).toBeLessThanOrEqual(Date.now());

    const { record } = await detail(program.programIdx);
    expect(record?.trigger).toBe('STAFF');
    if (!record) throw new Error('no record');
    expect(await verifyDrawRecord(record)).toMatchObject({
      commitmentMatches: true,
      winnersMatch: true,
    });
    const [audit] = await auditRows('draw.run', program.programIdx);
    expect(audit?.after).toMatchObject({
      trigger: 'STAFF',
      seedSha256: record.seedSha256,
      candidateCount: 6,
      winnerCount: 2,
    });
  });

  it('never draws twice: a second run, or two at once, answer 409 DRAW_ALREADY_RUN and leave one record', async () => {
    const { program } = await drawProgram({ applicants: 5, winnerCount: 1 });
    const both = await Promise.all([
      as('editor', '/api/staff/draws/run', { programIdx: program.programIdx }),
      as('admin', '/api/staff/draws/run', { programIdx: program.programIdx }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409);
    expect(refused?.body.errorCode).toBe('DRAW_ALREADY_RUN');
    expect(refused?.body.message).toMatch(/에 추첨했어요/);

    const again = await as('editor', '/api/staff/draws/run', { programIdx: program.programIdx });
    expect(again.statusCode).toBe(409);
    const records = await t.db
      .select()
      .from(programDraws)
      .where(eq(programDraws.programIdx, program.programIdx));
    expect(records).toHaveLength(1);
    expect(await auditRows('draw.run', program.programIdx)).toHaveLength(1);

    const update = await as('editor', '/api/staff/draws/update', {
      programIdx: program.programIdx,
      winnerCount: 3,
      winnerAnnouncementDate: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(update.statusCode).toBe(409);
    expect(update.body.errorCode).toBe('DRAW_ALREADY_RUN');
  });

  it('is refused to STAFF and for a program that is not a draw', async () => {
    const { program } = await drawProgram({ applicants: 1 });
    expect(
      (await as('staff', '/api/staff/draws/run', { programIdx: program.programIdx })).statusCode,
    ).toBe(403);
    expect(
      await t.db.select().from(programDraws).where(eq(programDraws.programIdx, program.programIdx)),
    ).toHaveLength(0);
    const reservation = await createProgram(t.db, { programType: 'RESERVATION' });
    const response = await as('editor', '/api/staff/draws/run', {
      programIdx: reservation.programIdx,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/staff/draws/detail', () => {
  it('shows the candidates in the record’s order, winners first, masked for STAFF and in full for ADMIN', async () => {
    const { program } = await drawProgram({ applicants: 6, winnerCount: 2 });
    const before = await detail(program.programIdx);
    expect(before.record).toBeNull();
    expect(before.candidates).toEqual([]);

    await as('editor', '/api/staff/draws/run', { programIdx: program.programIdx });
    const staffView = await detail(program.programIdx, 'staff');
    const record = staffView.record;
    if (!record) throw new Error('no record');
    const [order] = await drawOrder(record.seed, record.pools);
    expect(staffView.candidates.map((c) => c.reserveEntryIdx)).toEqual(order);
    expect(staffView.candidates.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(staffView.candidates.map((c) => c.drawnWinnerYn)).toEqual([
      'Y',
      'Y',
      'N',
      'N',
      'N',
      'N',
    ]);
    expect(staffView.candidates.slice(0, 2).map((c) => c.statusLabel)).toEqual(['당첨', '당첨']);
    expect(staffView.candidates.every((c) => /^김\*+\d$/.test(c.name ?? ''))).toBe(true);
    expect(staffView.candidateTotal).toBe(6);
    expect(staffView.fullPersonalDataYn).toBe('N');

    const adminView = await detail(program.programIdx, 'admin');
    expect(adminView.candidates.every((c) => /^김하늘\d$/.test(c.name ?? ''))).toBe(true);
    expect(adminView.fullPersonalDataYn).toBe('Y');
  });
});

/**
 * 다음 순번에게 gives a win at once. A cancelled win of a session still ahead is offered by itself
 * (draw-offers, decision 066), so these sessions began already: the door's case, where a runner-up
 * who is there can still take the place.
 */
describe('POST /api/staff/draws/offer-next', () => {
  async function drawnWithCancelledWin(applicants = 6) {
    const setup = await drawProgram({ applicants, winnerCount: 2, sessionStarted: true });
    await as('editor', '/api/staff/draws/run', { programIdx: setup.program.programIdx });
    const { record } = await detail(setup.program.programIdx);
    if (!record) throw new Error('no record');
    const [order = []] = await drawOrder(record.seed, record.pools);
    return { ...setup, order };
  }

  const cancelWin = async (reserveEntryIdx: number) => {
    const response = await as('staff', '/api/staff/entries/status', {
      reserveEntryIdx,
      action: 'CANCEL',
      reason: '당첨자 연락 두절',
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  };

  it('offers a cancelled win to the next candidate in the record’s order, once, audited', async () => {
    const { program, order } = await drawnWithCancelledWin();
    const [first, , third] = order as [number, number, number];
    await cancelWin(first);
    const listed = await as('staff', '/api/staff/draws/list', { state: 'DRAWN' });
    expect(
      listed.body.data.list.find(
        (i: { programIdx: number }) => i.programIdx === program.programIdx,
      ),
    ).toMatchObject({ winnerNow: 1, cancelledWinOpen: 1 });

    const response = await as('editor', '/api/staff/draws/offer-next', {
      programIdx: program.programIdx,
      cancelledEntryIdx: first,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ offeredEntryIdx: third, rank: 3 });
    expect(response.body.data.name).toMatch(/^김\*+\d$/);
    expect(await statusOf(third)).toBe('WIN');

    const view = await detail(program.programIdx);
    expect(view.draw).toMatchObject({ winnerNow: 2, cancelledWinOpen: 0 });
    expect(view.offers).toEqual([
      expect.objectContaining({ cancelledEntryIdx: first, offeredEntryIdx: third }),
    ]);
    expect(view.candidates.find((c) => c.reserveEntryIdx === third)?.offeredAt).not.toBeNull();
    const [audit] = await auditRows('draw.offer', program.programIdx);
    expect(audit?.after).toMatchObject({ offeredEntryIdx: third, rank: 3 });

    const twice = await as('editor', '/api/staff/draws/offer-next', {
      programIdx: program.programIdx,
      cancelledEntryIdx: first,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.errorCode).toBe('DRAW_OFFER_CONFLICT');
  });

  it('skips a runner-up who left, refuses a win that was not cancelled, and says when nobody is left', async () => {
    const { program, order } = await drawnWithCancelledWin(4);
    const [first, second, third, fourth] = order as [number, number, number, number];
    const notCancelled = await as('editor', '/api/staff/draws/offer-next', {
      programIdx: program.programIdx,
      cancelledEntryIdx: second,
    });
    expect(notCancelled.statusCode).toBe(409);
    expect(notCancelled.body.errorCode).toBe('DRAW_OFFER_CONFLICT');

    const [gone] = await t.db
      .select({ userIdx: reserveEntries.userIdx })
      .from(reserveEntries)
      .where(eq(reserveEntries.reserveEntryIdx, third));
    await t.db
      .update(users)
      .set({ status: 'WITHDRAWN' })
      .where(eq(users.userIdx, gone?.userIdx ?? 0));

    await cancelWin(first);
    const offered = await as('editor', '/api/staff/draws/offer-next', {
      programIdx: program.programIdx,
      cancelledEntryIdx: first,
    });
    expect(offered.body.data).toMatchObject({ offeredEntryIdx: fourth, rank: 4 });

    await cancelWin(second);
    const nobody = await as('editor', '/api/staff/draws/offer-next', {
      programIdx: program.programIdx,
      cancelledEntryIdx: second,
    });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.body.errorCode).toBe('DRAW_NO_NEXT_CANDIDATE');
    expect(await statusOf(third)).toBe('LOSE');
  });

  it('gives two wins cancelled at once to two different people, and a re-offered win can be cancelled and offered again', async () => {
    const { program, order } = await drawnWithCancelledWin(6);
    const [first, second, third, fourth, fifth] = order as [number, number, number, number, number];
    await cancelWin(first);
    await cancelWin(second);
    const both = await Promise.all(
      [first, second].map((cancelledEntryIdx) =>
        as('editor', '/api/staff/draws/offer-next', {
          programIdx: program.programIdx,
          cancelledEntryIdx,
        }),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.body.data.offeredEntryIdx).sort()).toEqual([third, fourth].sort());

    await cancelWin(third);
    const again = await as('editor', '/api/staff/draws/offer-next', {
      programIdx: program.programIdx,
      cancelledEntryIdx: third,
    });
    expect(again.body.data).toMatchObject({ offeredEntryIdx: fifth, rank: 5 });
  });

  it('is refused to STAFF and before the draw', async () => {
    const { program, entries } = await drawProgram({ applicants: 2 });
    const body = { programIdx: program.programIdx, cancelledEntryIdx: entries[0]?.reserveEntryIdx };
    expect((await as('staff', '/api/staff/draws/offer-next', body)).statusCode).toBe(403);
    const early = await as('editor', '/api/staff/draws/offer-next', body);
    expect(early.statusCode).toBe(409);
    expect(early.body.message).toBe('아직 추첨하지 않은 프로그램이에요.');
  });
});
