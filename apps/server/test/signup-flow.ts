/**
 * The visitor's side of identification and signup, through the real HTTP app:
 * a passed captcha, phone/send, the code from the sandbox inbox, phone/verify, and the signup
 * call with the current terms. Tests vary one step and keep the rest.
 */
import { expect } from 'vitest';
import type { terms } from '../src/db/schema';
import {
  captchaAnswerFor,
  checkCaptchaAnswer,
  createCaptcha,
} from '../src/features/accounts/captcha/captcha.service';
import { createTerm } from './factories';
import { request, sandboxLogin } from './sandbox-oauth';
import { TEST_JWT_SECRET, type TestApp } from './test-app';

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

export interface Person {
  name: string;
  birthYmd: string;
  gender: 'M' | 'F';
  foreignerYn: 'Y' | 'N';
  phoneNumber: string;
  telco: '01' | '02' | '03' | '04' | '05' | '06';
}

export const adult: Person = {
  name: '김하늘',
  birthYmd: '1990-05-05',
  gender: 'F',
  foreignerYn: 'N',
  phoneNumber: '01012345678',
  telco: '01',
};

/** A birth date `years` years before this year's 1 January (under 14 when years < 14). */
export const bornYearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-01-01`;

/** TOS001–TOS003 required, TOS004–TOS006 optional, as the seed has them. */
export async function createCurrentTerms(
  db: TestApp['db'],
  required: Partial<Record<string, boolean>> = {},
) {
  const codes = ['TOS001', 'TOS002', 'TOS003', 'TOS004', 'TOS005', 'TOS006'];
  const rows: (typeof terms.$inferSelect)[] = [];
  for (const [index, code] of codes.entries()) {
    rows.push(
      await createTerm(db, {
        termsCode: code,
        version: 1,
        requiredYn: required[code] ?? index < 3,
        termsName: `약관 ${code}`,
      }),
    );
  }
  return rows;
}

/** The termsList of the signup body: every given term with Y for the codes in `agreed`. */
export function termsList(rows: { termsIdx: number; termsCode: string }[], agreed: string[]) {
  return rows.map((row) => ({
    termsIdx: row.termsIdx,
    termsCode: row.termsCode,
    agreementYn: agreed.includes(row.termsCode) ? 'Y' : 'N',
  }));
}

export const REQUIRED_TERMS = ['TOS001', 'TOS002', 'TOS003'];

export async function post(t: TestApp, url: string, payload?: object, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: token ? { 'x-access-token': token } : {},
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.json() as Json,
  };
}

/** A captcha that passed /api/captcha/check, as phone/send requires. */
export async function passedCaptcha(t: TestApp): Promise<string> {
  const { uuid } = await createCaptcha(t.db, TEST_JWT_SECRET);
  const answer = captchaAnswerFor(TEST_JWT_SECRET, uuid);
  expect(await checkCaptchaAnswer(t.db, TEST_JWT_SECRET, uuid, answer)).toBe('Y');
  return uuid;
}

export interface VerifyOptions {
  verifyType?: 'Identification' | 'identificationguardian';
  /** the login in progress */
  authId?: string | null | undefined;
  authType?: 'kakao' | 'tid' | 'vip' | undefined;
  /** guardian verifications: the child's seq */
  userSeq?: string;
}

export async function sendCode(t: TestApp, person: Person, options: VerifyOptions = {}) {
  return post(t, '/api/auth/phone/send', {
    name: person.name,
    birthday: person.birthYmd,
    gender: person.gender,
    foreignerYn: person.foreignerYn,
    mdn: person.phoneNumber,
    telco: person.telco,
    captchaUuid: await passedCaptcha(t),
    verifyType: options.verifyType ?? 'Identification',
    ...(options.authId ? { authId: options.authId } : {}),
    ...(options.authType ? { authType: options.authType } : {}),
  });
}

/** The newest code the sandbox agency texted to `phoneNumber`. */
export async function inboxCode(t: TestApp, phoneNumber: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/sandbox/api/sms/inbox?mdn=${phoneNumber}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data[0].code;
}

/** phone/send, the code from the inbox, phone/verify; returns the seq and verify's answer. */
export async function verifyPerson(t: TestApp, person: Person, options: VerifyOptions = {}) {
  const sent = await sendCode(t, person, options);
  expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
  const seq: string = sent.body.data.seq;
  const verified = await verifyCode(
    t,
    seq,
    person,
    await inboxCode(t, person.phoneNumber),
    options,
  );
  return { seq, ...verified };
}

export async function verifyCode(
  t: TestApp,
  seq: string,
  person: Person,
  otp: string,
  options: VerifyOptions = {},
) {
  const response = await post(t, '/api/auth/phone/verify', {
    seq,
    mdn: person.phoneNumber,
    otp,
    verifyType: options.verifyType ?? 'Identification',
    ...(options.userSeq ? { userSeq: options.userSeq } : {}),
  });
  return { statusCode: response.statusCode, body: response.body };
}

/** A sandbox OAuth login finished on /api/auth/login/{provider}: the login answer. */
export async function oauthLogin(t: TestApp, provider: 'kakao' | 'tid', accountId: string) {
  const login = await sandboxLogin(t.app, provider, accountId);
  const response = await request(t.app, login.jar, 'POST', `/api/auth/login/${provider}`, {
    json: { code: login.code, state: login.state, ...(login.iss ? { iss: login.iss } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Json;
}

/** The signup body for a verified `person` with the required terms (and `optional`) agreed. */
export function signupBody(
  input: {
    loginTicket: string;
    seq: string;
    person: Person;
    terms: { termsIdx: number; termsCode: string }[];
    agreed?: string[];
    userType?: 'kakao' | 'tid' | 'vip';
    guardianSeq?: string;
  },
  overrides: object = {},
) {
  const agreed = input.agreed ?? REQUIRED_TERMS;
  const person = input.person;
  return {
    loginTicket: input.loginTicket,
    seq: input.seq,
    ...(input.guardianSeq ? { guardianSeq: input.guardianSeq } : {}),
    userType: input.userType ?? 'kakao',
    name: person.name,
    birthYmd: person.birthYmd,
    gender: person.gender,
    telco: person.telco,
    phoneNumber: person.phoneNumber,
    foreignerYn: person.foreignerYn,
    under14Yn: 'N',
    userInfoAgreementYn: agreed.includes('TOS004') ? 'Y' : 'N',
    adInfoAgreementYn: agreed.includes('TOS005') ? 'Y' : 'N',
    marketingAgreementYn: agreed.includes('TOS006') ? 'Y' : 'N',
    termsList: termsList(input.terms, agreed),
    ...overrides,
  };
}

/**
 * The whole way of a new visitor: sandbox login with `provider` as `accountId`, identification
 * for that login, signup with the required terms. Returns the signup answer and the steps.
 */
export async function signUpWith(
  t: TestApp,
  input: {
    provider: 'kakao' | 'tid';
    accountId: string;
    person?: Person;
    terms: { termsIdx: number; termsCode: string }[];
    agreed?: string[];
  },
) {
  const person = input.person ?? adult;
  const login = await oauthLogin(t, input.provider, input.accountId);
  expect(login.existYn).toBe('N');
  const { seq } = await verifyPerson(t, person, {
    authId: input.accountId,
    authType: input.provider,
  });
  const response = await post(
    t,
    '/api/auth/complete/signup',
    signupBody({
      loginTicket: login.loginTicket,
      seq,
      person,
      terms: input.terms,
      userType: input.provider,
      ...(input.agreed ? { agreed: input.agreed } : {}),
    }),
  );
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return {
    jwt: response.body.data.jwt as string,
    userIdx: response.body.data.userIdx as number,
    seq,
    login,
  };
}
