/**
 * POST /api/qr/device (decision 070): a phone binds today's pass within 10 minutes of the QR
 * verification, and a second phone moves it there.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newPhone } from '../../../../test/pass-phone';
import { issueQr, memberFor, newPerson, qrValueOf, verifyForQr } from '../../../../test/qr-pass';
import { post } from '../../../../test/signup-flow';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { passDevices } from '../../../db/schema';

let t: TestApp;
/** The door's clock runs this far ahead of the real one. */
let aheadMs = 0;

beforeAll(async () => {
  t = await createTestApp({
    env: { SANDBOX_MODE: 'on' },
    doorClock: () => new Date(Date.now() + aheadMs),
  });
});
afterAll(() => t.close());
beforeEach(() => {
  aheadMs = 0;
});

async function memberWithPass() {
  const person = newPerson();
  const { member, token } = await memberFor(t, person);
  const qr = await issueQr(t, person, token);
  return { person, member, token, qr };
}

describe('POST /api/qr/device', () => {
  it('binds the pass to the phone right after the verification; getQrValue names the phone', async () => {
    const { token, qr } = await memberWithPass();
    expect(qr).toMatchObject({ deviceKeyId: null, deviceRegistrationOpenYn: 'Y' });
    const phone = await newPhone();
    const registered = await phone.register(t, token);
    expect(registered.statusCode, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.data).toMatchObject({
      qrPassIdx: expect.any(Number),
      deviceKeyId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      serverCodeKey: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/),
      movedFromOtherDeviceYn: 'N',
    });
    // The phone took the verification's grant: another phone needs a verification of its own.
    const value = await qrValueOf(t, token);
    expect(value).toMatchObject({
      qrPassIdx: registered.body.data.qrPassIdx,
      deviceKeyId: registered.body.data.deviceKeyId,
      deviceRegistrationOpenYn: 'N',
    });
  });

  it('every instance derives the same server key from the secret', async () => {
    const other = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    try {
      expect(other.app.passCodes.serverCodeKey).toBe(t.app.passCodes.serverCodeKey);
    } finally {
      await other.close();
    }
  });

  it('refuses a phone more than 10 minutes after the verification: verify again', async () => {
    const { person, token } = await memberWithPass();
    aheadMs = 11 * 60_000;
    expect((await qrValueOf(t, token)).deviceRegistrationOpenYn).toBe('N');
    const late = await (await newPhone()).register(t, token);
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatchObject({ errorCode: 'QR_DEVICE_VERIFY_AGAIN' });
    expect(late.body.message).toContain('본인확인');

    // A verification again (today's pass exists already) opens the window again.
    aheadMs = 0;
    const again = await verifyForQr(t, person, token);
    expect(again.statusCode).toBe(200);
    expect((await (await newPhone()).register(t, token)).statusCode).toBe(200);
  });

  it('refuses a member without a pass today', async () => {
    const { token } = await memberFor(t, newPerson());
    const answer = await (await newPhone()).register(t, token);
    expect(answer.statusCode).toBe(409);
    expect(answer.body.errorCode).toBe('QR_NOT_ISSUED');
  });

  it('refuses keys that are no P-256 points, with the field named', async () => {
    const { token, qr } = await memberWithPass();
    const phone = await newPhone();
    // 65 bytes starting 0x04 but off the curve: the shape passes, the curve check does not.
    const offCurve = `BA${'A'.repeat(85)}`;
    const badSigning = await post(
      t,
      '/api/qr/device',
      { signingKey: offCurve, codeKey: phone.codeKey },
      token,
    );
    expect(badSigning.statusCode).toBe(400);
    expect(badSigning.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '기기 키가 올바르지 않아요.',
    });
    const badCode = await post(
      t,
      '/api/qr/device',
      { signingKey: phone.signingKey, codeKey: offCurve },
      token,
    );
    expect(badCode.statusCode).toBe(400);
    expect(badCode.body.message).toBe('입장 코드 키가 올바르지 않아요.');
    const shapeless = await post(t, '/api/qr/device', { signingKey: 'abc', codeKey: 'x' }, token);
    expect(shapeless.statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(passDevices)
      .where(eq(passDevices.qrPassIdx, qr.qrPassIdx as number));
    expect(rows).toHaveLength(0);
  });

  it('a second phone moves the pass after its own verification: the first phone learns its QR no longer counts', async () => {
    const { person, token } = await memberWithPass();
    const first = await newPhone();
    const second = await newPhone();
    const one = await first.register(t, token);
    // The same phone again (its answer lost) is the same phone: nothing moves.
    const retry = await first.register(t, token);
    expect(retry.body.data).toMatchObject({ movedFromOtherDeviceYn: 'N' });
    // The member's login on another phone, within the same 10 minutes, cannot take the pass.
    const taken = await second.register(t, token);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toMatchObject({ errorCode: 'QR_DEVICE_VERIFY_AGAIN' });
    expect((await qrValueOf(t, token)).deviceKeyId).toBe(one.body.data.deviceKeyId);
    // An SMS verification on the second phone opens the grant again: the pass moves there.
    expect((await verifyForQr(t, person, token)).statusCode).toBe(200);
    const two = await second.register(t, token);
    expect(two.statusCode, JSON.stringify(two.body)).toBe(200);
    expect(two.body.data.movedFromOtherDeviceYn).toBe('Y');
    expect(two.body.data.deviceKeyId).not.toBe(one.body.data.deviceKeyId);
    // What the first phone's page compares with its own key id.
    expect((await qrValueOf(t, token)).deviceKeyId).toBe(two.body.data.deviceKeyId);
    const rows = await t.db
      .select()
      .from(passDevices)
      .where(eq(passDevices.qrPassIdx, one.body.data.qrPassIdx));
    expect(rows.filter((row) => row.releasedAt === null)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });

  it('three phones registering at once on one verification: one takes the pass, the others verify again', async () => {
    const { token, qr } = await memberWithPass();
    const phones = await Promise.all([newPhone(), newPhone(), newPhone()]);
    const answers = await Promise.all(phones.map((phone) => phone.register(t, token)));
    const taken = answers.filter((answer) => answer.statusCode === 200);
    expect(taken).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.body).toMatchObject({ errorCode: 'QR_DEVICE_VERIFY_AGAIN' });
    }
    const live = await t.db
      .select()
      .from(passDevices)
      .where(eq(passDevices.qrPassIdx, qr.qrPassIdx as number));
    expect(live).toHaveLength(1);
    expect(live[0]?.releasedAt).toBeNull();
    expect((await qrValueOf(t, token)).deviceKeyId).toBe(taken[0]?.body.data.deviceKeyId);
  });
});
