/**
 * The door's rules for the device-bound pass (decision 070), through POST /api/staff/checkin with
 * a phone made of Web Crypto keys (test/pass-phone.ts) and the door's clock moved by the test.
 */
import { randomUUID } from 'node:crypto';
import { encodePassCode, PASS_STEP_SECONDS, passStep } from '@venue/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createZone } from '../../../../test/factories';
import { newPhone } from '../../../../test/pass-phone';
import { issueQr, memberFor, newPerson, verifyForQr } from '../../../../test/qr-pass';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { checkIns, doorConflicts, users } from '../../../db/schema';

let t: TestApp;
let staffCookie: string;
/** The door's clock runs this far ahead of the real one. */
let aheadMs = 0;
const doorNow = () => new Date(Date.now() + aheadMs);

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' }, doorClock: doorNow });
  const operator = await createOperator(t.db, { role: 'STAFF' });
  staffCookie = await staffLogin(t.app, operator.loginId, operator.password);
});
afterAll(() => t.close());
beforeEach(() => {
  aheadMs = 0;
});

async function scan(body: object, url = '/api/staff/checkin') {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { cookie: staffCookie },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** A member with today's pass on a registered phone. */
async function memberOnPhone() {
  const person = newPerson();
  const { member, token } = await memberFor(t, person);
  const qr = await issueQr(t, person, token);
  const phone = await newPhone();
  const registered = await phone.register(t, token);
  expect(registered.statusCode, JSON.stringify(registered.body)).toBe(200);
  return { person, member, token, qr, phone };
}

describe('the door and the device-bound pass', () => {
  it("admits the phone's rotating QR and says how it was shown", async () => {
    const { member, phone } = await memberOnPhone();
    const answer = await scan({ qrValue: await phone.passCode(doorNow()) });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ result: 'CHECKED_IN', passMode: 'DEVICE' });
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.userIdx, member.userIdx));
    expect(row).toMatchObject({ passMode: 'DEVICE', offline: false });
  });

  it('refuses a value two steps off either way: a screenshot lapses', async () => {
    const { phone } = await memberOnPhone();
    const step = passStep(doorNow().getTime());
    for (const off of [-2, 2]) {
      const answer = await scan({ qrValue: await phone.passCode(undefined, { step: step + off }) });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.errorCode).toBe('QR_CODE_STALE');
    }
  });

  it('a value made 60 seconds ago is refused when the door reads it now', async () => {
    const { phone } = await memberOnPhone();
    const madeAt = doorNow();
    const value = await phone.passCode(madeAt);
    aheadMs = 60_000;
    const answer = await scan({ qrValue: value });
    expect(answer.body.errorCode).toBe('QR_CODE_STALE');
    expect(answer.body.message).toMatch(/[가-힣]/);
    // A value of the step before the door's still counts (the door's ±1).
    aheadMs = PASS_STEP_SECONDS * 1000;
    const previous = passStep(doorNow().getTime()) - 1;
    const fresh = await phone.passCode(undefined, { step: previous });
    expect((await scan({ qrValue: fresh })).body.data.passMode).toBe('DEVICE');
  });

  it("refuses another key's signature for the pass as an unknown device", async () => {
    const { qr } = await memberOnPhone();
    const stranger = await newPhone();
    const forged = await stranger.passCode(doorNow(), { passIdx: qr.qrPassIdx as number });
    const answer = await scan({ qrValue: forged });
    expect(answer.body.errorCode).toBe('QR_DEVICE_UNKNOWN');
  });

  it("after the pass moved, the old phone's QR and typed code say so", async () => {
    const { person, token, phone: oldPhone } = await memberOnPhone();
    const newOne = await newPhone();
    expect((await verifyForQr(t, person, token)).statusCode).toBe(200);
    expect((await newOne.register(t, token)).body.data.movedFromOtherDeviceYn).toBe('Y');
    const oldQr = await scan({ qrValue: await oldPhone.passCode(doorNow()) });
    expect(oldQr.body.errorCode).toBe('QR_DEVICE_MOVED');
    const oldTyped = await scan({ qrValue: await oldPhone.typedCode(doorNow()) });
    expect(oldTyped.body.errorCode).toBe('QR_DEVICE_MOVED');
    const now = await scan({ qrValue: await newOne.passCode(doorNow()) });
    expect(now.body.data).toMatchObject({ result: 'CHECKED_IN', passMode: 'DEVICE' });
  });

  it('refuses the daily QR and static entry code of a pass a phone holds', async () => {
    const { qr } = await memberOnPhone();
    for (const qrValue of [qr.qrUuid, qr.entryCode]) {
      const answer = await scan({ qrValue });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.errorCode).toBe('QR_DEVICE_REQUIRED');
    }
  });

  it('refuses a made-up pass code naming no pass, even past the ids the table holds', async () => {
    const step = passStep(doorNow().getTime());
    for (const passIdx of [2_000_000_000, 0xffffffff]) {
      const made = encodePassCode(passIdx, step, new Uint8Array(64));
      const answer = await scan({ qrValue: made });
      expect(answer.statusCode).toBe(400);
      expect(answer.body.errorCode).toBe('QR_INVALID');
    }
  });

  it("refuses a withdrawn member's pass as gone", async () => {
    const { member, phone } = await memberOnPhone();
    await t.db.update(users).set({ status: 'WITHDRAWN' }).where(eq(users.userIdx, member.userIdx));
    const answer = await scan({ qrValue: await phone.passCode(doorNow()) });
    expect(answer.body.errorCode).toBe('QR_MEMBER_GONE');
  });

  it('admits the typed rotating code the phone shows under the QR', async () => {
    const { phone } = await memberOnPhone();
    const typed = await phone.typedCode(doorNow());
    expect(typed).toMatch(/^[A-Z2-9]{8}$/);
    const answer = await scan({ qrValue: `${typed.slice(0, 4)}-${typed.slice(4)}` });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ result: 'CHECKED_IN', passMode: 'DEVICE_CODE' });
    // Two minutes on, the same typed code no longer finds anyone.
    aheadMs = 120_000;
    const stale = await scan({ qrValue: typed, zoneIdx: (await createZone(t.db)).zoneIdx });
    expect(stale.body.errorCode).toBe('QR_INVALID');
  });

  it('a value replayed within its steps is admitted once per place', async () => {
    const { phone } = await memberOnPhone();
    const value = await phone.passCode(doorNow());
    const first = await scan({ qrValue: value });
    const replay = await scan({ qrValue: value });
    expect(first.body.data.result).toBe('CHECKED_IN');
    expect(replay.body.data).toMatchObject({
      result: 'ALREADY_CHECKED_IN',
      checkInIdx: first.body.data.checkInIdx,
    });
  });

  it('admits a pass no phone holds by its daily QR and entry code, marked UNBOUND', async () => {
    const person = newPerson();
    const { token } = await memberFor(t, person);
    const qr = await issueQr(t, person, token);
    const byQr = await scan({ qrValue: qr.qrUuid });
    expect(byQr.body.data).toMatchObject({ result: 'CHECKED_IN', passMode: 'UNBOUND' });
    const zone = await createZone(t.db);
    const byCode = await scan({ qrValue: qr.entryCode, zoneIdx: zone.zoneIdx });
    expect(byCode.body.data).toMatchObject({ result: 'CHECKED_IN', passMode: 'UNBOUND' });
  });

  it('a repeated scan nonce gets the first answer, a check-in or a refusal', async () => {
    const { phone, qr } = await memberOnPhone();
    const scannerId = randomUUID();
    const nonce = randomUUID();
    const body = { qrValue: await phone.passCode(doorNow()), scannerId, scanNonce: nonce };
    const [a, b] = await Promise.all([scan(body), scan(body)]);
    expect(a.statusCode).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    expect(a.body.data.result).toBe('CHECKED_IN');

    const refusedBody = { qrValue: qr.qrUuid, scannerId, scanNonce: randomUUID() };
    const refused = await scan(refusedBody);
    const again = await scan(refusedBody);
    expect(refused.body.errorCode).toBe('QR_DEVICE_REQUIRED');
    expect(again.body).toEqual(refused.body);
  });

  it('two scanners admitting one pass within a minute raise a conflict, once', async () => {
    const { member, phone } = await memberOnPhone();
    const zone = await createZone(t.db);
    const value = await phone.passCode(doorNow());
    await scan({ qrValue: value, scannerId: randomUUID(), scanNonce: randomUUID() });
    await scan({
      qrValue: value,
      zoneIdx: zone.zoneIdx,
      scannerId: randomUUID(),
      scanNonce: randomUUID(),
    });
    const rows = await t.db
      .select()
      .from(doorConflicts)
      .where(and(eq(doorConflicts.userIdx, member.userIdx)));
    expect(rows).toHaveLength(1);
  });

  it('a member admitted by name is recorded as NAME', async () => {
    const { member } = await memberOnPhone();
    const answer = await scan({ userIdx: member.userIdx }, '/api/staff/checkin/manual');
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ result: 'CHECKED_IN', passMode: 'NAME' });
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.userIdx, member.userIdx));
    expect(row?.passMode).toBe('NAME');
  });

  it('the reward desk reads a QR by the same rules', async () => {
    const { qr } = await memberOnPhone();
    const answer = await scan({ qrValue: qr.qrUuid }, '/api/staff/frequency/member');
    expect(answer.body.errorCode).toBe('QR_DEVICE_REQUIRED');
  });
});
