/**
 * The no-show rules (decision 065) through the HTTP app: a first no-show warns (불참 안내), a
 * second restricts new bookings, draw entries and waiting-list joins for 14 days with a message
 * that says until when, a third for 60; a member's cancel within 3 hours of the start counts half
 * and an earlier one nothing; the member's info shows the restriction and an ADMIN's lift ends it,
 * audited.
 */
import { addDays, seoulToday, toSeoulIso } from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgramInstance, createReserveEntry } from '../../../../test/factories';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { auditLog, messages, users } from '../../../db/schema';
import { sweepNoShows } from '../ops-entries/noshow.service';
import { operatorCookies } from '../ops-entries/ops-entries.test-fixtures';
import {
  bookableProgram,
  insertBody,
  memberWithToken,
} from '../reserve-entries/reserve-entries.test-fixtures';

let t: TestApp;
let cookies: Awaited<ReturnType<typeof operatorCookies>>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = await operatorCookies(t);
});
afterAll(() => t.close());

/** A no-show of `userIdx` on a session `days` from today (yesterday), marked by the sweep. */
async function noShow(userIdx: number, days = -1) {
  const b = await bookableProgram(t, { questions: false });
  const yesterday = await createProgramInstance(t.db, b.program.programIdx, {
    execDate: addDays(seoulToday(new Date()), days),
    startTime: '14:00',
    endTime: '15:00',
    capacity: 10,
  });
  await createReserveEntry(t.db, {
    userIdx,
    programIdx: b.program.programIdx,
    programInstanceIdx: yesterday.programInstanceIdx,
    participantCnt: 1,
  });
  const report = await sweepNoShows(t.app, { programInstanceIdx: yesterday.programInstanceIdx });
  expect(report.marked).toHaveLength(1);
}

const noticesTo = (phoneNumber: string) =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.phoneNumber, phoneNumber), eq(messages.kind, 'NOSHOW_NOTICE')))
    .orderBy(messages.messageIdx);

const userRow = async (userIdx: number) =>
  (await t.db.select().from(users).where(eq(users.userIdx, userIdx)))[0];

