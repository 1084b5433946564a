/**
 * The scheduled jobs on the real job queue (decision 058): pg-boss over the test's database with
 * its TestClock, so a minute passes when the test says so. Each job runs once at start and then
 * on its cron; a draw whose announcement passed while no server ran is drawn by the start's
 * catch-up, once across two instances; a failed run is logged and the next one runs.
 */
import { addDays, seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { type PgBoss, TestClock } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { programDraws, reserveEntries } from './db/schema';
import { createJobQueue } from './lib/job-queue';
import { type ScheduledJob, scheduledJobs, startScheduledJobs } from './scheduled-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const started: PgBoss[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((queue) => queue.stop({ graceful: false })));
});

const MINUTE = 60_000;
type Log = { error(obj: object, msg: string): void };
const silent: Log = { error: () => {} };

/** One instance's queue on the test's database, at work on `jobs`, its clock at `clock`. */
async function instance(clock: TestClock, jobs: ScheduledJob[], log: Log = silent) {
  const queue = createJobQueue(t.handle, { clock });
  queue.on('error', () => {});
  await queue.start();
  started.push(queue);
  await startScheduledJobs(queue, jobs, { log, now: () => new Date(clock.now()) });
  return queue;
}

/** Waits for what a job does (the clock fires the poll; the handler runs after). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function completedRuns(queue: PgBoss, name: string): Promise<number> {
  const jobs = await queue.findJobs(name, {});
  return jobs.filter((job) => job.state === 'completed').length;
}

const drawsOf = (programIdx: number) =>
  t.db.select().from(programDraws).where(eq(programDraws.programIdx, programIdx));
/** The program's draw records, once there is one (or none after the wait). */
const drawn = (programIdx: number) =>
  until(
    () => drawsOf(programIdx),
    (rows) => rows.length > 0,
  );

/** An APPLICATION program announced at `announcement`, with one applicant. */
async function drawProgram(announcement: Date) {
  const program = await createProgram(t.db, {
    programType: 'APPLICATION',
    scheduleType: 'ONCE',
    winnerCount: 1,
    winnerAnnouncementDate: announcement,
  });
  await createProgramInstance(t.db, program.programIdx, {
    execDate: addDays(seoulToday(announcement), 1),
    capacity: null,
  });
  const member = await createMember(t.db);
  await createReserveEntry(t.db, {
    userIdx: member.userIdx,
    programIdx: program.programIdx,
    programType: 'APPLICATION',
    status: 'ATTEND',
  });
  return program;
}

describe('the scheduled jobs', () => {
  it('are cron schedules in Seoul time on queues that hold one run at a time', async () => {
    const queue = await instance(new TestClock('2030-03-04T00:00:10Z'), scheduledJobs(t.app));
    const schedules = await queue.getSchedules();
    expect(
      schedules.map((s) => [s.name, s.cron, s.timezone]).sort((a, b) => a[0]!.localeCompare(b[0]!)),
    ).toEqual([
      ['draws.due', '* * * * *', 'Asia/Seoul'],
      ['draws.offers', '* * * * *', 'Asia/Seoul'],
      ['entries.no-shows', '* * * * *', 'Asia/Seoul'],
      ['inquiries.retention', '37 */6 * * *', 'Asia/Seoul'],
      ['members.withdrawal-purge', '7 */6 * * *', 'Asia/Seoul'],
      ['messages.relay', '* * * * *', 'Asia/Seoul'],
      ['messages.reminders', '* * * * *', 'Asia/Seoul'],
      ['programs.publish', '* * * * *', 'Asia/Seoul'],
      ['waitlist.sweep', '* * * * *', 'Asia/Seoul'],
    ]);
    for (const schedule of schedules) {
      expect((await queue.getQueue(schedule.name))?.policy).toBe('stately');
    }
  });

  it('draw a program whose announcement passed while no server ran: the start catches up, and two instances never run at once', async () => {
    // Each test has hours of its own, later than the last: pg-boss keeps when its crons last ran.
    const now = new Date('2030-03-04T05:00:05Z');
    const program = await drawProgram(new Date(now.getTime() - 5 * MINUTE));
    const clock = new TestClock(now);
    const [draws] = scheduledJobs(t.app).filter((job) => job.name === 'draws.due');
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const watched: ScheduledJob = {
      ...(draws as ScheduledJob),
      run: async (at) => {
        running += 1;
        if (running > 1) overlapped = true;
        await draws?.run(at);
        await new Promise((resolve) => setTimeout(resolve, 100));
        runs += 1;
        running -= 1;
      },
    };
    await instance(clock, [watched]);
    await instance(clock, [watched]);
    await clock.tick(10_000);
    await clock.tick(MINUTE);

    expect(await drawn(program.programIdx)).toHaveLength(1);
    // The start's catch-up and the 05:01 run at least, one after the other.
    expect(
      await until(
        async () => runs,
        (n) => n >= 2,
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
  });

  it('draw a program at the first minute after its announcement, and sweep no-shows every minute', async () => {
    const start = new Date('2030-03-04T06:00:10Z');
    const clock = new TestClock(start);
    const program = await drawProgram(new Date(start.getTime() + 30_000));
    const noShowProgram = await createProgram(t.db);
    const ended = await createProgramInstance(t.db, noShowProgram.programIdx, {
      execDate: addDays(seoulToday(start), -1),
    });
    const member = await createMember(t.db);
    const booked = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: noShowProgram.programIdx,
      programInstanceIdx: ended.programInstanceIdx,
    });
    const queue = await instance(clock, scheduledJobs(t.app));
    await clock.tick(10_000);
    await until(
      () => completedRuns(queue, 'draws.due'),
      (n) => n >= 1,
    );
    expect(await drawsOf(program.programIdx)).toHaveLength(0);

    // 06:01:00: the cron's run, now past the announcement.
    await clock.tick(MINUTE);
    expect(await drawn(program.programIdx)).toHaveLength(1);
    const status = async () =>
      (
        await t.db
          .select({ status: reserveEntries.status })
          .from(reserveEntries)
          .where(eq(reserveEntries.reserveEntryIdx, booked.reserveEntryIdx))
      )[0]?.status;
    expect(await until(status, (value) => value === 'NOSHOW')).toBe('NOSHOW');
  });

  it('log a failed run, and run again at the next minute', async () => {
    const clock = new TestClock(new Date('2030-03-04T08:00:10Z'));
    const logged: string[] = [];
    let runs = 0;
    const flaky: ScheduledJob = {
      name: 'test.flaky',
      cron: '* * * * *',
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('the database went away');
      },
    };
    const queue = await instance(clock, [flaky], {
      error: (_o, message) => {
        logged.push(message);
      },
    });
    await clock.tick(10_000);
    await until(
      async () => runs,
      (n) => n >= 1,
    );
    await clock.tick(MINUTE);
    expect(
      await until(
        async () => runs,
        (n) => n >= 2,
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(logged).toEqual(['scheduled job failed']);
    const states = async () => (await queue.findJobs('test.flaky', {})).map((job) => job.state);
    const seen = await until(states, (list) => list.includes('completed'));
    expect(seen.filter((state) => state === 'failed')).toHaveLength(1);
    expect(seen).toContain('completed');
  });
});
