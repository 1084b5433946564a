/**
 * Draws (decision 016) over the real database: exactly once under concurrency, one
 * win per verified person, re-derivable from the record, nothing before the announcement, the
 * poller after a restart, the sandbox trigger, late applications refused and the greeting data.
 * On PostgreSQL (CI) the concurrent draws run on separate pooled connections.
 */
import {
  addDays,
  GreetingState,
  getMainTitleInfoResponse,
  greetingFor,
  seoulToday,
  UserState,
} from '@venue/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { programDraws, programs, reserveEntries } from '../../../db/schema';
import {
  bookableProgram,
  bulkMembersWithTokens,
  insertBody,
  memberWithToken,
} from '../reserve-entries/reserve-entries.test-fixtures';
import { drawWinners, seedCommitment } from './draw-algorithm';
import { findDraw } from './draws.repository';
import { runDrawIfDue } from './draws.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

/** An APPLICATION program with one instance tomorrow (capacity null: the winner count decides). */
async function drawProgram(options: { announcementInMs: number; winnerCount: number | null }) {
  const now = Date.now();
  const program = await createProgram(t.db, {
    programType: 'APPLICATION',
    scheduleType: 'ONCE',
    winnerCount: options.winnerCount,
    winnerAnnouncementDate: new Date(now + options.announcementInMs),
  });
  const instance = await createProgramInstance(t.db, program.programIdx, {
    execDate: addDays(seoulToday(new Date()), 1),
    capacity: null,
  });
  return { program, instance };
}

async function statusesOf(programIdx: number) {
  const rows = await t.db
    .select({ reserveEntryIdx: reserveEntries.reserveEntryIdx, status: reserveEntries.status })
    .from(reserveEntries)
    .where(eq(reserveEntries.programIdx, programIdx));
  return new Map(rows.map((row) => [row.reserveEntryIdx, row.status]));
}

async function drawRows(programIdx: number) {
  return t.db.select().from(programDraws).where(eq(programDraws.programIdx, programIdx));
}

function entry(userIdx: number, programIdx: number, programInstanceIdx: number | null = null) {
  return createReserveEntry(t.db, {
    userIdx,
    programIdx,
    programInstanceIdx,
    programType: 'APPLICATION',
    status: 'ATTEND',
  });
}

describe('a draw of 10,000 applicants for 100 places', () => {
  it('triggered twice at once: exactly 100 unique winners, one record, everyone else LOSE, and the seed re-derives the winners', async () => {
    const { program, instance } = await drawProgram({ announcementInMs: -HOUR, winnerCount: 100 });
    // 10,000 members and their applications, one INSERT … SELECT each.
    await t.db.execute(sql`
      insert into users (ci, di, name, birth_ymd, gender, telecom_code, phone_number)
      select 'draw-ci-' || g, 'draw-di-' || g, '응모자' || g, '1990-01-01', 'F', '01',
             '010' || lpad(g::text, 8, '0')
      from generate_series(1, 10000) as g`);
    await t.db.execute(sql`
      insert into reserve_entries
        (reserve_entry_id, user_idx, program_idx, program_instance_idx, program_type, status)
      select 'A-draw-' || u.user_idx, u.user_idx, ${program.programIdx},
             ${instance.programInstanceIdx}, 'APPLICATION', 'ATTEND'
      from users u where u.ci like 'draw-ci-%'`);

    const now = new Date();
    const outcomes = await Promise.all([
      runDrawIfDue(t.db, program.programIdx, now),
      runDrawIfDue(t.db, program.programIdx, now),
    ]);

    expect(outcomes.map((o) => o.kind).sort()).toEqual(['already', 'drawn']);
    const records = await drawRows(program.programIdx);
    expect(records).toHaveLength(1);
    const [record] = records;
    if (!record) throw new Error('no record');
    expect(record).toMatchObject({
      entryCount: 10_000,
      candidateCount: 10_000,
      winnerLimit: 100,
      winnerCount: 100,
      trigger: 'SCHEDULED',
      algorithm: 'hmac-sha256-fisher-yates-v1',
    });
    for (const outcome of outcomes) {
      if (outcome.kind === 'drawn' || outcome.kind === 'already') {
        expect(outcome.record.winnerEntryIdxs).toEqual(record.winnerEntryIdxs);
      }
    }
    const statuses = await statusesOf(program.programIdx);
    const winners = [...statuses].filter(([, s]) => s === 'WIN').map(([id]) => id);
    expect(winners).toHaveLength(100);
    expect(new Set(record.winnerEntryIdxs)).toEqual(new Set(winners));
    expect([...statuses.values()].filter((s) => s === 'LOSE')).toHaveLength(9_900);
    expect([...statuses.values()].filter((s) => s === 'ATTEND')).toHaveLength(0);

    // Anyone with the record can check it: the commitment, then the winners from the seed.
    expect(seedCommitment(record.seed)).toBe(record.seedSha256);
    const stored = await findDraw(t.db, program.programIdx);
    expect(await drawWinners(record.seed, stored?.pools ?? [])).toEqual(record.winnerEntryIdxs);

    // Drawing again changes nothing.
    const again = await runDrawIfDue(t.db, program.programIdx, new Date());
    expect(again.kind).toBe('already');
    expect(await drawRows(program.programIdx)).toHaveLength(1);
  }, 120_000);
});

