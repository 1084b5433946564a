import { randomUUID } from 'node:crypto';
import { addDays, seoulMidnight, seoulToday } from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFloor,
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
  createZone,
} from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  auditLog,
  checkIns,
  inquiries,
  programDraws,
  programQuestionOptions,
  programQuestions,
  qrPasses,
  reserveEntryAnswers,
  users,
  vipAccessKeys,
} from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';
import { MEMBER_SEARCH_LIMIT } from './ops-admin.service';

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

let t: TestApp;
let admin: string;
let staff: string;
let editor: string;
let memberHeader: Record<string, string>;
const now = new Date();
const today = seoulToday(now);
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

async function post(url: string, payload: object | undefined, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: cookie ? { cookie } : {},
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    raw: response.rawPayload,
    text: response.body,
    json: () => response.json() as Json,
  };
}

let passSeq = 0;
async function checkIn(
  userIdx: number,
  place: { zoneIdx?: number; programIdx?: number },
  at: Date,
) {
  passSeq += 1;
  const [pass] = await t.db
    .insert(qrPasses)
    .values({
      userIdx,
      qrUuid: randomUUID(),
      entryCode: `T${String(passSeq).padStart(7, '0')}`.slice(0, 8),
      issueDate: today,
      verificationSeq: randomUUID(),
    })
    .onConflictDoNothing()
    .returning();
  const passIdx =
    pass?.qrPassIdx ??
    (
      await t.db
        .select()
        .from(qrPasses)
        .where(and(eq(qrPasses.userIdx, userIdx), eq(qrPasses.issueDate, today)))
    )[0]?.qrPassIdx;
  if (!passIdx) throw new Error('no pass');
  const placeType = place.zoneIdx ? 'ZONE' : place.programIdx ? 'PROGRAM' : 'ENTRANCE';
  const placeKey = place.zoneIdx
    ? `Z:${place.zoneIdx}`
    : place.programIdx
      ? `P:${place.programIdx}`
      : 'E';
  await t.db.insert(checkIns).values({
    userIdx,
    qrPassIdx: passIdx,
    visitDate: today,
    placeType,
    placeKey,
    zoneIdx: place.zoneIdx ?? null,
    programIdx: place.programIdx ?? null,
    message: {},
    checkedInAt: at,
  });
}

