/**
 * QR pass helpers for server tests (decision 017): a member whose sandbox identity matches a
 * person, and that member's QR issue through the real phone/send and phone/verify routes.
 *
 *   const { member, token } = await memberFor(t, adult);
 *   const qr = await issueQr(t, adult, token); // qr.qrUuid, qr.entryCode
 */
import { expect } from 'vitest';
import { memberTokenKey, signMemberToken } from '../src/features/accounts/session/session-tokens';
import { sandboxIdentityValues } from '../src/features/system/sandbox/sandbox-identity-agency';
import { createMember } from './factories';
import { adult, inboxCode, type Person, passedCaptcha, post } from './signup-flow';
import { TEST_JWT_SECRET, type TestApp } from './test-app';

let personCounter = 0;
/** A fresh adult with their own phone number (the SMS limits are per number). */
export function newPerson(overrides: Partial<Person> = {}): Person {
  personCounter += 1;
  return {
    ...adult,
    name: `김${String.fromCharCode(0xac00 + personCounter)}늘`,
    phoneNumber: `0109${String(1000000 + personCounter).slice(-7)}`,
    ...overrides,
  };
}

/** A member with the CI the sandbox agency derives for `person`, and a token of theirs. */
export async function memberFor(t: TestApp, person: Person) {
  const { ci, di } = sandboxIdentityValues(TEST_JWT_SECRET, {
    name: person.name,
    birthYmd: person.birthYmd,
    gender: person.gender,
    phoneNumber: person.phoneNumber,
  });
  const member = await createMember(t.db, {
    ci,
    di,
    name: person.name,
    birthYmd: person.birthYmd,
    gender: person.gender,
    phoneNumber: person.phoneNumber,
    telecomCode: person.telco,
  });
  return { member, token: await signMemberToken(memberTokenKey(t.config), member) };
}

/** phone/send and phone/verify for a QR verify type, as the member; the verify answer and seq. */
export async function verifyForQr(
  t: TestApp,
  person: Person,
  token: string,
  options: { verifyType?: 'qrissue' | 'qrissueguardian'; userSeq?: string } = {},
) {
  const verifyType = options.verifyType ?? 'qrissue';
  const sent = await post(
    t,
    '/api/auth/phone/send',
    {
      name: person.name,
      birthday: person.birthYmd,
      gender: person.gender,
      foreignerYn: person.foreignerYn,
      mdn: person.phoneNumber,
      telco: person.telco,
      captchaUuid: await passedCaptcha(t),
      verifyType,
    },
    token,
  );
  expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
  const seq: string = sent.body.data.seq;
  const verified = await post(
    t,
    '/api/auth/phone/verify',
    {
      seq,
      mdn: person.phoneNumber,
      otp: await inboxCode(t, person.phoneNumber),
      verifyType,
      ...(options.userSeq ? { userSeq: options.userSeq } : {}),
    },
    token,
  );
  return { seq, statusCode: verified.statusCode, body: verified.body };
}

/** POST /api/getQrValue as the member; the data of a 200. */
export async function qrValueOf(t: TestApp, token: string) {
  const response = await post(t, '/api/getQrValue', {}, token);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.data as {
    qrAuthYn: 'Y' | 'N';
    qrUuid: string | null;
    entryCode: string | null;
    lastQrIssuedDate: string | null;
    checkedInYn: 'Y' | 'N';
    qrPassIdx: number | null;
    deviceKeyId: string | null;
    deviceRegistrationOpenYn: 'Y' | 'N';
    serverTime: string;
  };
}

/** The member (14 or over) verifies for a QR; answers today's pass. */
export async function issueQr(t: TestApp, person: Person, token: string) {
  const verified = await verifyForQr(t, person, token);
  expect(verified.statusCode, JSON.stringify(verified.body)).toBe(200);
  const value = await qrValueOf(t, token);
  expect(value.qrAuthYn).toBe('Y');
  return value as typeof value & { qrUuid: string; entryCode: string };
}