describe('who can win', () => {
  it('one entry per verified person: two accounts with one CI win at most once, and a withdrawn member never wins', async () => {
    // Active accounts are unique per CI (users_active_ci_uq), so this test database drops the
    // index to stand for accounts that predate it: the draw must not rely on it.
    await t.db.execute(sql`drop index if exists users_active_ci_uq`);
    const { program } = await drawProgram({ announcementInMs: -HOUR, winnerCount: 5 });
    const first = await createMember(t.db, { ci: 'same-person-ci' });
    const second = await createMember(t.db, { ci: 'same-person-ci' });
    const left = await createMember(t.db, { status: 'WITHDRAWN' });
    const a = await entry(first.userIdx, program.programIdx);
    const b = await entry(second.userIdx, program.programIdx);
    const c = await entry(left.userIdx, program.programIdx);

    const outcome = await runDrawIfDue(t.db, program.programIdx, new Date());

    if (outcome.kind !== 'drawn') throw new Error(outcome.kind);
    // Five places, one person: the earliest entry stands for them and wins.
    expect(outcome.record).toMatchObject({ entryCount: 3, candidateCount: 1, winnerCount: 1 });
    expect(outcome.record.winnerEntryIdxs).toEqual([a.reserveEntryIdx]);
    const statuses = await statusesOf(program.programIdx);
    expect(statuses.get(a.reserveEntryIdx)).toBe('WIN');
    expect(statuses.get(b.reserveEntryIdx)).toBe('LOSE');
    expect(statuses.get(c.reserveEntryIdx)).toBe('LOSE');
    // Put the index back for the other tests of this file.
    await t.db.execute(sql`update users set ci = 'other-ci' where user_idx = ${second.userIdx}`);
    await t.db.execute(
      sql`create unique index users_active_ci_uq on users (ci) where status = 'ACTIVE'`,
    );
  });

  it('only ATTEND entries take part: cancelled applications keep their status', async () => {
    const { program } = await drawProgram({ announcementInMs: -HOUR, winnerCount: 5 });
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    const cancelled = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programType: 'APPLICATION',
      status: 'ATTENDCANCEL',
    });
    const attending = await entry(other.userIdx, program.programIdx);

    await runDrawIfDue(t.db, program.programIdx, new Date());

    const statuses = await statusesOf(program.programIdx);
    expect(statuses.get(cancelled.reserveEntryIdx)).toBe('ATTENDCANCEL');
    expect(statuses.get(attending.reserveEntryIdx)).toBe('WIN');
  });
});

describe('when a draw runs', () => {
  it('does nothing before the announcement: entries stay ATTEND and nothing is recorded', async () => {
    const { program } = await drawProgram({ announcementInMs: HOUR, winnerCount: 1 });
    const member = await createMember(t.db);
    const attending = await entry(member.userIdx, program.programIdx);

    const outcome = await runDrawIfDue(t.db, program.programIdx, new Date());

    expect(outcome.kind).toBe('not-due');
    expect((await statusesOf(program.programIdx)).get(attending.reserveEntryIdx)).toBe('ATTEND');
    expect(await drawRows(program.programIdx)).toHaveLength(0);
  });
});