describe('the no-show rules', () => {
  it('warn at the first, restrict for 14 days at the second, and an ADMIN lifts it', async () => {
    const { member, headers } = await memberWithToken(t, { phoneNumber: '01066660001' });
    await noShow(member.userIdx);
    expect((await userRow(member.userIdx))?.noShowLevel).toBe(1);
    const [warning] = await noticesTo('01066660001');
    expect(warning?.text).toContain('■ 최근 90일: 불참 1회');
    expect(warning?.text).toContain('불참이 2회가 되면');
    const b = await bookableProgram(t);
    expect(
      (await postJson(t.app, '/api/reserveentry/insert', insertBody(b, member.userIdx), headers))
        .statusCode,
    ).toBe(200);

    await noShow(member.userIdx);
    const row = await userRow(member.userIdx);
    expect(row?.noShowLevel).toBe(2);
    const days = (row!.bookingRestrictedUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const notices = await noticesTo('01066660001');
    expect(notices).toHaveLength(2);
    expect(notices[1]?.text).toContain('까지 새 예약과 응모를 할 수 없어요.');

    const other = await bookableProgram(t);
    const refused = await postJson(
      t.app,
      '/api/reserveentry/insert',
      insertBody(other, member.userIdx),
      headers,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body.errorCode).toBe('BOOKING_RESTRICTED');
    expect(refused.body.message).toContain('최근 90일 불참 2회로');
    expect(refused.body.message).toContain('1:1 문의(예약 제한 이의)');
    const info = await postJson(t.app, '/api/getuserinfo', {}, headers);
    expect(info.body.data.bookingRestriction).toEqual({
      until: toSeoulIso(row!.bookingRestrictedUntil!),
      reason: '최근 90일 불참 2회',
    });

    const detail = await postJson(
      t.app,
      '/api/staff/members/detail',
      { userIdx: member.userIdx },
      { cookie: cookies.staff.cookie },
    );
    expect(detail.body.data.bookingRestriction?.reason).toBe('최근 90일 불참 2회');
    const staffLift = await postJson(
      t.app,
      '/api/staff/members/restriction',
      { userIdx: member.userIdx, participationPossibleYn: 'Y', reason: '현장 확인' },
      { cookie: cookies.editor.cookie },
    );
    expect(staffLift.statusCode).toBe(403);
    const lifted = await postJson(
      t.app,
      '/api/staff/members/restriction',
      { userIdx: member.userIdx, participationPossibleYn: 'Y', reason: '현장 확인' },
      { cookie: cookies.admin.cookie },
    );
    expect(lifted.statusCode, JSON.stringify(lifted.body)).toBe(200);
    expect(await userRow(member.userIdx)).toMatchObject({
      bookingRestrictedUntil: null,
      noShowLevel: 0,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'member.restriction'),
          eq(auditLog.targetId, String(member.userIdx)),
        ),
      );
    expect(audit?.after).toMatchObject({ bookingRestrictedUntil: null, reason: '현장 확인' });
    const again = await postJson(
      t.app,
      '/api/reserveentry/insert',
      insertBody(other, member.userIdx),
      headers,
    );
    expect(again.statusCode).toBe(200);
    // The count starts again: the two no-shows before the lift no longer count, so a new one
    // (a session after the lift, marked by the sandbox's hook) brings a warning, not a restriction.
    await noShow(member.userIdx, 1);
    expect(await userRow(member.userIdx)).toMatchObject({
      noShowLevel: 1,
      bookingRestrictedUntil: null,
    });
  });

  it('count a cancel within 3 hours of the start as half, an earlier one as nothing', async () => {
    const { member, headers } = await memberWithToken(t, { phoneNumber: '01066660002' });
    const now = new Date();
    const soon = toSeoulIso(new Date(now.getTime() + 2 * 3_600_000));
    const later = toSeoulIso(new Date(now.getTime() + 5 * 3_600_000));
    const cancelAt = async (startIso: string) => {
      const b = await bookableProgram(t, { questions: false });
      const instance = await createProgramInstance(t.db, b.program.programIdx, {
        execDate: startIso.slice(0, 10),
        startTime: startIso.slice(11, 16),
        endTime:
          startIso.slice(11, 13) === '23'
            ? '23:59'
            : `${String(Number(startIso.slice(11, 13)) + 1).padStart(2, '0')}:${startIso.slice(14, 16)}`,
        capacity: 10,
      });
      const entry = await createReserveEntry(t.db, {
        userIdx: member.userIdx,
        programIdx: b.program.programIdx,
        programInstanceIdx: instance.programInstanceIdx,
      });
      const cancelled = await postJson(
        t.app,
        '/api/reserveentry/cancel',
        { reserveEntryIdx: entry.reserveEntryIdx },
        headers,
      );
      expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    };
    // Crossing midnight in Seoul would make these two sessions start tomorrow: both still count
    // by their start, which is what the rule reads.
    await cancelAt(later);
    await cancelAt(soon);
    expect((await userRow(member.userIdx))?.noShowLevel).toBe(0);
    expect(await noticesTo('01066660002')).toEqual([]);
    // ½ + 1 = 1.5: warned, not restricted.
    await noShow(member.userIdx);
    expect(await userRow(member.userIdx)).toMatchObject({
      noShowLevel: 1,
      bookingRestrictedUntil: null,
    });
    const [warning] = await noticesTo('01066660002');
    expect(warning?.text).toContain('불참 1.5회');
  });

  it('restrict for 60 days at the third, and refuse a waiting-list join meanwhile', async () => {
    const { member, headers } = await memberWithToken(t, { phoneNumber: '01066660003' });
    for (let i = 0; i < 3; i += 1) await noShow(member.userIdx);
    const row = await userRow(member.userIdx);
    expect(row?.noShowLevel).toBe(3);
    const days = (row!.bookingRestrictedUntil!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    const full = await bookableProgram(t, { capacity: 0 });
    const body = insertBody(full, member.userIdx);
    const joined = await postJson(
      t.app,
      '/api/waitlist/join',
      {
        programInstanceIdx: full.instance.programInstanceIdx,
        personCount: 1,
        answers: body.questionList,
        name: '김하늘',
        phoneNumber: '01012345678',
        programTermList: body.programTermList,
      },
      headers,
    );
    expect(joined.statusCode).toBe(403);
    expect(joined.body.errorCode).toBe('BOOKING_RESTRICTED');
  });
});
