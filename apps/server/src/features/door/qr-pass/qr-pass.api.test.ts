import { addDays, seoulToday } from '@venue/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueQr, memberFor, newPerson, qrValueOf, verifyForQr } from '../../../../test/qr-pass';
import { bornYearsAgo, post } from '../../../../test/signup-flow';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { qrPasses } from '../../../db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
});
afterAll(() => t.close());

describe('issuing the QR pass (POST /api/auth/phone/verify qrissue, POST /api/getQrValue)', () => {
  it('a member has no QR until the QR issue verification, then one for today', async () => {
    const person = newPerson();
    const { token } = await memberFor(t, person);
    const before = await qrValueOf(t, token);
    expect(before).toMatchObject({ qrAuthYn: 'N', qrUuid: null, entryCode: null });

    const issued = await issueQr(t, person, token);
    expect(issued.qrUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(issued.entryCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(issued.lastQrIssuedDate).toBe(seoulToday(new Date()));
    expect(issued.checkedInYn).toBe('N');
  });

  it('verifying again the same day keeps the same pass', async () => {
    const person = newPerson();
    const { token } = await memberFor(t, person);
    const first = await issueQr(t, person, token);
    const again = await verifyForQr(t, person, token);
    expect(again.statusCode).toBe(200);
    expect(await qrValueOf(t, token)).toMatchObject({
      qrUuid: first.qrUuid,
      entryCode: first.entryCode,
    });
  });

  it('gives every member a different, random QR', async () => {
    const a = newPerson();
    const b = newPerson();
    const qrA = await issueQr(t, a, (await memberFor(t, a)).token);
    const qrB = await issueQr(t, b, (await memberFor(t, b)).token);
    expect(qrA.qrUuid).not.toBe(qrB.qrUuid);
    expect(qrA.entryCode).not.toBe(qrB.entryCode);
  });

  it("a pass of an earlier day is not today's QR", async () => {
    const person = newPerson();
    const { member, token } = await memberFor(t, person);
    const yesterday = addDays(seoulToday(new Date()), -1);
    await t.db.insert(qrPasses).values({
      userIdx: member.userIdx,
      qrUuid: crypto.randomUUID(),
      entryCode: 'ABCDEFGH',
      issueDate: yesterday,
      verificationSeq: 'old',
    });
    expect(await qrValueOf(t, token)).toMatchObject({
      qrAuthYn: 'N',
      qrUuid: null,
      lastQrIssuedDate: yesterday,
    });
  });

  it('an under-14 member gets the QR from the guardian verification, not their own', async () => {
    const child = newPerson({ birthYmd: bornYearsAgo(10) });
    const { token } = await memberFor(t, child);
    const own = await verifyForQr(t, child, token);
    expect(own.statusCode).toBe(200);
    expect(own.body.data.under14Yn).toBe('Y');
    expect((await qrValueOf(t, token)).qrAuthYn).toBe('N');

    const guardian = newPerson({ birthYmd: bornYearsAgo(40) });
    const vouched = await verifyForQr(t, guardian, token, {
      verifyType: 'qrissueguardian',
      userSeq: own.seq,
    });
    expect(vouched.statusCode, JSON.stringify(vouched.body)).toBe(200);
    expect((await qrValueOf(t, token)).qrAuthYn).toBe('Y');
  });

  it("a guardian cannot vouch with another member's verification", async () => {
    const child = newPerson({ birthYmd: bornYearsAgo(10) });
    const other = newPerson({ birthYmd: bornYearsAgo(9) });
    const { token } = await memberFor(t, child);
    const otherMember = await memberFor(t, other);
    const othersOwn = await verifyForQr(t, other, otherMember.token);
    const guardian = newPerson({ birthYmd: bornYearsAgo(40) });
    const refused = await verifyForQr(t, guardian, token, {
      verifyType: 'qrissueguardian',
      userSeq: othersOwn.seq,
    });
    expect(refused.statusCode).toBe(400);
    expect((await qrValueOf(t, token)).qrAuthYn).toBe('N');
  });

  it('getQrValue needs a member token', async () => {
    const response = await post(t, '/api/getQrValue', {});
    expect(response.statusCode).toBe(401);
  });
});
