import { addDays, seoulParts, seoulToday } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createProgram,
  createProgramInstance,
  createReserveEntry,
  createZone,
} from '../../../../test/factories';
import { issueQr, memberFor, newPerson, qrValueOf } from '../../../../test/qr-pass';
import { post } from '../../../../test/signup-flow';
import { type OpenStream, openStream } from '../../../../test/sse-client';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { checkIns, qrPasses, reserveEntries, users } from '../../../db/schema';

let t: TestApp;
let baseUrl: string;
let staffCookie: string;
let operatorIdx: number;
const streams: OpenStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' }, sseHeartbeatMs: 200 });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

beforeEach(async () => {
  const operator = await createOperator(t.db, { role: 'STAFF' });
  operatorIdx = operator.operatorIdx;
  staffCookie = await staffLogin(t.app, operator.loginId, operator.password);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

async function staffCheckIn(body: object, cookie = staffCookie) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/checkin',
    payload: body,
    headers: { cookie },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

async function openFor(qrUuid: string, token: string, extra: Record<string, string> = {}) {
  const stream = await openStream(baseUrl, qrUuid, { 'x-access-token': token, ...extra });
  streams.push(stream);
  return stream;
}

describe('POST /api/staff/checkin', () => {
  it('checks a member in at the entrance: visit counted, in-venue from now on', async () => {
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);

    const first = await staffCheckIn({ qrValue: qr.qrUuid });
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      result: 'CHECKED_IN',
      memberName: `${person.name[0]}*${person.name.at(-1)}`,
      visitCount: 1,
      place: { type: 'ENTRANCE', name: '입구' },
    });

    const title = await post(t, '/api/getMainTitleInfo', {}, token);
    expect(title.body.data).toMatchObject({ qrAuthYn: 'Y', visitCnt: 1 });
    const info = await post(t, '/api/getuserinfo', {}, token);
    expect(info.body.data).toMatchObject({ qrAuthYn: 'Y', visitCount: 1, checkInCount: 1 });
    expect((await qrValueOf(t, token)).checkedInYn).toBe('Y');
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.userIdx, member.userIdx));
    expect(row?.operatorIdx).toBe(operatorIdx);
  });

  it('a second scan at the same place the same day changes nothing and says so', async () => {
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const first = await staffCheckIn({ qrValue: qr.qrUuid });
    const second = await staffCheckIn({ qrValue: qr.qrUuid });
    expect(second.statusCode).toBe(200);
    expect(second.body.data).toMatchObject({
      result: 'ALREADY_CHECKED_IN',
      checkInIdx: first.body.data.checkInIdx,
      checkedInAt: first.body.data.checkedInAt,
      visitCount: 1,
    });
    const [user] = await t.db.select().from(users).where(eq(users.userIdx, member.userIdx));
    expect(user).toMatchObject({ visitCount: 1, checkInCount: 1 });
  });

  it('a program check-in the same day adds a check-in, not a visit, and sends its tutorial', async () => {
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const program = await createProgram(t.db, {
      tutorialYn: true,
      tutorialLink: '/media/embed/tutorial-test.html',
    });
    await staffCheckIn({ qrValue: qr.qrUuid });
    const atProgram = await staffCheckIn({ qrValue: qr.qrUuid, programIdx: program.programIdx });
    expect(atProgram.body.data).toMatchObject({
      result: 'CHECKED_IN',
      visitCount: 1,
      place: { type: 'PROGRAM', name: program.programName },
      message: {
        programIdx: program.programIdx,
        tutorialYn: 'Y',
        tutorialLink: '/media/embed/tutorial-test.html',
      },
    });
    const [user] = await t.db.select().from(users).where(eq(users.userIdx, member.userIdx));
    expect(user).toMatchObject({ visitCount: 1, checkInCount: 2 });
  });

  // The entrance is no program's place. Its welcome offered the venue's first
  // program with a tutorial (a 1F program), or the member's booking elsewhere, as if the member
  // stood there; a tutorial now comes only where its program is (a program or its zone).
  it('an entrance check-in sends a plain welcome, with no program of another place', async () => {
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const zone = await createZone(t.db);
    const venueFirst = await createProgram(t.db, {
      zoneIdx: zone.zoneIdx,
      sortIndex: 0,
      tutorialYn: true,
      tutorialLink: '/media/embed/first.html',
    });
    const booked = await createProgram(t.db, {
      tutorialYn: true,
      tutorialLink: '/media/embed/booked.html',
    });
    const instance = await createProgramInstance(t.db, booked.programIdx, {
      execDate: seoulToday(new Date()),
      startTime: '23:00',
      endTime: '23:59:59',
    });
    await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: booked.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
    });

    const atEntrance = await staffCheckIn({ qrValue: qr.qrUuid });
    expect(atEntrance.body.data).toMatchObject({
      result: 'CHECKED_IN',
      place: { type: 'ENTRANCE' },
      message: { programIdx: null, tutorialYn: 'N', tutorialLink: null },
    });
    // Where the program is, its tutorial still comes.
    const atZone = await staffCheckIn({ qrValue: qr.qrUuid, zoneIdx: zone.zoneIdx });
    expect(atZone.body.data.message).toEqual({
      programIdx: venueFirst.programIdx,
      tutorialYn: 'Y',
      tutorialLink: '/media/embed/first.html',
    });
  });

  it("a zone check-in sends the zone's first program with a tutorial", async () => {
    const person = newPerson();
    const { token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const zone = await createZone(t.db);
    await createProgram(t.db, { zoneIdx: zone.zoneIdx, sortIndex: 1 });
    const withTutorial = await createProgram(t.db, {
      zoneIdx: zone.zoneIdx,
      sortIndex: 2,
      tutorialYn: true,
      tutorialLink: '/media/embed/zone.html',
    });
    const result = await staffCheckIn({ qrValue: qr.qrUuid, zoneIdx: zone.zoneIdx });
    expect(result.body.data).toMatchObject({
      place: { type: 'ZONE', name: zone.zoneName },
      message: { programIdx: withTutorial.programIdx, tutorialYn: 'Y' },
    });
  });

  it('accepts the typed entry code in any case, with or without the dash', async () => {
    const person = newPerson();
    const { token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const typed = `${qr.entryCode.slice(0, 4)}-${qr.entryCode.slice(4)}`.toLowerCase();
    const result = await staffCheckIn({ qrValue: ` ${typed} ` });
    expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data.result).toBe('CHECKED_IN');
  });

  it('marks the reservation of that program today DONE, and only that one', async () => {
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const today = seoulToday(new Date());
    const program = await createProgram(t.db);
    const other = await createProgram(t.db);
    const instance = await createProgramInstance(t.db, program.programIdx, { execDate: today });
    const otherInstance = await createProgramInstance(t.db, other.programIdx, { execDate: today });
    const entry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: program.programIdx,
      programInstanceIdx: instance.programInstanceIdx,
    });
    const otherEntry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: other.programIdx,
      programInstanceIdx: otherInstance.programInstanceIdx,
    });
    await staffCheckIn({ qrValue: qr.qrUuid, programIdx: program.programIdx });
    const statusOf = async (idx: number) =>
      (
        await t.db
          .select({ status: reserveEntries.status })
          .from(reserveEntries)
          .where(eq(reserveEntries.reserveEntryIdx, idx))
      )[0]?.status;
    expect(await statusOf(entry.reserveEntryIdx)).toBe('DONE');
    expect(await statusOf(otherEntry.reserveEntryIdx)).toBe('CONFIRM');
  });

  it('at the entrance, marks DONE only the instances running now', async () => {
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const today = seoulToday(new Date());
    const hour = seoulParts(new Date()).hour;
    const running = await createProgram(t.db);
    const later = await createProgram(t.db);
    const runningInstance = await createProgramInstance(t.db, running.programIdx, {
      execDate: today,
      startTime: '00:00',
      endTime: '23:59:59',
    });
    const laterInstance = await createProgramInstance(t.db, later.programIdx, {
      execDate: today,
      ...(hour < 12
        ? { startTime: '20:00', endTime: '21:00' }
        : { startTime: '02:00', endTime: '03:00' }),
    });
    const runningEntry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: running.programIdx,
      programInstanceIdx: runningInstance.programInstanceIdx,
    });
    const laterEntry = await createReserveEntry(t.db, {
      userIdx: member.userIdx,
      programIdx: later.programIdx,
      programInstanceIdx: laterInstance.programInstanceIdx,
    });
    await staffCheckIn({ qrValue: qr.qrUuid });
    const rows = await t.db
      .select({ idx: reserveEntries.reserveEntryIdx, status: reserveEntries.status })
      .from(reserveEntries)
      .where(eq(reserveEntries.userIdx, member.userIdx));
    const status = new Map(rows.map((r) => [r.idx, r.status]));
    expect(status.get(runningEntry.reserveEntryIdx)).toBe('DONE');
    expect(status.get(laterEntry.reserveEntryIdx)).toBe('CONFIRM');
  });

  it.each([
    ['garbage', '><script>alert(1)</script>'],
    ['an unknown QR', '6f9b0c1e-6a5b-4c1d-9e2f-3a4b5c6d7e8f'],
    ['an unknown entry code', 'ZZZZ-ZZZZ'],
  ])('refuses %s with QR_INVALID and a Korean message', async (_what, qrValue) => {
    const result = await staffCheckIn({ qrValue });
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ success: false, errorCode: 'QR_INVALID' });
    expect(result.body.message).toMatch(/[가-힣]/);
  });

  it("refuses an earlier day's QR with QR_EXPIRED", async () => {
    const person = newPerson();
    const { member } = await memberFor(t, person);
    const qrUuid = crypto.randomUUID();
    await t.db.insert(qrPasses).values({
      userIdx: member.userIdx,
      qrUuid,
      entryCode: 'HJKLMNPQ',
      issueDate: addDays(seoulToday(new Date()), -1),
      verificationSeq: 'old',
    });
    const result = await staffCheckIn({ qrValue: qrUuid });
    expect(result.statusCode).toBe(400);
    expect(result.body.errorCode).toBe('QR_EXPIRED');
  });

  it("refuses a withdrawn member's QR with QR_MEMBER_GONE", async () => {
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    await t.db.update(users).set({ status: 'WITHDRAWN' }).where(eq(users.userIdx, member.userIdx));
    const result = await staffCheckIn({ qrValue: qr.qrUuid });
    expect(result.body.errorCode).toBe('QR_MEMBER_GONE');
  });

  it('refuses both a zone and a program at once', async () => {
    const result = await staffCheckIn({ qrValue: 'ABCD-EFGH', zoneIdx: 1, programIdx: 1 });
    expect(result.statusCode).toBe(400);
    expect(result.body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('needs a staff session: no cookie and a member token are both refused', async () => {
    const person = newPerson();
    const { token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const noCookie = await staffCheckIn({ qrValue: qr.qrUuid }, '');
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.body.errorCode).toBe('STAFF_UNAUTHORIZED');
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/staff/checkin',
      payload: { qrValue: qr.qrUuid },
      headers: { 'x-access-token': token },
    });
    expect(asMember.statusCode).toBe(401);
    expect((await qrValueOf(t, token)).checkedInYn).toBe('N');
  });

  it('stops an operator after 20 wrong entry codes, even for a right one', async () => {
    const person = newPerson();
    const { token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    for (let i = 0; i < 20; i++) {
      const miss = await staffCheckIn({ qrValue: 'ZZZZZZZZ' });
      expect(miss.body.errorCode).toBe('QR_INVALID');
    }
    const blocked = await staffCheckIn({ qrValue: qr.entryCode });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body.errorCode).toBe('RATE_LIMITED');
    // The QR itself still works: its UUID cannot be guessed.
    const scanned = await staffCheckIn({ qrValue: qr.qrUuid });
    expect(scanned.body.data.result).toBe('CHECKED_IN');
  });
});

