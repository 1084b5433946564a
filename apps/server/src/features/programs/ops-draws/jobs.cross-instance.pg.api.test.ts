/**
 * The rule "the NOSHOW job and the draw run once even with two server instances", on
 * PostgreSQL with two app instances over one database (vitest.config.ts includes *.pg.api.test.ts
 * when TEST_DATABASE_URL is set): a scheduled draw polled by both, 지금 추첨 pressed on both, and
 * the NOSHOW sweep of both, and two cancelled wins passed on by both (decision 066).
 */
import { addDays, type DrawPool, drawOrder, seoulToday } from '@venue/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { buildSecondInstance, createTestApp, type TestApp } from '../../../../test/test-app';
import { auditLog, programDrawOffers, programDraws, reserveEntries } from '../../../db/schema';
import { drawOffersOf } from '../draw-offers/draw-offers.service';
import { runDrawNow, runDueDraws } from '../draws/draws.service';
import { sweepNoShows } from '../ops-entries/noshow.service';

let first: TestApp;
let second: TestApp['app'];

beforeAll(async () => {
  first = await createTestApp();
  second = await buildSecondInstance(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const HOUR = 3_600_000;

async function drawProgram(announcementInMs: number, applicants = 8) {
  const program = await createProgram(first.db, {
    programType: 'APPLICATION',
    scheduleType: 'ONCE',
    winnerCount: 3,
    winnerAnnouncementDate: new Date(Date.now() + announcementInMs),
  });
  const instance = await createProgramInstance(first.db, program.programIdx, {
    execDate: addDays(seoulToday(new Date()), 1),
    capacity: null,
  });
  for (let i = 0; i < applicants; i += 1) {
    const member = await createMember(first.db);
    await createReserveEntry(first.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      programType: 'APPLICATION',
      status: 'ATTEND',
    });
  }
  return program;
}

const winnersOf = async (programIdx: number) =>
  (
    await first.db
      .select({ status: reserveEntries.status })
      .from(reserveEntries)
      .where(eq(reserveEntries.programIdx, programIdx))
  ).filter((row) => row.status === 'WIN').length;

describe('jobs with two server instances on PostgreSQL', () => {
  it('a due draw polled by both instances at once is drawn once', async () => {
    const program = await drawProgram(-HOUR);
    const now = new Date();
    const [a, b] = await Promise.all([runDueDraws(first.db, now), runDueDraws(first.db, now)]);
    expect([...a.drawn, ...b.drawn].filter((idx) => idx === program.programIdx)).toHaveLength(1);
    expect(
      await first.db
        .select()
        .from(programDraws)
        .where(eq(programDraws.programIdx, program.programIdx)),
    ).toHaveLength(1);
    expect(await winnersOf(program.programIdx)).toBe(3);
  });

  it('지금 추첨 pressed on both instances at once draws once; the other answers 409', async () => {
    const program = await drawProgram(48 * HOUR);
    const editor = await createOperator(first.db, { role: 'EDITOR' });
    const cookies = [
      await staffLogin(first.app, editor.loginId, editor.password),
      await staffLogin(second, editor.loginId, editor.password),
    ];
    const answers = await Promise.all(
      [first.app, second].map((app, i) =>
        app.inject({
          method: 'POST',
          url: '/api/staff/draws/run',
          payload: { programIdx: program.programIdx },
          headers: { cookie: cookies[i] ?? '' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().errorCode).toBe('DRAW_ALREADY_RUN');
    expect(await winnersOf(program.programIdx)).toBe(3);
    const runs = await first.db.select().from(auditLog).where(eq(auditLog.action, 'draw.run'));
    expect(runs.filter((row) => row.targetId === String(program.programIdx))).toHaveLength(1);
  });

  it('the NOSHOW sweep of both instances marks each booking once', async () => {
    const program = await createProgram(first.db);
    const instance = await createProgramInstance(first.db, program.programIdx, {
      execDate: addDays(seoulToday(new Date()), -1),
    });
    const entries = [];
    for (let i = 0; i < 5; i += 1) {
      const member = await createMember(first.db);
      entries.push(
        await createReserveEntry(first.db, {
          userIdx: member.userIdx,
          programIdx: program.programIdx,
          programInstanceIdx: instance.programInstanceIdx,
        }),
      );
    }
    const reports = await Promise.all([
      sweepNoShows(first.app, { now: new Date() }),
      sweepNoShows(second, { now: new Date() }),
    ]);
    const marked = reports
      .flatMap((r) => r.marked)
      .filter((m) => m.programInstanceIdx === instance.programInstanceIdx)
      .flatMap((m) => m.reserveEntryIdxs);
    expect(marked.sort()).toEqual(entries.map((e) => e.reserveEntryIdx).sort());
    const rows = await first.db
      .select({ status: reserveEntries.status })
      .from(reserveEntries)
      .where(
        inArray(
          reserveEntries.reserveEntryIdx,
          entries.map((e) => e.reserveEntryIdx),
        ),
      );
    expect(rows.every((row) => row.status === 'NOSHOW')).toBe(true);
  });

  it('two wins cancelled at once and passed on by both instances at once go to two people, each once', async () => {
    const program = await drawProgram(48 * HOUR);
    expect((await runDrawNow(first.db, program.programIdx, new Date())).kind).toBe('drawn');
    const [record] = await first.db
      .select()
      .from(programDraws)
      .where(eq(programDraws.programIdx, program.programIdx));
    const [order = []] = await drawOrder(record!.seed, record!.pools as DrawPool[]);
    const [w1, w2] = order as [number, number];
    await first.db
      .update(reserveEntries)
      .set({ status: 'CANCEL' })
      .where(inArray(reserveEntries.reserveEntryIdx, [w1, w2]));
    const [a, b] = await Promise.all([
      drawOffersOf(first.app).passOn(program.programIdx),
      drawOffersOf(second).passOn(program.programIdx),
    ]);
    const offered = [...a, ...b].sort();
    expect(offered).toEqual([order[3], order[4]].sort());
    const rows = await first.db
      .select()
      .from(programDrawOffers)
      .where(eq(programDrawOffers.programIdx, program.programIdx));
    expect(rows.map((row) => row.cancelledEntryIdx).sort()).toEqual([w1, w2].sort());
  });
});
