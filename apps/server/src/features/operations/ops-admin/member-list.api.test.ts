import { randomUUID } from 'node:crypto';
import { addDays, seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
} from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditLog, checkIns, qrPasses } from '../../../db/schema';

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

let t: TestApp;
let admin: string;
let staff: string;
const now = new Date();
const today = seoulToday(now);
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

async function browse(body: object, cookie: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/members/browse',
    payload: body,
    headers: { cookie },
  });
  return { statusCode: response.statusCode, json: () => response.json() as Json };
}

async function visit(userIdx: number, at: Date) {
  const day = seoulToday(at);
  const [pass] = await t.db
    .insert(qrPasses)
    .values({
      userIdx,
      qrUuid: randomUUID(),
      entryCode: `V${String(userIdx).padStart(7, '0')}`,
      issueDate: day,
      verificationSeq: randomUUID(),
    })
    .returning();
  await t.db.insert(checkIns).values({
    userIdx,
    qrPassIdx: pass?.qrPassIdx ?? 0,
    visitDate: day,
    placeType: 'ENTRANCE',
    placeKey: 'E',
    message: {},
    checkedInAt: at,
  });
}

let old: Awaited<ReturnType<typeof createMember>>;
let restricted: Awaited<ReturnType<typeof createMember>>;
let noShowBanned: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createOperator(t.db, { role: 'ADMIN' });
  const s = await createOperator(t.db, { role: 'STAFF' });
  admin = await staffLogin(t.app, a.loginId, a.password);
  staff = await staffLogin(t.app, s.loginId, s.password);

  old = await createMember(t.db, {
    name: '김하늘',
    phoneNumber: '01012345678',
    regDate: daysAgo(40),
  });
  restricted = await createMember(t.db, {
    name: '이바다',
    phoneNumber: '01087654321',
    participationPossibleYn: false,
    regDate: daysAgo(10),
  });
  noShowBanned = await createMember(t.db, {
    name: '박구름',
    phoneNumber: '01055556666',
    bookingRestrictedUntil: new Date(now.getTime() + 7 * 86_400_000),
    regDate: daysAgo(1),
  });
  const program = await createProgram(t.db, { programName: '향수 클래스' });
  const instance = await createProgramInstance(t.db, program.programIdx, {
    execDate: addDays(today, -3),
    startTime: '14:00',
    endTime: '15:00',
  });
  await createReserveEntry(t.db, {
    userIdx: restricted.userIdx,
    programIdx: program.programIdx,
    programInstanceIdx: instance.programInstanceIdx,
    status: 'NOSHOW',
  });
  await visit(noShowBanned.userIdx, daysAgo(1));
  await visit(old.userIdx, daysAgo(20));
});
afterAll(async () => {
  await t.close();
});

const ids = (json: Json) => json.data.list.map((row: Json) => row.userIdx);

describe('POST /api/staff/members/browse', () => {
  it('shows STAFF names and phones masked as the member page does, and ADMIN in full', async () => {
    const masked = (await browse({}, staff)).json();
    expect(masked.data.maskedYn).toBe('Y');
    const kim = masked.data.list.find((row: Json) => row.userIdx === old.userIdx);
    expect(kim).toMatchObject({ name: '김*늘', phoneNumber: '010-****-5678' });
    expect(JSON.stringify(masked)).not.toContain('1234');

    const full = (await browse({}, admin)).json();
    expect(full.data.maskedYn).toBe('N');
    const kimFull = full.data.list.find((row: Json) => row.userIdx === old.userIdx);
    expect(kimFull).toMatchObject({ name: '김하늘', phoneNumber: '01012345678' });
  });

  it('cannot be searched by text, so a hidden digit cannot be confirmed', async () => {
    const response = await browse({ query: '01012345678' }, staff);
    expect(response.statusCode).toBe(400);
    expect((await browse({ phoneNumber: '1234' }, staff)).statusCode).toBe(400);
  });

  it('filters by restriction now: participation off or a no-show restriction in force', async () => {
    const now = (await browse({ restrictedYn: 'Y' }, staff)).json();
    expect(ids(now).sort()).toEqual([restricted.userIdx, noShowBanned.userIdx].sort());
    expect(now.data.list.every((row: Json) => row.restrictedYn === 'Y')).toBe(true);
    expect(ids((await browse({ restrictedYn: 'N' }, staff)).json())).toEqual([old.userIdx]);
  });

  it('filters members with no-shows and counts them', async () => {
    const json = (await browse({ noShowYn: 'Y' }, staff)).json();
    expect(ids(json)).toEqual([restricted.userIdx]);
    expect(json.data.list[0].noShowCount).toBe(1);
  });

  it('filters by joining day and by last visit (Seoul days, inclusive)', async () => {
    const joined = (
      await browse({ joinedFrom: addDays(today, -15), joinedTo: today }, staff)
    ).json();
    expect(ids(joined)).toEqual([noShowBanned.userIdx, restricted.userIdx]);
    const visited = (
      await browse({ lastVisitFrom: addDays(today, -25), lastVisitTo: addDays(today, -15) }, staff)
    ).json();
    expect(ids(visited)).toEqual([old.userIdx]);
    expect(visited.data.list[0].lastVisitAt).toMatch(/\+09:00$/);
  });

  it('sorts by joining (newest first) or by last visit (never visited last)', async () => {
    expect(ids((await browse({ sort: 'JOINED' }, staff)).json())).toEqual([
      noShowBanned.userIdx,
      restricted.userIdx,
      old.userIdx,
    ]);
    expect(ids((await browse({ sort: 'LAST_VISIT' }, staff)).json())).toEqual([
      noShowBanned.userIdx,
      old.userIdx,
      restricted.userIdx,
    ]);
  });

  it('refuses a range that ends before it starts, in Korean', async () => {
    const response = await browse({ joinedFrom: today, joinedTo: addDays(today, -1) }, staff);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('가입일의 시작일이 종료일보다 늦어요.');
  });

  it('audits each page browsed with its filters, masked or not', async () => {
    await browse({ noShowYn: 'Y', page: 1 }, staff);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'member.browse'))
      .orderBy(auditLog.auditIdx)
      .then((rows) => rows.slice(-1));
    expect(row?.after).toMatchObject({ noShowYn: 'Y', page: 1, resultCount: 1, maskedYn: 'Y' });
  });

  it('is for operators only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/members/browse',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