// The venue of this file: two floors, a zone on each, a program on the second with an instance today.
let floor1: Awaited<ReturnType<typeof createFloor>>;
let floor2: Awaited<ReturnType<typeof createFloor>>;
let zone1: Awaited<ReturnType<typeof createZone>>;
let zone2: Awaited<ReturnType<typeof createZone>>;
let program: Awaited<ReturnType<typeof createProgram>>;
let instance: Awaited<ReturnType<typeof createProgramInstance>>;
let kim: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createOperator(t.db, { role: 'ADMIN' });
  const s = await createOperator(t.db, { role: 'STAFF' });
  const e = await createOperator(t.db, { role: 'EDITOR' });
  admin = await staffLogin(t.app, a.loginId, a.password);
  staff = await staffLogin(t.app, s.loginId, s.password);
  editor = await staffLogin(t.app, e.loginId, e.password);

  floor1 = await createFloor(t.db, { floorLabel: '1층' });
  floor2 = await createFloor(t.db, { floorLabel: '2층' });
  zone1 = await createZone(t.db, { floorIdx: floor1.floorIdx, zoneName: '라운지' });
  zone2 = await createZone(t.db, { floorIdx: floor2.floorIdx, zoneName: '스튜디오' });
  program = await createProgram(t.db, { programName: '향수<br>클래스', zoneIdx: zone2.zoneIdx });
  instance = await createProgramInstance(t.db, program.programIdx, {
    execDate: today,
    startTime: '14:00',
    endTime: '15:00',
    capacity: 10,
    reservedCount: 5,
  });
  kim = await createMember(t.db, { name: '김하늘', phoneNumber: '01012345678' });
  memberHeader = { 'x-access-token': await signMemberToken(memberTokenKey(t.config), kim) };
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/staff/dashboard', () => {
  it('counts today: arrivals, the last hour, who is where now, instances, draws and open inquiries', async () => {
    const [m1, m2, m3, m4] = await Promise.all([
      createMember(t.db),
      createMember(t.db),
      createMember(t.db),
      createMember(t.db),
    ]);
    if (!m1 || !m2 || !m3 || !m4) throw new Error('members');
    // m1: entrance 3 h ago, then zone 1 (1st floor) 30 min ago → 1층, arrived earlier than an hour
    await checkIn(m1.userIdx, {}, minutesAgo(180));
    await checkIn(m1.userIdx, { zoneIdx: zone1.zoneIdx }, minutesAgo(30));
    // m2: entrance 10 min ago → entrance bucket, arrived in the last hour
    await checkIn(m2.userIdx, {}, minutesAgo(10));
    // m3: the program (2nd floor) 20 min ago → 2층, arrived in the last hour
    await checkIn(m3.userIdx, { programIdx: program.programIdx }, minutesAgo(20));
    // m4: one scan 5 h ago → checked in today, no longer counted in the building
    await checkIn(m4.userIdx, { zoneIdx: zone2.zoneIdx }, minutesAgo(300));

    // The instance: 2 confirmed (3 people), 1 done, 1 no-show, 1 cancelled.
    await createReserveEntry(t.db, {
      userIdx: m1.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      participantCnt: 2,
    });
    await createReserveEntry(t.db, {
      userIdx: m2.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
    });
    await createReserveEntry(t.db, {
      userIdx: m3.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      status: 'DONE',
    });
    await createReserveEntry(t.db, {
      userIdx: m4.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      status: 'NOSHOW',
    });
    await createReserveEntry(t.db, {
      userIdx: kim.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      status: 'CANCEL',
    });

    // A draw announced today at 18:00 Seoul, another tomorrow (not listed).
    const draw = await createProgram(t.db, {
      programType: 'APPLICATION',
      programName: '한정판 응모',
      winnerAnnouncementDate: new Date(seoulMidnight(today).getTime() + 18 * 3_600_000),
      winnerCount: 3,
    });
    await createProgram(t.db, {
      programType: 'APPLICATION',
      winnerAnnouncementDate: new Date(seoulMidnight(addDays(today, 1)).getTime() + 3_600_000),
    });
    await createReserveEntry(t.db, {
      userIdx: m1.userIdx,
      programIdx: draw.programIdx,
      programType: 'APPLICATION',
      status: 'ATTEND',
    });

    await t.db.insert(inquiries).values([
      {
        userIdx: m1.userIdx,
        category: 'ETC',
        title: '문의',
        content: '내용',
        privacyAgreedAt: now,
      },
      {
        userIdx: m2.userIdx,
        category: 'ETC',
        title: '문의',
        content: '내용',
        privacyAgreedAt: now,
        status: 'ANSWERED',
      },
    ]);

    const response = await post('/api/staff/dashboard', {}, staff);
    expect(response.statusCode, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json().data;
    expect(data).toMatchObject({
      date: today,
      checkedInToday: 4,
      checkedInLastHour: 2,
      presenceWindowMinutes: 120,
      inBuilding: 3,
      openInquiries: 1,
    });
    expect(data.floors).toEqual([
      { floorIdx: null, floorLabel: '입구 (층 미확인)', inBuilding: 1 },
      { floorIdx: floor1.floorIdx, floorLabel: '1층', inBuilding: 1 },
      { floorIdx: floor2.floorIdx, floorLabel: '2층', inBuilding: 1 },
    ]);
    expect(data.instances).toEqual([
      {
        programInstanceIdx: instance.programInstanceIdx,
        programIdx: program.programIdx,
        programName: '향수 클래스',
        programType: 'RESERVATION',
        startTime: '14:00',
        endTime: '15:00',
        capacity: 10,
        booked: 4,
        bookedPeople: 5,
        checkedIn: 1,
        noShow: 1,
        free: 5,
      },
    ]);
    expect(data.draws).toEqual([
      {
        programIdx: draw.programIdx,
        programName: '한정판 응모',
        winnerAnnouncementAt: `${today}T18:00:00+09:00`,
        entryCount: 1,
        winnerCount: 3,
        drawnYn: 'N',
      },
    ]);
    expect(programDraws).toBeDefined();
  });

  it('is for staff sessions only', async () => {
    expect((await post('/api/staff/dashboard', {})).statusCode).toBe(401);
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/staff/dashboard',
      payload: {},
      headers: memberHeader,
    });
    expect(asMember.statusCode).toBe(401);
  });
});

