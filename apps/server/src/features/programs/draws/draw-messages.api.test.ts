/**
 * 당첨 / 미당첨 when a draw runs at its announcement (the `draws.due` job of scheduled-jobs.ts) or
 * in the sandbox (decision 059): every winner gets one DRAW_WON and every active
 * member who lost one DRAW_LOST, written in the draw's transaction; a member who has left gets
 * nothing; a second run writes nothing; a draw whose messages cannot be written is not made (the
 * next run makes it, with its messages); a draw larger than one message batch writes them all.
 */
import { addDays, seoulToday } from '@venue/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBulkMembers,
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { messages, programDraws, reserveEntries } from '../../../db/schema';
import { signLink } from '../../../lib/signed-links';
import { type ScheduledJob, scheduledJobs } from '../../../scheduled-jobs';
import { visitWhen } from '../../messages/notify/notify';
import { MESSAGE_SEND_QUEUE } from '../../messages/outbox/outbox';

let t: TestApp;
let dueDraws: ScheduledJob;
beforeAll(async () => {
  t = await createTestApp();
  const job = scheduledJobs(t.app).find((candidate) => candidate.name === 'draws.due');
  if (!job) throw new Error('no draws.due job');
  dueDraws = job;
});
afterAll(() => t.close());

const HOUR = 3_600_000;

