/**
 * 입장 완료 after the member's first check-in of their Seoul day (decision 059): a
 * scan or an admit by name writes one CHECKED_IN, with the check-in's Seoul time, in the
 * check-in's transaction. Another place the same day, or a check-in undone and made again, writes
 * nothing more; a check-in whose message cannot be written is not made at all.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createZone } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { checkIns, messages } from '../../../db/schema';
import { MESSAGE_SEND_QUEUE } from '../../messages/outbox/outbox';
import {
  memberWithPass,
  operatorCookies,
} from '../../programs/ops-entries/ops-entries.test-fixtures';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof operatorCookies>>;

beforeAll(async () => {
  t = await createTestApp();
  cookies = await operatorCookies(t);
});
afterAll(() => t.close());

const asStaff = (url: string, body: unknown) =>
  postJson(t.app, url, body, { cookie: cookies.staff.cookie });
const scan = (body: object) => asStaff('/api/staff/checkin', body);

const messagesTo = (phoneNumber: string) =>
  t.db.select().from(messages).where(eq(messages.phoneNumber, phoneNumber));

async function sendJobs(): Promise<number[]> {
  const jobs = t.app.jobs
    ? await t.app.jobs.findJobs<{ messageIdx: number }>(MESSAGE_SEND_QUEUE, {})
    : [];
  return jobs.map((job) => job.data.messageIdx);
}

/** The Seoul day and HH:mm of a check-in answer's `checkedInAt` (ISO with +09:00). */
const seoulDayAndTime = (checkedInAt: string) => ({
  day: checkedInAt.slice(0, 10),
  time: checkedInAt.slice(11, 16),
});

describe('a scan at the door', () => {
  it('writes one 입장 완료 with the time for the day’s first check-in, and nothing more that day', async () => {
    const { member, qrValue } = await memberWithPass(t, { phoneNumber: '01077820001' });
    const first = await scan({ qrValue });
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.result).toBe('CHECKED_IN');
    const { day, time } = seoulDayAndTime(first.body.data.checkedInAt);

    // Another place the same day; then every check-in of the day undone, and the member
    // checked in again: the first of the day once more, for the same visit.
    const zone = await createZone(t.db);
    expect((await scan({ qrValue, zoneIdx: zone.zoneIdx })).body.data.result).toBe('CHECKED_IN');
    const remaining = await t.db
      .select({ checkInIdx: checkIns.checkInIdx })
      .from(checkIns)
      .where(eq(checkIns.userIdx, member.userIdx));
    for (const row of remaining) {
      const undone = await asStaff('/api/staff/checkin/undo', { checkInIdx: row.checkInIdx });
      expect(undone.statusCode, JSON.stringify(undone.body)).toBe(200);
    }
    const again = await scan({ qrValue });
    expect(again.body.data.result).toBe('CHECKED_IN');

    const [message, ...others] = await messagesTo('01077820001');
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      kind: 'CHECKED_IN',
      causeKey: `visit:${member.userIdx}:${day}`,
      userIdx: member.userIdx,
      templateCode: 'VENUE_CHECKED_IN',
      status: 'QUEUED',
    });
    expect(message?.text).toContain(`${member.name}님, 오늘`);
    expect(message?.text).toContain(`■ 입장 시각: ${time}`);
    expect(message?.buttons).toEqual([{ name: '앱 열기', url: `${t.config.publicOrigin}/` }]);
    expect(await sendJobs()).toContain(message?.messageIdx);
  });

  it('is not made when its message cannot be written: no check-in, nothing sent', async () => {
    const { member, qrValue } = await memberWithPass(t, { phoneNumber: '01077820002' });
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    try {
      const refused = await scan({ qrValue });
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    expect(await t.db.select().from(checkIns).where(eq(checkIns.userIdx, member.userIdx))).toEqual(
      [],
    );
    expect(await messagesTo('01077820002')).toEqual([]);
  });
});

describe('an admit by name (POST /api/staff/checkin/manual)', () => {
  it('writes the day’s 입장 완료 as a scan does, once', async () => {
    const member = await createMember(t.db, { phoneNumber: '01077820003' });
    const admitted = await asStaff('/api/staff/checkin/manual', { userIdx: member.userIdx });
    expect(admitted.statusCode, JSON.stringify(admitted.body)).toBe(200);
    expect(admitted.body.data.result).toBe('CHECKED_IN');
    const again = await asStaff('/api/staff/checkin/manual', { userIdx: member.userIdx });
    expect(again.body.data.result).toBe('ALREADY_CHECKED_IN');

    const { day, time } = seoulDayAndTime(admitted.body.data.checkedInAt);
    const [message, ...others] = await messagesTo('01077820003');
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      kind: 'CHECKED_IN',
      causeKey: `visit:${member.userIdx}:${day}`,
    });
    expect(message?.text).toContain(`■ 입장 시각: ${time}`);
  });

  it('is not made when its message cannot be written', async () => {
    const member = await createMember(t.db, { phoneNumber: '01077820004' });
    await t.db.execute(
      sql`ALTER TABLE messages ADD CONSTRAINT probe_refuse CHECK (false) NOT VALID`,
    );
    try {
      const refused = await asStaff('/api/staff/checkin/manual', { userIdx: member.userIdx });
      expect(refused.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`ALTER TABLE messages DROP CONSTRAINT probe_refuse`);
    }
    expect(await t.db.select().from(checkIns).where(eq(checkIns.userIdx, member.userIdx))).toEqual(
      [],
    );
    expect(await messagesTo('01077820004')).toEqual([]);
  });
});