describe('members', () => {
  it('a STAFF operator finds a member by the last four digits and sees 김*늘, 010-****-5678', async () => {
    const response = await post('/api/staff/members/search', { query: '5678' }, staff);
    expect(response.statusCode, response.text).toBe(200);
    const data = response.json().data;
    expect(data.maskedYn).toBe('Y');
    const found = data.list.find((m: Json) => m.userIdx === kim.userIdx);
    expect(found).toMatchObject({ name: '김*늘', phoneNumber: '010-****-5678', status: 'ACTIVE' });
    expect(response.text).not.toContain('김하늘');
    expect(response.text).not.toContain('01012345678');
  });

  it('an ADMIN finds the same member by name and sees the full name and phone', async () => {
    const response = await post('/api/staff/members/search', { query: '하늘' }, admin);
    const data = response.json().data;
    expect(data.maskedYn).toBe('N');
    expect(data.list).toEqual([
      expect.objectContaining({
        userIdx: kim.userIdx,
        name: '김하늘',
        phoneNumber: '01012345678',
        birthYear: '1990',
      }),
    ]);
  });

  it('refuses an empty search and treats % as a letter', async () => {
    const empty = await post('/api/staff/members/search', { query: ' ' }, staff);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('VALIDATION_FAILED');
    const percent = await post('/api/staff/members/search', { query: '%' }, admin);
    expect(percent.json().data.totalCount).toBe(0);
  });

  it('shows a member’s entries, check-ins and inquiries, masked for STAFF', async () => {
    await createReserveEntry(t.db, {
      userIdx: kim.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
      name: '김하늘',
    });
    await checkIn(kim.userIdx, { zoneIdx: zone1.zoneIdx }, minutesAgo(1));
    await t.db.insert(inquiries).values({
      userIdx: kim.userIdx,
      category: 'ETC',
      title: '분실물 문의',
      content: '우산',
      privacyAgreedAt: now,
    });
    const response = await post('/api/staff/members/detail', { userIdx: kim.userIdx }, staff);
    expect(response.statusCode, response.text).toBe(200);
    const data = response.json().data;
    expect(data.member).toMatchObject({ name: '김*늘', phoneNumber: '010-****-5678' });
    expect(data.entries[0]).toMatchObject({
      programName: '향수 클래스',
      status: 'CONFIRM',
      statusLabel: '예약완료',
      execDate: today,
      startTime: '14:00',
    });
    expect(data.checkIns[0]).toMatchObject({ placeType: 'ZONE', placeName: '라운지' });
    expect(data.inquiries[0]).toMatchObject({ title: '분실물 문의', status: 'WAITING' });
    expect(data.restriction).toBeNull();

    const missing = await post('/api/staff/members/detail', { userIdx: 999999 }, staff);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('회원을 찾을 수 없어요.');
  });

  it('an ADMIN restricts a member with a reason (audited), the member can no longer book, and lifts it', async () => {
    const member = await createMember(t.db, { name: '이서준' });
    const refused = await post(
      '/api/staff/members/restriction',
      { userIdx: member.userIdx, participationPossibleYn: 'N', reason: '반복된 노쇼' },
      staff,
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await post(
          '/api/staff/members/restriction',
          { userIdx: member.userIdx, participationPossibleYn: 'N', reason: '반복된 노쇼' },
          editor,
        )
      ).statusCode,
    ).toBe(403);

    const restricted = await post(
      '/api/staff/members/restriction',
      { userIdx: member.userIdx, participationPossibleYn: 'N', reason: '반복된 노쇼' },
      admin,
    );
    expect(restricted.statusCode, restricted.text).toBe(200);
    expect(restricted.json().data).toEqual({
      userIdx: member.userIdx,
      participationPossibleYn: 'N',
    });
    const [row] = await t.db.select().from(users).where(eq(users.userIdx, member.userIdx));
    expect(row?.participationPossibleYn).toBe(false);

    // The visitor app: the member's program detail says N (the restriction alert of spec 001 §4).
    const token = await signMemberToken(memberTokenKey(t.config), member);
    const detail = await t.app.inject({
      method: 'POST',
      url: '/api/program/detail',
      payload: { programIdx: program.programIdx },
      headers: { 'x-access-token': token },
    });
    expect(detail.json().data.participationPossibleYn).toBe('N');

    const again = await post(
      '/api/staff/members/restriction',
      { userIdx: member.userIdx, participationPossibleYn: 'N', reason: '반복된 노쇼' },
      admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('ALREADY_DONE');

    const shown = await post('/api/staff/members/detail', { userIdx: member.userIdx }, staff);
    expect(shown.json().data.restriction).toMatchObject({
      participationPossibleYn: 'N',
      reason: '반복된 노쇼',
    });

    const lifted = await post(
      '/api/staff/members/restriction',
      { userIdx: member.userIdx, participationPossibleYn: 'Y', reason: '소명 확인' },
      admin,
    );
    expect(lifted.statusCode).toBe(200);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'member.restriction'),
          eq(auditLog.targetId, String(member.userIdx)),
        ),
      );
    expect(audits.map((a) => a.after)).toEqual([
      { participationPossibleYn: 'N', reason: '반복된 노쇼' },
      { participationPossibleYn: 'Y', reason: '소명 확인' },
    ]);
    expect(JSON.stringify(audits)).not.toContain('이서준');
  });

  it('refuses a reason shorter than two letters', async () => {
    const response = await post(
      '/api/staff/members/restriction',
      { userIdx: kim.userIdx, participationPossibleYn: 'N', reason: 'x' },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0]).toMatchObject({ path: 'reason' });
  });
});