/** An APPLICATION program with one instance tomorrow at 14:00 and an entry per phone. */
async function applications(
  phoneNumbers: string[],
  options: { winnerCount: number; announcementInMs: number },
) {
  const program = await createProgram(t.db, {
    programType: 'APPLICATION',
    scheduleType: 'ONCE',
    winnerCount: options.winnerCount,
    winnerAnnouncementDate: new Date(Date.now() + options.announcementInMs),
  });
  const instance = await createProgramInstance(t.db, program.programIdx, {
    execDate: addDays(seoulToday(new Date()), 1),
    startTime: '14:00',
    capacity: null,
  });
  const entries = [];
  for (const phoneNumber of phoneNumbers) {
    const member = await createMember(t.db, { phoneNumber });
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
  return { program, instance, entries };
}

async function statuses(programIdx: number) {
  const rows = await t.db
    .select({ reserveEntryIdx: reserveEntries.reserveEntryIdx, status: reserveEntries.status })
    .from(reserveEntries)
    .where(eq(reserveEntries.programIdx, programIdx));
  return new Map(rows.map((row) => [row.reserveEntryIdx, row.status]));
}

/** The messages of these entries, by entry: the kinds written for each. */
async function messagesOf(reserveEntryIdxs: number[]) {
  const rows = await t.db
    .select()
    .from(messages)
    .where(
      inArray(
        messages.causeKey,
        reserveEntryIdxs.map((idx) => `entry:${idx}`),
      ),
    );
  return rows;
}

async function sendJobs(): Promise<Set<number>> {
  const jobs = t.app.jobs
    ? await t.app.jobs.findJobs<{ messageIdx: number }>(MESSAGE_SEND_QUEUE, {})
    : [];
  return new Set(jobs.map((job) => job.data.messageIdx));
}

describe('the draw at the announcement (draws.due)', () => {
  it('writes DRAW_WON to each winner and DRAW_LOST to each active loser, once', async () => {
    const phones = ['01077800001', '01077800002', '01077800003', '01077800004'];
    const { program, instance, entries } = await applications(phones, {
      winnerCount: 2,
      announcementInMs: -HOUR,
    });
    const left = await createMember(t.db, { status: 'WITHDRAWN', phoneNumber: '01077800009' });
    const leftEntry = await createReserveEntry(t.db, {
      userIdx: left.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      programType: 'APPLICATION',
      status: 'ATTEND',
    });

    await dueDraws.run(new Date());
    await dueDraws.run(new Date());

    const status = await statuses(program.programIdx);
    const allIdxs = [...entries.map((entry) => entry.reserveEntryIdx), leftEntry.reserveEntryIdx];
    const written = await messagesOf(allIdxs);
    const kindOf = new Map(written.map((message) => [message.causeKey, message.kind]));
    expect(written).toHaveLength(entries.length);
    for (const entry of entries) {
      expect(kindOf.get(`entry:${entry.reserveEntryIdx}`)).toBe(
        status.get(entry.reserveEntryIdx) === 'WIN' ? 'DRAW_WON' : 'DRAW_LOST',
      );
    }
    expect(written.filter((message) => message.kind === 'DRAW_WON')).toHaveLength(2);
    // The member who left lost, and is told nothing.
    expect(status.get(leftEntry.reserveEntryIdx)).toBe('LOSE');
    expect(kindOf.has(`entry:${leftEntry.reserveEntryIdx}`)).toBe(false);

    const jobs = await sendJobs();
    for (const message of written) expect(jobs.has(message.messageIdx)).toBe(true);

    const won = written.find((message) => message.kind === 'DRAW_WON');
    const wonIdx = Number(won?.causeKey.slice('entry:'.length));
    expect(won?.templateCode).toBe('VENUE_DRAW_WON');
    expect(won?.text).toContain('응모하신 프로그램에 당첨되셨어요.');
    expect(won?.text).toContain(`■ 프로그램: ${program.programName}`);
    expect(won?.text).toContain(`■ 일시: ${visitWhen(instance.execDate, '14:00')}`);
    expect(won?.buttons).toEqual([
      {
        name: '당첨 확인',
        url: `${t.config.publicOrigin}/res-entry/detail/application/${wonIdx}`,
      },
      {
        name: '캘린더에 추가',
        url: `${t.config.publicOrigin}/api/calendar/${signLink(t.config.jwtSecret, 'calendar', wonIdx, null)}.ics`,
      },
    ]);
    const lost = written.find((message) => message.kind === 'DRAW_LOST');
    expect(lost?.templateCode).toBe('VENUE_DRAW_LOST');
    expect(lost?.text).toContain('아쉽게도 이번 추첨에는 당첨되지 않으셨어요.');
    expect(lost?.text).toContain(`■ 프로그램: ${program.programName}`);
    expect(lost?.buttons).toEqual([
      { name: '다른 프로그램 보기', url: `${t.config.publicOrigin}/program` },
    ]);
  });

  it('is not drawn while its messages cannot be written, and the next run draws and writes them', async () => {
    const { program, entries } = await applications(['01077800011', '01077800012'], {
      winnerCount: 1,
      announcementInMs: -HOUR,
    });
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    try {
      await dueDraws.run(new Date());
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    const idxs = entries.map((entry) => entry.reserveEntryIdx);
    expect([...(await statuses(program.programIdx)).values()]).toEqual(['ATTEND', 'ATTEND']);
    expect(
      await t.db.select().from(programDraws).where(eq(programDraws.programIdx, program.programIdx)),
    ).toEqual([]);
    expect(await messagesOf(idxs)).toEqual([]);

    await dueDraws.run(new Date());
    const kinds = (await messagesOf(idxs)).map((message) => message.kind).sort();
    expect(kinds).toEqual(['DRAW_LOST', 'DRAW_WON']);
  });

  it('writes every message of a draw larger than one message batch (1,000 entries)', async () => {
    const applicants = 1_205;
    const program = await createProgram(t.db, {
      programType: 'APPLICATION',
      scheduleType: 'ALWAYS',
      winnerCount: 1_100,
      winnerAnnouncementDate: new Date(Date.now() - HOUR),
    });
    const members = await createBulkMembers(t.db, applicants, `draw-messages-${Date.now()}`);
    await t.db.insert(reserveEntries).values(
      members.map((member, i) => ({
        reserveEntryId: `A-draw-messages-${program.programIdx}-${i}`,
        userIdx: member.userIdx,
        programIdx: program.programIdx,
        programType: 'APPLICATION',
        status: 'ATTEND',
      })),
    );

    await dueDraws.run(new Date());

    const written = await t.db.execute(sql`
      select m.kind, count(*)::int as count from messages m
      join reserve_entries e on m.cause_key = 'entry:' || e.reserve_entry_idx
      where e.program_idx = ${program.programIdx}
      group by m.kind order by m.kind`);
    expect((written as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: 'DRAW_LOST', count: applicants - 1_100 },
      { kind: 'DRAW_WON', count: 1_100 },
    ]);
  });
});

describe('the sandbox’s draw (POST /sandbox/api/draws/run)', () => {
  it('writes the results’ messages as the announcement does', async () => {
    const { program, entries } = await applications(['01077800021', '01077800022'], {
      winnerCount: 1,
      announcementInMs: 48 * HOUR,
    });
    const drawn = await postJson(t.app, '/sandbox/api/draws/run', {
      programIdx: program.programIdx,
    });
    expect(drawn.statusCode, JSON.stringify(drawn.body)).toBe(200);
    const kinds = (await messagesOf(entries.map((entry) => entry.reserveEntryIdx)))
      .map((message) => message.kind)
      .sort();
    expect(kinds).toEqual(['DRAW_LOST', 'DRAW_WON']);
  });
});
