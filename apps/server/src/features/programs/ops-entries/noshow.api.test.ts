/**
 * The NOSHOW job (decision 032): instances ended plus the grace period get their remaining
 * bookings marked NOSHOW once — with two sweeps at once too (on PostgreSQL they run on two
 * connections and the advisory lock lets one work) — and the member's history says 불참.
 */
import { addDays, seoulToday } from '@venue/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { auditLog, programInstances, reserveEntries } from '../../../db/schema';
import { memberWithToken } from '../reserve-entries/reserve-entries.test-fixtures';
import { sweepNoShows } from './noshow.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
});
afterAll(() => t.close());

const today = () => seoulToday(new Date());

async function statusOf(reserveEntryIdx: number) {
  const [row] = await t.db
    .select({ status: reserveEntries.status })
    .from(reserveEntries)
    .where(eq(reserveEntries.reserveEntryIdx, reserveEntryIdx));
  return row?.status;
}

/** The job's audit rows of these instances. */
function noShowAuditRows(programInstanceIdxs: number[]) {
  return t.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'entry.noshow'),
        inArray(auditLog.targetId, programInstanceIdxs.map(String)),
      ),
    );
}

/** An instance on `execDate` 14:00–15:00 with a booked, an attended and a cancelled entry. */
async function instanceWithEntries(execDate: string) {
  const program = await createProgram(t.db);
  const instance = await createProgramInstance(t.db, program.programIdx, { execDate });
  const entry = (status: string) =>
    createMember(t.db).then((m) =>
      createReserveEntry(t.db, {
        userIdx: m.userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: instance.programInstanceIdx,
        status,
      }),
    );
  return {
    program,
    instance,
    booked: await entry('CONFIRM'),
    done: await entry('DONE'),
    cancelled: await entry('CANCEL'),
  };
}

describe('the NOSHOW sweep', () => {
  it('marks the still-booked entries of an ended instance NOSHOW, once per instance in the audit log; attended and cancelled ones stay', async () => {
    const ended = await instanceWithEntries(addDays(today(), -1));
    const upcoming = await instanceWithEntries(addDays(today(), 1));

    const report = await sweepNoShows(t.app, { now: new Date() });
    expect(report.ran).toBe(true);
    expect(report.marked).toContainEqual({
      programInstanceIdx: ended.instance.programInstanceIdx,
      reserveEntryIdxs: [ended.booked.reserveEntryIdx],
    });
    expect(await statusOf(ended.booked.reserveEntryIdx)).toBe('NOSHOW');
    expect(await statusOf(ended.done.reserveEntryIdx)).toBe('DONE');
    expect(await statusOf(ended.cancelled.reserveEntryIdx)).toBe('CANCEL');
    expect(await statusOf(upcoming.booked.reserveEntryIdx)).toBe('CONFIRM');

    const audit = await noShowAuditRows([ended.instance.programInstanceIdx]);
    expect(audit).toEqual([
      expect.objectContaining({
        operatorIdx: null,
        targetType: 'instance',
        after: { status: 'NOSHOW', count: 1 },
      }),
    ]);

    // A second sweep finds nothing left to do.
    const again = await sweepNoShows(t.app, { now: new Date() });
    expect(again.marked.map((m) => m.programInstanceIdx)).not.toContain(
      ended.instance.programInstanceIdx,
    );
  });

  it('waits for the grace period after the instance’s end (Seoul time)', async () => {
    const { instance, booked } = await instanceWithEntries(today());
    // 15:00 Seoul is 06:00 UTC; 29 minutes after the end is too early, 30 is due.
    const endUtc = new Date(`${today()}T06:00:00Z`);
    const early = new Date(endUtc.getTime() + 29 * 60_000);
    await sweepNoShows(t.app, { now: early, graceMinutes: 30 });
    expect(await statusOf(booked.reserveEntryIdx)).toBe('CONFIRM');
    const due = new Date(endUtc.getTime() + 30 * 60_000);
    const report = await sweepNoShows(t.app, { now: due, graceMinutes: 30 });
    expect(report.marked.map((m) => m.programInstanceIdx)).toContain(instance.programInstanceIdx);
    expect(await statusOf(booked.reserveEntryIdx)).toBe('NOSHOW');
  });

  it('leaves the entries of a cancelled instance alone', async () => {
    const { instance, booked } = await instanceWithEntries(addDays(today(), -2));
    await t.db
      .update(programInstances)
      .set({ cancelledAt: new Date() })
      .where(eq(programInstances.programInstanceIdx, instance.programInstanceIdx));
    await sweepNoShows(t.app, { now: new Date() });
    expect(await statusOf(booked.reserveEntryIdx)).toBe('CONFIRM');
  });

  it('two sweeps at once (two instances) mark each entry once and write one audit row per instance', async () => {
    const instances = await Promise.all(
      [3, 4, 5].map((days) => instanceWithEntries(addDays(today(), -days))),
    );
    const reports = await Promise.all([
      sweepNoShows(t.app, { now: new Date() }),
      sweepNoShows(t.app, { now: new Date() }),
    ]);
    const marked = reports.flatMap((r) => r.marked.flatMap((m) => m.reserveEntryIdxs));
    const expected = instances.map((s) => s.booked.reserveEntryIdx);
    expect(marked.filter((idx) => expected.includes(idx)).sort()).toEqual([...expected].sort());
    const audit = await noShowAuditRows(instances.map((s) => s.instance.programInstanceIdx));
    expect(audit).toHaveLength(3);
  });
});

describe('POST /sandbox/api/noshow/run', () => {
  it('runs the job for one instance as if it had ended; the member’s history says 불참', async () => {
    const program = await createProgram(t.db);
    const instance = await createProgramInstance(t.db, program.programIdx, {
      execDate: addDays(today(), 2),
    });
    const { member, headers } = await memberWithToken(t);
    const entry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
    });
    const run = await postJson(t.app, '/sandbox/api/noshow/run', {
      programInstanceIdx: instance.programInstanceIdx,
    });
    expect(run.statusCode).toBe(200);
    expect(run.body.data).toEqual({ markedEntryIdxs: [entry.reserveEntryIdx] });
    const history = await t.app.inject({ method: 'GET', url: '/api/reserveentry/list', headers });
    expect(history.json().data.data[0]).toMatchObject({ status: 'NOSHOW', statusLabel: '불참' });
  });

  it('does not exist outside sandbox mode', async () => {
    const plain = await createTestApp({ env: { SANDBOX_MODE: 'off' } });
    try {
      const response = await postJson(plain.app, '/sandbox/api/noshow/run', {
        programInstanceIdx: 1,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