describe('member search cannot recover what a masked role does not see', () => {
  /** A fresh operator of `role` and its session cookie (each test has its own search budget). */
  async function operatorCookie(role: 'ADMIN' | 'EDITOR' | 'STAFF') {
    const operator = await createOperator(t.db, { role });
    return { operator, cookie: await staffLogin(t.app, operator.loginId, operator.password) };
  }
  const found = (response: Awaited<ReturnType<typeof post>>) =>
    (response.json().data.list as Json[]).map((m) => m.userIdx).sort((a, b) => a - b);

  it('STAFF and EDITOR search a phone by its visible parts only: a wrong middle answers what the right one does', async () => {
    const first = await createMember(t.db, { name: '정다온', phoneNumber: '01011112468' });
    const second = await createMember(t.db, { name: '정다인', phoneNumber: '01099992468' });
    const both = [first.userIdx, second.userIdx].sort((a, b) => a - b);
    for (const role of ['STAFF', 'EDITOR'] as const) {
      const { cookie } = await operatorCookie(role);
      const right = await post('/api/staff/members/search', { query: '010-1111-2468' }, cookie);
      const wrong = await post('/api/staff/members/search', { query: '01000002468' }, cookie);
      expect(right.statusCode, right.text).toBe(200);
      expect(found(right), role).toEqual(both);
      expect(found(wrong), role).toEqual(both);
      expect(right.text).not.toContain('1111');
      // The visible parts alone find the same members.
      expect(found(await post('/api/staff/members/search', { query: '2468' }, cookie))).toEqual(
        both,
      );
    }
    // An ADMIN sees every digit, so searches on every digit.
    const { cookie } = await operatorCookie('ADMIN');
    const exact = await post('/api/staff/members/search', { query: '01011112468' }, cookie);
    expect(found(exact)).toEqual([first.userIdx]);
    const wrong = await post('/api/staff/members/search', { query: '01000002468' }, cookie);
    expect(found(wrong)).toEqual([]);
  });

  it('throttles each operator’s searches: 429 RATE_LIMITED with Retry-After, other operators unaffected', async () => {
    const { cookie } = await operatorCookie('STAFF');
    for (let i = 0; i < MEMBER_SEARCH_LIMIT.limit; i += 1) {
      const response = await post('/api/staff/members/search', { query: `01000${i}2468` }, cookie);
      expect(response.statusCode, response.text).toBe(200);
    }
    const refused = await post('/api/staff/members/search', { query: '2468' }, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      resultCode: 429,
      errorCode: 'RATE_LIMITED',
      message: '회원 검색이 너무 많아요. 잠시 뒤에 다시 찾아 주세요.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await operatorCookie('STAFF');
    expect(
      (await post('/api/staff/members/search', { query: '2468' }, other.cookie)).statusCode,
    ).toBe(200);
  });

  it('audits every search with the query as a masked role sees it', async () => {
    await createMember(t.db, { name: '한서윤', phoneNumber: '01033331357' });
    const { operator, cookie } = await operatorCookie('STAFF');
    await post('/api/staff/members/search', { query: '010-3333-1357' }, cookie);
    await post('/api/staff/members/search', { query: '한서윤' }, cookie);
    await post('/api/staff/members/search', { query: '1357', page: 2 }, cookie);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'member.search'), eq(auditLog.operatorIdx, operator.operatorIdx)),
      )
      .orderBy(auditLog.auditIdx);
    expect(
      rows.map((row) => ({ targetType: row.targetType, targetId: row.targetId, after: row.after })),
    ).toEqual([
      {
        targetType: 'member',
        targetId: null,
        after: {
          searchBy: 'PHONE',
          query: '010-****-1357',
          page: 1,
          resultCount: 1,
          maskedYn: 'Y',
        },
      },
      {
        targetType: 'member',
        targetId: null,
        after: { searchBy: 'NAME', query: '한*윤', page: 1, resultCount: 1, maskedYn: 'Y' },
      },
      {
        targetType: 'member',
        targetId: null,
        after: {
          searchBy: 'NUMBER',
          query: '1357',
          page: 2,
          resultCount: 1,
          maskedYn: 'Y',
        },
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain('3333');
    expect(JSON.stringify(rows)).not.toContain('서');
    // The ADMIN's search is recorded the same way: the audit log never holds a full phone.
    const { operator: boss, cookie: bossCookie } = await operatorCookie('ADMIN');
    await post('/api/staff/members/search', { query: '01033331357' }, bossCookie);
    const [adminRow] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.search'), eq(auditLog.operatorIdx, boss.operatorIdx)));
    expect(adminRow?.after).toEqual({
      searchBy: 'PHONE',
      query: '010-****-1357',
      page: 1,
      resultCount: 1,
      maskedYn: 'N',
    });
  });
});

describe('VIP keys', () => {
  const expiresOn = addDays(today, 7);

  it('an ADMIN issues a key that logs in, lists it, revokes it, and then it logs nobody in', async () => {
    expect(
      (await post('/api/staff/vip-keys/issue', { label: '초청', expiresOn, maxUses: 2 }, staff))
        .statusCode,
    ).toBe(403);

    const issued = await post(
      '/api/staff/vip-keys/issue',
      { label: '프레스 초청', expiresOn, maxUses: 2 },
      admin,
    );
    expect(issued.statusCode, issued.text).toBe(200);
    const key = issued.json().data;
    expect(key).toMatchObject({
      label: '프레스 초청',
      state: 'ACTIVE',
      maxUses: 2,
      useCount: 0,
      expiresAt: `${addDays(expiresOn, 1)}T00:00:00+09:00`,
    });
    expect(key.accessKey).toMatch(/^\d{12}$/);

    const [stored] = await t.db
      .select()
      .from(vipAccessKeys)
      .where(eq(vipAccessKeys.vipKeyIdx, key.vipKeyIdx));
    expect(stored?.keyHash).not.toContain(key.accessKey);

    const login = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login/vip',
        payload: { code },
        remoteAddress: '198.51.100.40',
      });
    expect((await login(key.accessKey)).statusCode).toBe(200);

    const list = await post('/api/staff/vip-keys/list', {}, admin);
    expect(list.json().data.list[0]).toMatchObject({ vipKeyIdx: key.vipKeyIdx, useCount: 1 });
    expect(list.text).not.toContain(key.accessKey);

    const revoked = await post('/api/staff/vip-keys/revoke', { vipKeyIdx: key.vipKeyIdx }, admin);
    expect(revoked.statusCode, revoked.text).toBe(200);
    expect(revoked.json().data.state).toBe('REVOKED');
    const after = await login(key.accessKey);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({
      errorCode: 'VIP_KEY_REVOKED',
      message: '사용이 중지된 VIP 입장 키입니다. 현장 직원에게 문의해 주세요.',
    });

    const twice = await post('/api/staff/vip-keys/revoke', { vipKeyIdx: key.vipKeyIdx }, admin);
    expect(twice.statusCode).toBe(409);

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(key.vipKeyIdx)));
    expect(audits.map((a) => a.action).sort()).toEqual(['vip-key.issue', 'vip-key.revoke']);
    expect(JSON.stringify(audits)).not.toContain(key.accessKey);
  });

  it('refuses an expiry in the past or more than a year ahead, and an unknown key', async () => {
    const past = await post(
      '/api/staff/vip-keys/issue',
      { label: '초청', expiresOn: addDays(today, -1), maxUses: 1 },
      admin,
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().fields[0].path).toBe('expiresOn');
    const far = await post(
      '/api/staff/vip-keys/issue',
      { label: '초청', expiresOn: addDays(today, 400), maxUses: 1 },
      admin,
    );
    expect(far.statusCode).toBe(400);
    expect(
      (await post('/api/staff/vip-keys/revoke', { vipKeyIdx: 999999 }, admin)).statusCode,
    ).toBe(404);
  });
});

