/**
 * 당첨 / 미당첨 from the draws screen (decision 059): 지금 추첨 writes DRAW_WON to each
 * winner and DRAW_LOST to each loser in the draw's transaction, once (a second run is refused and
 * writes nothing); a cancelled win offered to the next candidate writes DRAW_WON to the entry
 * that now wins, in the offer's transaction. A run or an offer whose message cannot be written
 * is not made at all.
 */
import { addDays, drawOrder, type StaffDrawDetail, seoulToday } from '@venue/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { messages, programDraws, reserveEntries } from '../../../db/schema';
import { operatorCookies } from '../ops-entries/ops-entries.test-fixtures';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof operatorCookies>>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await operatorCookies(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const as = (role: 'editor' | 'staff', url: string, body: unknown) =>
  postJson(t.app, url, body, { cookie: cookies[role].cookie });

let phone = 0;
/**
 * An APPLICATION program announced in two hours, with `applicants` ATTEND entries; its session is
 * tomorrow, or began today at 00:00 (`started`: a cancelled win is then passed on only by an
 * EDITOR, at once).
 */
async function drawProgram(applicants: number, winnerCount: number, started = false) {
  const program = await createProgram(t.db, {
    programType: 'APPLICATION',
    scheduleType: 'ONCE',
    winnerCount,
    winnerAnnouncementDate: new Date(Date.now() + 2 * HOUR),
    entryEndAt: new Date(Date.now() + HOUR),
  });
  const today = seoulToday(new Date());
  const instance = await createProgramInstance(t.db, program.programIdx, {
    ...(started
      ? { execDate: today, startTime: '00:00', endTime: '23:59' }
      : { execDate: addDays(today, 1) }),
    capacity: null,
  });
  const entries = [];
  for (let i = 0; i < applicants; i += 1) {
    phone += 1;
    const member = await createMember(t.db, {
      phoneNumber: `0107781${String(phone).padStart(4, '0')}`,
    });
    entries.push(
      await createReserveEntry(t.db, {
        userIdx: member.userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: instance.programInstanceIdx,
        programType: 'APPLICATION',
        status: 'ATTEND',
      }),
    );
  }
  return { program, entries };
}

const drawResults = (reserveEntryIdxs: number[]) =>
  t.db
    .select()
    .from(messages)
    .where(
      inArray(
        messages.causeKey,
        reserveEntryIdxs.map((idx) => `entry:${idx}`),
      ),
    )
    .then((rows) => rows.filter((row) => row.kind === 'DRAW_WON' || row.kind === 'DRAW_LOST'));

async function statusOf(reserveEntryIdx: number) {
  const [row] = await t.db
    .select({ status: reserveEntries.status })
    .from(reserveEntries)
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
  return row?.status;
}

async function withMessagesRefused(work: () => Promise<void>) {
  await t.db.execute(sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`);
  try {
    await work();
  } finally {
    await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
  }
}

const run = (programIdx: number) => as('editor', '/api/staff/draws/run', { programIdx });

describe('지금 추첨 (POST /api/staff/draws/run)', () => {
  it('writes DRAW_WON to each winner and DRAW_LOST to each loser; a second run writes nothing', async () => {
    const { program, entries } = await drawProgram(4, 1);
    expect((await run(program.programIdx)).statusCode).toBe(200);
    expect((await run(program.programIdx)).statusCode).toBe(409);

    const idxs = entries.map((entry) => entry.reserveEntryIdx);
    const written = await drawResults(idxs);
    expect(written).toHaveLength(4);
    for (const idx of idxs) {
      const kinds = written
        .filter((message) => message.causeKey === `entry:${idx}`)
        .map((message) => message.kind);
      expect(kinds).toEqual([(await statusOf(idx)) === 'WIN' ? 'DRAW_WON' : 'DRAW_LOST']);
    }
    const won = written.find((message) => message.kind === 'DRAW_WON');
    expect(won?.text).toContain(`■ 프로그램: ${program.programName}`);
    expect(won?.buttons[0]).toEqual({
      name: '당첨 확인',
      url: `${t.config.publicOrigin}/res-entry/detail/application/${won?.causeKey.slice(6)}`,
    });
  });

  it('is not run when its messages cannot be written: entries wait, no record, nothing sent', async () => {
    const { program, entries } = await drawProgram(2, 1);
    await withMessagesRefused(async () => {
      expect((await run(program.programIdx)).statusCode).toBeGreaterThanOrEqual(500);
    });
    for (const entry of entries) expect(await statusOf(entry.reserveEntryIdx)).toBe('ATTEND');
    expect(
      await t.db.select().from(programDraws).where(eq(programDraws.programIdx, program.programIdx)),
    ).toEqual([]);
    expect(await drawResults(entries.map((entry) => entry.reserveEntryIdx))).toEqual([]);
  });
});

describe('a cancelled win offered to the next (POST /api/staff/draws/offer-next)', () => {
  /** Drawn with 2 winners of 5; the first winner cancelled by staff; the pool's order. */
  async function cancelledWin() {
    const { program } = await drawProgram(5, 2, true);
    expect((await run(program.programIdx)).statusCode).toBe(200);
    const view = await as('staff', '/api/staff/draws/detail', { programIdx: program.programIdx });
    const { record } = view.body.data as StaffDrawDetail;
    if (!record) throw new Error('no record');
    const [order = []] = await drawOrder(record.seed, record.pools);
    const [first, , third] = order as [number, number, number];
    const cancelled = await as('staff', '/api/staff/entries/status', {
      reserveEntryIdx: first,
      action: 'CANCEL',
      reason: '당첨자 연락 두절',
    });
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    return { program, first, third };
  }

  const offer = (programIdx: number, cancelledEntryIdx: number) =>
    as('editor', '/api/staff/draws/offer-next', { programIdx, cancelledEntryIdx });

  it('writes DRAW_WON to the entry that now wins, after its DRAW_LOST; a second offer writes nothing', async () => {
    const { program, first, third } = await cancelledWin();
    const offered = await offer(program.programIdx, first);
    expect(offered.statusCode, JSON.stringify(offered.body)).toBe(200);
    expect(offered.body.data.offeredEntryIdx).toBe(third);
    expect((await offer(program.programIdx, first)).statusCode).toBe(409);

    const kinds = (await drawResults([third])).map((message) => message.kind).sort();
    expect(kinds).toEqual(['DRAW_LOST', 'DRAW_WON']);
    const [won] = (await drawResults([third])).filter((message) => message.kind === 'DRAW_WON');
    expect(won?.text).toContain('응모하신 프로그램에 당첨되셨어요.');
    expect(won?.buttons[0]?.url).toBe(
      `${t.config.publicOrigin}/res-entry/detail/application/${third}`,
    );
  });

  it('is not made when its message cannot be written: the next still lost, nothing sent', async () => {
    const { program, first, third } = await cancelledWin();
    await withMessagesRefused(async () => {
      expect((await offer(program.programIdx, first)).statusCode).toBeGreaterThanOrEqual(500);
    });
    expect(await statusOf(third)).toBe('LOSE');
    expect((await drawResults([third])).map((message) => message.kind)).toEqual(['DRAW_LOST']);
  });
});