describe('POST /sandbox/api/draws/run', () => {
  it('draws an undue program now, moves its announcement and entry end to now, answers the record, and a second call answers the same record', async () => {
    const { program } = await drawProgram({ announcementInMs: 48 * HOUR, winnerCount: 1 });
    await t.db
      .update(programs)
      .set({ entryEndAt: new Date(Date.now() + 24 * HOUR) })
      .where(eq(programs.programIdx, program.programIdx));
    const winner = await createMember(t.db);
    const winnerEntry = await entry(winner.userIdx, program.programIdx);

    const [one, two] = await Promise.all(
      [0, 1].map(() =>
        postJson(t.app, '/sandbox/api/draws/run', { programIdx: program.programIdx }),
      ),
    );

    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    expect([one?.body.data.drawnNow, two?.body.data.drawnNow].sort()).toEqual([false, true]);
    expect(one?.body.data.seed).toBe(two?.body.data.seed);
    expect(one?.body.data).toMatchObject({
      programIdx: program.programIdx,
      trigger: 'SANDBOX',
      entryCount: 1,
      winnerCount: 1,
      winnerEntryIdxs: [winnerEntry.reserveEntryIdx],
    });
    expect(one?.headers['cache-control']).toBe('no-store');
    const [moved] = await t.db
      .select({ announcement: programs.winnerAnnouncementDate, entryEnd: programs.entryEndAt })
      .from(programs)
      .where(eq(programs.programIdx, program.programIdx));
    expect(moved?.announcement?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(moved?.entryEnd?.getTime()).toBe(moved?.announcement?.getTime());
  });

  it('answers 404 for a program that is not a draw, and 400 for a bad body', async () => {
    const reservation = await createProgram(t.db);
    const notDraw = await postJson(t.app, '/sandbox/api/draws/run', {
      programIdx: reservation.programIdx,
    });
    expect(notDraw.statusCode).toBe(404);
    expect(notDraw.body.errorCode).toBe('NOT_FOUND');
    const bad = await postJson(t.app, '/sandbox/api/draws/run', { programIdx: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('after the draw', () => {
  it('refuses a late application with 409 PROGRAM_CLOSED and shows WIN in the greeting data', async () => {
    const b = await bookableProgram(t, {
      program: {
        programType: 'APPLICATION',
        winnerCount: 3,
        winnerAnnouncementDate: new Date(Date.now() + 24 * HOUR),
      },
      questions: false,
    });
    const applicant = await memberWithToken(t);
    // The instance's chip tells the draw's places: 3 winners, not the 20 seats.
    const instances = await postJson(t.app, '/api/program/instance/list', {
      programIdx: b.program.programIdx,
    });
    expect(instances.body.data[0]).toMatchObject({ capacity: 20, winnerCnt: 3 });
    const guestBefore = await postJson(t.app, '/api/program/detail', {
      programIdx: b.program.programIdx,
    });
    expect(guestBefore.body.data).toMatchObject({ status: 'OPEN', closedYn: 'N' });
    const applied = await postJson(
      t.app,
      '/api/reserveentry/insert',
      insertBody(b, applicant.member.userIdx),
      applicant.headers,
    );
    expect(applied.statusCode).toBe(200);

    const drawn = await postJson(t.app, '/sandbox/api/draws/run', {
      programIdx: b.program.programIdx,
    });
    expect(drawn.body.data.winnerEntryIdxs).toEqual([applied.body.data]);

    // The entry window closed with the draw; re-open it to show the draw itself refuses entries.
    await t.db
      .update(programs)
      .set({ entryEndAt: null })
      .where(eq(programs.programIdx, b.program.programIdx));
    const late = await memberWithToken(t);
    const refused = await postJson(
      t.app,
      '/api/reserveentry/insert',
      insertBody(b, late.member.userIdx),
      late.headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('PROGRAM_CLOSED');
    const lateEntries = await t.db
      .select()
      .from(reserveEntries)
      .where(
        and(
          eq(reserveEntries.programIdx, b.program.programIdx),
          eq(reserveEntries.userIdx, late.member.userIdx),
        ),
      );
    expect(lateEntries).toHaveLength(0);

    // A signed-out visitor sees the draw over, not 응모하기 / 진행중.
    const guest = await postJson(t.app, '/api/program/detail', {
      programIdx: b.program.programIdx,
    });
    expect(guest.body.data).toMatchObject({ status: 'CLOSED', closedYn: 'Y' });
    const listed = await postJson(t.app, '/api/program/list', {});
    expect(
      listed.body.data.find((p: { programIdx: number }) => p.programIdx === b.program.programIdx),
    ).toMatchObject({ status: 'CLOSED' });

    // The home header carries WIN, and the greeting announces the result.
    const title = await postJson(t.app, '/api/getMainTitleInfo', {}, applicant.headers);
    const list = getMainTitleInfoResponse.parse(title.body).data.reserveEntryList;
    const won = list.find((e) => e.programIdx === b.program.programIdx);
    expect(won?.status).toBe('WIN');
    const greeting = greetingFor({
      userState: UserState.LOGGED_IN,
      userName: applicant.member.name,
      visitCnt: 0,
      entries: list,
      now: new Date(),
      variant: 0,
      venueName: '시그널 하우스 성수',
    });
    expect(greeting.state).toBe(GreetingState.ANNOUNCEMENT_RESULT);
  });

  it('applications racing the draw are either drawn or refused: none is left ATTEND', async () => {
    const b = await bookableProgram(t, {
      program: {
        programType: 'APPLICATION',
        winnerCount: 10,
        winnerAnnouncementDate: new Date(Date.now() + 24 * HOUR),
      },
      questions: false,
    });
    const members = await bulkMembersWithTokens(t, 200, 'draw-race');
    const insert = (m: (typeof members)[number]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reserveentry/insert',
        headers: m.headers,
        payload: insertBody(b, m.userIdx),
      });

    const [responses, drawn] = await Promise.all([
      Promise.all(members.map(insert)),
      postJson(t.app, '/sandbox/api/draws/run', { programIdx: b.program.programIdx }),
    ]);

    expect(drawn.statusCode).toBe(200);
    expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
    for (const r of responses.filter((r) => r.statusCode !== 200)) {
      expect(r.json().errorCode).toBe('PROGRAM_CLOSED');
    }
    const statuses = [...(await statusesOf(b.program.programIdx)).values()];
    expect(statuses).toHaveLength(responses.filter((r) => r.statusCode === 200).length);
    expect(statuses.filter((s) => s === 'ATTEND')).toEqual([]);
    expect(statuses.length).toBe(drawn.body.data.entryCount);
  }, 60_000);
});