describe('exports', () => {
  it('an ADMIN exports an instance’s entries as CSV: a BOM, Korean intact, full personal data, audited', async () => {
    const response = await post(
      '/api/staff/exports/entries',
      { format: 'csv', programInstanceIdx: instance.programInstanceIdx },
      admin,
    );
    expect(response.statusCode, response.text).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''.+\.csv$/,
    );
    expect([...response.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.raw.toString('utf8').slice(1);
    const [header, ...lines] = text.trimEnd().split('\r\n');
    expect(header).toBe(
      '예약번호,회차 날짜,시작,상태,인원,회원번호,이름,전화번호,이메일,신청 일시,체크인 시각,취소 일시,취소 사유',
    );
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(text).toContain('예약완료');
    // The phone as Excel keeps it: a leading 0 is not a number's.
    expect(text).toContain(',김하늘,"=""01012345678""",');

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.entries'));
    expect(audit?.after).toEqual({
      filters: { programInstanceIdx: instance.programInstanceIdx },
      format: 'csv',
      rowCount: lines.length,
      maskedYn: 'N',
    });
  });

  it('a STAFF operator’s XLSX of the program is masked, and exceljs reads the Korean back', async () => {
    const response = await post(
      '/api/staff/exports/entries',
      { format: 'xlsx', programIdx: program.programIdx },
      staff,
    );
    expect(response.statusCode, response.text).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('향수 클래스 예약·응모');
    expect(sheet?.getRow(1).getCell(7).value).toBe('이름');
    const names = (sheet?.getColumn(7).values ?? []).slice(2);
    expect(names).toContain('김*늘');
    expect(names).not.toContain('김하늘');
    const phones = (sheet?.getColumn(8).values ?? []).slice(2);
    expect(phones).toContain('010-****-5678');
  });

  it('an entries export carries the answers, the check-in time and the cancel reason; phones stay text', async () => {
    // A program of its own: two questions (one a choice), an instance today and one next week.
    const booked = await createProgram(t.db, { programName: '캔들 클래스' });
    const todayInstance = await createProgramInstance(t.db, booked.programIdx, {
      execDate: today,
      startTime: '11:00',
      endTime: '12:00',
    });
    const laterInstance = await createProgramInstance(t.db, booked.programIdx, {
      execDate: addDays(today, 7),
      startTime: '11:00',
      endTime: '12:00',
    });
    const [scent, allergy] = await t.db
      .insert(programQuestions)
      .values([
        {
          programIdx: booked.programIdx,
          questionType: 'OBJONE',
          questionText: '좋아하는 향',
          sortIndex: 1,
        },
        {
          programIdx: booked.programIdx,
          questionType: 'DESCRIPTIVE',
          questionText: '알레르기',
          sortIndex: 2,
        },
      ])
      .returning();
    if (!scent || !allergy) throw new Error('no questions');
    const [, woody] = await t.db
      .insert(programQuestionOptions)
      .values([
        { programQuestionIdx: scent.programQuestionIdx, multipleText: '시트러스', sortIndex: 1 },
        { programQuestionIdx: scent.programQuestionIdx, multipleText: '우디', sortIndex: 2 },
      ])
      .returning();
    const lee = await createMember(t.db, { name: '이바다', phoneNumber: '01098765432' });
    const park = await createMember(t.db, { name: '=박숲', phoneNumber: '01055554444' });
    const came = await createReserveEntry(t.db, {
      userIdx: lee.userIdx,
      programIdx: booked.programIdx,
      programInstanceIdx: todayInstance.programInstanceIdx,
      name: '이바다',
      phoneNumber: '01098765432',
    });
    await t.db.insert(reserveEntryAnswers).values([
      {
        reserveEntryIdx: came.reserveEntryIdx,
        programQuestionIdx: scent.programQuestionIdx,
        answer: String(woody?.programQuestionOptionIdx),
      },
      {
        reserveEntryIdx: came.reserveEntryIdx,
        programQuestionIdx: allergy.programQuestionIdx,
        answer: '라벤더',
      },
    ]);
    await checkIn(
      lee.userIdx,
      { programIdx: booked.programIdx },
      new Date(`${today}T10:55:00+09:00`),
    );
    await createReserveEntry(t.db, {
      userIdx: park.userIdx,
      programIdx: booked.programIdx,
      programInstanceIdx: todayInstance.programInstanceIdx,
      status: 'CANCEL',
      name: '=박숲',
      phoneNumber: '01055554444',
      cancelledAt: now,
      cancelReason: '회원 요청으로 운영자가 취소',
    });
    await createReserveEntry(t.db, {
      userIdx: kim.userIdx,
      programIdx: booked.programIdx,
      programInstanceIdx: laterInstance.programInstanceIdx,
      name: '김하늘',
      phoneNumber: '01012345678',
    });

    // The program's day (no instance number needed): today's two entries only.
    const csv = await post(
      '/api/staff/exports/entries',
      { format: 'csv', programIdx: booked.programIdx, execDate: today },
      admin,
    );
    expect(csv.statusCode, csv.text).toBe(200);
    const [header, ...lines] = csv.raw.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(header).toBe(
      '예약번호,회차 날짜,시작,상태,인원,회원번호,이름,전화번호,이메일,신청 일시,체크인 시각,취소 일시,취소 사유,좋아하는 향,알레르기',
    );
    expect(lines).toHaveLength(2);
    // Excel keeps the leading 0 of ="…" (a constant of digits only); a name starting with = stays defused.
    expect(lines[0]).toContain(',이바다,"=""01098765432""",');
    expect(lines[0]).toContain(`,${today} 10:55:00,,,우디,라벤더`);
    expect(lines[1]).toContain(',\'=박숲,"=""01055554444""",');
    expect(lines[1]).toContain(',회원 요청으로 운영자가 취소,,');
    expect(csv.raw.toString('utf8')).not.toContain('김하늘');

    // The XLSX: phone cells are strings formatted as text (@); times and answers in their columns.
    const xlsx = await post(
      '/api/staff/exports/entries',
      { format: 'xlsx', programIdx: booked.programIdx, execDate: today },
      staff,
    );
    expect(xlsx.statusCode, xlsx.text).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const columnOf = (title: string) => (sheet.getRow(1).values as unknown[]).indexOf(title);
    const phone = sheet.getRow(2).getCell(columnOf('전화번호'));
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.value).toBe('010-****-5432');
    expect(phone.numFmt).toBe('@');
    expect(sheet.getRow(2).getCell(columnOf('체크인 시각')).value).toBe(`${today} 10:55:00`);
    expect(sheet.getRow(2).getCell(columnOf('좋아하는 향')).value).toBe('우디');
    expect(sheet.getRow(3).getCell(columnOf('취소 사유')).value).toBe(
      '회원 요청으로 운영자가 취소',
    );

    const adminXlsx = await post(
      '/api/staff/exports/entries',
      { format: 'xlsx', programInstanceIdx: laterInstance.programInstanceIdx },
      admin,
    );
    const full = new ExcelJS.Workbook();
    await full.xlsx.load(adminXlsx.raw as unknown as ArrayBuffer);
    const kimPhone = full.worksheets[0]?.getRow(2).getCell(8);
    expect(kimPhone?.type).toBe(ExcelJS.ValueType.String);
    expect(kimPhone?.value).toBe('01012345678');
    expect(kimPhone?.numFmt).toBe('@');
  });

  it('lists every program by name and a program’s instance dates, so any day is exported without numbers', async () => {
    const named = await createProgram(t.db, { programName: '도자기<br>원데이' });
    const first = await createProgramInstance(t.db, named.programIdx, {
      execDate: addDays(today, -3),
      startTime: '10:00',
      endTime: '11:00',
    });
    await createProgramInstance(t.db, named.programIdx, {
      execDate: addDays(today, -3),
      startTime: '13:00',
      endTime: '14:00',
    });
    await createProgramInstance(t.db, named.programIdx, {
      execDate: addDays(today, 2),
      startTime: '10:00',
      endTime: '11:00',
    });

    const list = await post('/api/staff/exports/programs', {}, staff);
    expect(list.statusCode, list.text).toBe(200);
    expect(list.json().data.list).toContainEqual({
      programIdx: named.programIdx,
      programName: '도자기 원데이',
      programType: 'RESERVATION',
    });
    const instances = await post(
      '/api/staff/exports/instances',
      { programIdx: named.programIdx },
      staff,
    );
    expect(instances.statusCode, instances.text).toBe(200);
    expect(instances.json().data.instances).toEqual([
      expect.objectContaining({ execDate: addDays(today, 2), startTime: '10:00' }),
      {
        programInstanceIdx: first.programInstanceIdx,
        execDate: addDays(today, -3),
        startTime: '10:00',
        endTime: '11:00',
        cancelledYn: 'N',
      },
      expect.objectContaining({ execDate: addDays(today, -3), startTime: '13:00' }),
    ]);
    expect(
      (await post('/api/staff/exports/instances', { programIdx: 999999 }, staff)).statusCode,
    ).toBe(404);
    expect((await post('/api/staff/exports/programs', {})).statusCode).toBe(401);
    const otherProgram = await post(
      '/api/staff/exports/entries',
      {
        format: 'csv',
        programIdx: program.programIdx,
        programInstanceIdx: first.programInstanceIdx,
      },
      admin,
    );
    expect(otherProgram.statusCode).toBe(404);
  });

  it('writes Korean words, not codes: an inquiry’s category', async () => {
    await t.db.insert(inquiries).values({
      userIdx: kim.userIdx,
      category: 'PROGRAM',
      title: '예약 변경 문의',
      content: '시간을 바꿀 수 있나요?',
      privacyAgreedAt: now,
    });
    const response = await post(
      '/api/staff/exports/inquiries',
      { format: 'csv', date: today },
      admin,
    );
    const text = response.raw.toString('utf8');
    expect(text).toContain(',프로그램·예약,예약 변경 문의,');
    expect(text).not.toMatch(/,(PROGRAM|ETC|VENUE|QR|ACCOUNT),/);
  });

  it('exports the day’s check-ins, inquiries and a survey’s responses; refuses unknown targets and bad filters', async () => {
    const checkins = await post(
      '/api/staff/exports/checkins',
      { format: 'csv', date: today },
      staff,
    );
    expect(checkins.statusCode, checkins.text).toBe(200);
    expect(checkins.raw.toString('utf8')).toContain('라운지');
    expect(checkins.raw.toString('utf8')).toContain('김*늘');

    const asked = await post(
      '/api/staff/exports/inquiries',
      { format: 'xlsx', date: today },
      admin,
    );
    expect(asked.statusCode).toBe(200);

    const noSurvey = await post(
      '/api/staff/exports/survey-responses',
      { format: 'csv', surveyIdx: 999999 },
      admin,
    );
    expect(noSurvey.statusCode).toBe(404);

    const neither = await post('/api/staff/exports/entries', { format: 'csv' }, admin);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('프로그램이나 회차를 골라 주세요.');
    const badFormat = await post(
      '/api/staff/exports/entries',
      { format: 'pdf', programIdx: program.programIdx },
      admin,
    );
    expect(badFormat.statusCode).toBe(400);
    expect(
      (await post('/api/staff/exports/checkins', { format: 'csv', date: today })).statusCode,
    ).toBe(401);
  });
});