describe('POST /api/staff/places', () => {
  it('lists zones and displayed programs for the scanner', async () => {
    const zone = await createZone(t.db);
    const program = await createProgram(t.db, { zoneIdx: zone.zoneIdx, tutorialYn: true });
    const hidden = await createProgram(t.db, { displayYn: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/places',
      payload: {},
      headers: { cookie: staffCookie },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.zones).toContainEqual(expect.objectContaining({ zoneIdx: zone.zoneIdx }));
    expect(data.programs).toContainEqual(
      expect.objectContaining({ programIdx: program.programIdx, tutorialYn: 'Y' }),
    );
    expect(data.programs.map((p: { programIdx: number }) => p.programIdx)).not.toContain(
      hidden.programIdx,
    );
  });
});

describe('GET /api/sse/subscribe', () => {
  it("delivers the check-in to the member's open stream, with its id", async () => {
    const person = newPerson();
    const { token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const program = await createProgram(t.db, {
      tutorialYn: true,
      tutorialLink: '/media/embed/t.html',
    });
    const stream = await openFor(qr.qrUuid, token);
    expect(stream.status).toBe(200);
    await stream.waitForText((text) => text.startsWith('retry: 3000'));

    const checkedIn = await staffCheckIn({ qrValue: qr.qrUuid, programIdx: program.programIdx });
    const event = await stream.nextEvent(2000);
    expect(event.id).toBe(String(checkedIn.body.data.checkInIdx));
    expect(JSON.parse(event.data)).toEqual({
      programIdx: program.programIdx,
      tutorialYn: 'Y',
      tutorialLink: '/media/embed/t.html',
    });
  });

  it('sends heartbeats while idle', async () => {
    const person = newPerson();
    const { token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const stream = await openFor(qr.qrUuid, token);
    await stream.waitForText((text) => text.includes(': hb'), 2000);
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID, once', async () => {
    const person = newPerson();
    const { token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const entrance = await staffCheckIn({ qrValue: qr.qrUuid });
    const zone = await createZone(t.db);
    const atZone = await staffCheckIn({ qrValue: qr.qrUuid, zoneIdx: zone.zoneIdx });

    const stream = await openFor(qr.qrUuid, token, {
      'last-event-id': String(entrance.body.data.checkInIdx),
    });
    const replayed = await stream.nextEvent(2000);
    expect(replayed.id).toBe(String(atZone.body.data.checkInIdx));
    await stream.waitForText((text) => text.includes(': hb'), 2000);
    expect(stream.events).toHaveLength(1);
  });

  it("opens no stream without a token, or for an unknown, expired or another member's QR", async () => {
    const a = newPerson();
    const b = newPerson();
    const memberA = await memberFor(t, a);
    const memberB = await memberFor(t, b);
    const qrA = await issueQr(t, a, memberA.token);
    await issueQr(t, b, memberB.token);
    const expired = crypto.randomUUID();
    await t.db.insert(qrPasses).values({
      userIdx: memberB.member.userIdx,
      qrUuid: expired,
      entryCode: 'QRSTUVWX',
      issueDate: addDays(seoulToday(new Date()), -1),
      verificationSeq: 'old',
    });

    const noToken = await openStream(baseUrl, qrA.qrUuid, {});
    expect(noToken.status).toBe(401);
    const others = await openStream(baseUrl, qrA.qrUuid, { 'x-access-token': memberB.token });
    const unknown = await openStream(baseUrl, crypto.randomUUID(), {
      'x-access-token': memberB.token,
    });
    const old = await openStream(baseUrl, expired, { 'x-access-token': memberB.token });
    for (const refused of [others, unknown, old]) {
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.text())).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    expect(others.text()).toBe(unknown.text());
    const malformed = await openStream(baseUrl, 'not-a-uuid', { 'x-access-token': memberB.token });
    expect(malformed.status).toBe(400);
  });
});
