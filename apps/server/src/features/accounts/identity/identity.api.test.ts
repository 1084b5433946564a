import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/test-app';
import { captchaChallenges, phoneVerifications, sandboxSmsMessages } from '../../../db/schema';
import { sandboxIdentityValues } from '../../system/sandbox/sandbox-identity-agency';
import { captchaAnswerFor, checkCaptchaAnswer, createCaptcha } from '../captcha/captcha.service';
import { memberTokenKey, signMemberToken } from '../session/session-tokens';
import { SENDS_PER_IP, tooManySendsFromIp } from './identity.routes';
import { consumeVerification, findVerifiedVerification } from './identity.service';

const MISMATCH = '잘못된 인증번호입니다. 다시 시도해 주세요.';
const EXCEEDED = '인증번호 오류 입력 건수가 초과되었습니다. 재전송버튼을 클릭해주세요.';
const AGE_GAP =
  '보호자 동의는 사용자와의 연령 차이가 18세 이상인 경우에만 가능합니다. 보호자 정보를 다시 한번 확인해 주세요.';
const SEND_FAILED = '모든 정보를 정확하게 입력했는지 다시 한번 확인해 주세요.';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
});
afterEach(async () => {
  await t.close();
});

const adult = {
  name: '김하늘',
  birthday: '1990-05-05',
  gender: 'F',
  foreignerYn: 'N',
  mdn: '01012345678',
  telco: '01',
} as const;

async function passedCaptcha(): Promise<string> {
  const { uuid } = await createCaptcha(t.db, TEST_JWT_SECRET);
  expect(
    await checkCaptchaAnswer(t.db, TEST_JWT_SECRET, uuid, captchaAnswerFor(TEST_JWT_SECRET, uuid)),
  ).toBe('Y');
  return uuid;
}

async function post(url: string, payload: object, token?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { 'x-access-token': token } : {},
  });
  return { statusCode: response.statusCode, body: response.json() };
}

async function send(person: object = adult, extra: object = {}, token?: string) {
  return post(
    '/api/auth/phone/send',
    { ...person, captchaUuid: await passedCaptcha(), ...extra },
    token,
  );
}

async function sendOk(person: object = adult, extra: object = {}, token?: string) {
  const response = await send(person, extra, token);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return response.body.data.seq as string;
}

async function latestCode(mdn: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/sandbox/api/sms/inbox?mdn=${mdn}` });
  expect(response.statusCode).toBe(200);
  return response.json().data[0].code;
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

function verify(seq: string, otp: string, extra: object = {}, token?: string) {
  return post(
    '/api/auth/phone/verify',
    { seq, mdn: adult.mdn, otp, verifyType: 'Identification', ...extra },
    token,
  );
}

async function row(seq: string) {
  const [found] = await t.db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.seq, seq));
  return found;
}

async function tokenFor(member: { userIdx: number; tokenVersion: number }) {
  return signMemberToken(memberTokenKey(t.config), member);
}

describe('POST /api/auth/phone/send', () => {
  it('requires a passed captcha and spends it on the first send', async () => {
    const { uuid } = await createCaptcha(t.db, TEST_JWT_SECRET);
    const unpassed = await post('/api/auth/phone/send', { ...adult, captchaUuid: uuid });
    expect(unpassed.statusCode).toBe(400);
    expect(unpassed.body).toMatchObject({ success: false, errorCode: 'CAPTCHA_MISMATCH' });
    expect(unpassed.body.message).toContain('보안문자');

    const captchaUuid = await passedCaptcha();
    const first = await post('/api/auth/phone/send', { ...adult, captchaUuid });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ success: true, resultCode: 200 });
    expect(first.body.data.seq).toMatch(/^[0-9a-f-]{36}$/);
    const [captcha] = await t.db
      .select()
      .from(captchaChallenges)
      .where(eq(captchaChallenges.uuid, captchaUuid));
    expect(captcha?.usedAt).not.toBeNull();

    const again = await post('/api/auth/phone/send', { ...adult, captchaUuid });
    expect(again.statusCode).toBe(400);
    expect(again.body.errorCode).toBe('CAPTCHA_MISMATCH');
  });

  it('stores who asked but never the code', async () => {
    const seq = await sendOk();
    const stored = await row(seq);
    const code = await latestCode(adult.mdn);
    expect(stored).toMatchObject({
      verifyType: 'Identification',
      name: adult.name,
      birthYmd: adult.birthday,
      phoneNumber: adult.mdn,
      sendCount: 1,
      attempts: 0,
      verifiedAt: null,
    });
    expect(Object.values(stored ?? {}).map(String)).not.toContain(code);
  });

  it('refuses malformed bodies with Korean messages', async () => {
    const response = await post('/api/auth/phone/send', {
      ...adult,
      mdn: '0101234',
      captchaUuid: 'not-a-uuid',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(response.body.message).toMatch(/[가-힣]/);
    for (const field of response.body.fields) expect(field.message).toMatch(/[가-힣]/);
  });

  it('refuses a resend within 30 s, allows it after 30 s with attempts reset, refuses the 6th send', async () => {
    const seq = await sendOk();
    const resend = () => send(adult, { seq, resendYn: 'Y' });

    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.body.errorCode).toBe('RATE_LIMITED');
    expect(tooSoon.body.message).toMatch(/^인증번호는 \d+초 후에 다시 받을 수 있습니다\.$/);

    await verify(seq, wrongCode(await latestCode(adult.mdn)));
    expect((await row(seq))?.attempts).toBe(1);

    for (let sends = 2; sends <= 5; sends += 1) {
      await t.db
        .update(phoneVerifications)
        .set({ lastSentAt: new Date(Date.now() - 31_000) })
        .where(eq(phoneVerifications.seq, seq));
      const ok = await resend();
      expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data.seq).toBe(seq);
      expect(await row(seq)).toMatchObject({ sendCount: sends, attempts: 0 });
    }
    await t.db
      .update(phoneVerifications)
      .set({ lastSentAt: new Date(Date.now() - 31_000) })
      .where(eq(phoneVerifications.seq, seq));
    const sixth = await resend();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body.message).toBe(
      '인증번호 전송 횟수를 초과했습니다. 처음부터 다시 시도해 주세요.',
    );
  });

  it('refuses a resend for another person or phone than the first send', async () => {
    const seq = await sendOk();
    const response = await send({ ...adult, mdn: '01099998888' }, { seq, resendYn: 'Y' });
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toMatch(/[가-힣]/);
  });

  it('allows 10 first sends per phone per Seoul day, then 429', async () => {
    for (let i = 0; i < 10; i += 1) await sendOk();
    const eleventh = await send();
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.body.errorCode).toBe('RATE_LIMITED');
    expect(eleventh.body.message).toMatch(/[가-힣]/);
  });

  it('qrissue without a member token is 401', async () => {
    const response = await send(adult, { verifyType: 'qrissue' });
    expect(response.statusCode).toBe(401);
    expect(await t.db.select().from(phoneVerifications)).toHaveLength(0);
  });
});

describe('sends per client IP', () => {
  it('refuses the 61st send from one IP in 10 minutes with a Korean message, other IPs still send', async () => {
    const sendFrom = async (ip: string, n: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/phone/send',
        remoteAddress: ip,
        payload: {
          ...adult,
          mdn: `0109${String(n).padStart(7, '0')}`,
          captchaUuid: await passedCaptcha(),
        },
      });
      return { statusCode: response.statusCode, body: response.json() };
    };
    for (let n = 0; n < SENDS_PER_IP; n += 1) {
      expect((await sendFrom('198.51.100.7', n)).statusCode).toBe(200);
    }
    const refused = await sendFrom('198.51.100.7', SENDS_PER_IP);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: 'RATE_LIMITED', message: tooManySendsFromIp });
    expect((await sendFrom('198.51.100.8', SENDS_PER_IP + 1)).statusCode).toBe(200);
  }, 60_000);
});

describe('POST /api/auth/phone/verify', () => {
  it('the right code verifies and answers birthYmd, overlapYn N and under14Yn N', async () => {
    const seq = await sendOk();
    const response = await verify(seq, await latestCode(adult.mdn));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({ birthYmd: '1990-05-05', overlapYn: 'N', under14Yn: 'N' });
    const stored = await row(seq);
    expect(stored?.verifiedAt).toBeInstanceOf(Date);
    expect(stored?.ci).toHaveLength(88);

    // Asked again (the client verifies automatically), the answer is the same.
    const again = await verify(seq, '999999');
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual(response.body.data);
  });

  it("an existing member's CI gives overlapYn Y", async () => {
    const { ci, di } = sandboxIdentityValues(TEST_JWT_SECRET, {
      name: adult.name,
      birthYmd: adult.birthday,
      gender: adult.gender,
      phoneNumber: adult.mdn,
    });
    await createMember(t.db, { ci, di, name: adult.name, birthYmd: adult.birthday });
    const seq = await sendOk();
    const response = await verify(seq, await latestCode(adult.mdn));
    expect(response.body.data.overlapYn).toBe('Y');
  });

  it('a birth date less than 14 years ago gives under14Yn Y', async () => {
    const birthday = `${new Date().getUTCFullYear() - 10}-01-01`;
    const seq = await sendOk({ ...adult, birthday });
    const response = await verify(seq, await latestCode(adult.mdn));
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toMatchObject({ birthYmd: birthday, under14Yn: 'Y' });
  });

  it("a wrong code gives the spec's OTP_MISMATCH message", async () => {
    const seq = await sendOk();
    const response = await verify(seq, wrongCode(await latestCode(adult.mdn)));
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 'OTP_MISMATCH', message: MISMATCH });
    expect((await row(seq))?.verifiedAt).toBeNull();
  });

  it('the 5th wrong code and then even the right one give 6010 (OTP_ATTEMPTS_EXCEEDED)', async () => {
    const seq = await sendOk();
    const code = await latestCode(adult.mdn);
    for (let i = 1; i <= 4; i += 1) {
      expect((await verify(seq, wrongCode(code))).body.errorCode).toBe('OTP_MISMATCH');
    }
    const fifth = await verify(seq, wrongCode(code));
    expect(fifth.body).toMatchObject({ errorCode: 'OTP_ATTEMPTS_EXCEEDED', message: EXCEEDED });
    const sixth = await verify(seq, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toMatchObject({ errorCode: 'OTP_ATTEMPTS_EXCEEDED', message: EXCEEDED });
    expect(await row(seq)).toMatchObject({ attempts: 5, verifiedAt: null });
  });

  it('20 parallel wrong codes leave attempts at exactly 5', async () => {
    const seq = await sendOk();
    const code = await latestCode(adult.mdn);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verify(seq, wrongCode(code))),
    );
    expect(answers.filter((a) => a.body.errorCode === 'OTP_MISMATCH')).toHaveLength(4);
    expect(answers.filter((a) => a.body.errorCode === 'OTP_ATTEMPTS_EXCEEDED')).toHaveLength(16);
    expect((await row(seq))?.attempts).toBe(5);
  });

  it('an expired code gives OTP_EXPIRED', async () => {
    const seq = await sendOk();
    await t.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.seq, seq));
    const response = await verify(seq, await latestCode(adult.mdn));
    expect(response.statusCode).toBe(400);
    expect(response.body.errorCode).toBe('OTP_EXPIRED');
    expect(response.body.message).toMatch(/[가-힣]/);
  });

  it('an unknown seq or another phone number is refused with a Korean message', async () => {
    const unknown = await verify('00000000-0000-4000-8000-000000000000', '123456');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe('인증 요청 정보가 없습니다. 인증번호를 다시 받아 주세요.');

    const seq = await sendOk();
    const other = await verify(seq, await latestCode(adult.mdn), { mdn: '01099998888' });
    expect(other.statusCode).toBe(400);
    expect((await row(seq))?.attempts).toBe(0);
  });

  it('refuses malformed bodies with Korean messages', async () => {
    const response = await post('/api/auth/phone/verify', {
      seq: 'x',
      mdn: adult.mdn,
      otp: '12a',
      verifyType: 'Identification',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', message: MISMATCH });
  });

  it('a guardian less than 18 years older gets GUARDIAN_AGE_GAP and is not verified', async () => {
    const childBirth = `${new Date().getUTCFullYear() - 10}-01-01`;
    const child = { ...adult, name: '김아이', birthday: childBirth, mdn: '01011112222' };
    const childSeq = await sendOk(child);
    const childCode = await latestCode(child.mdn);
    expect((await verify(childSeq, childCode, { mdn: child.mdn })).statusCode).toBe(200);

    const youngGuardian = { ...adult, birthday: `${new Date().getUTCFullYear() - 25}-01-01` };
    const seq = await sendOk(youngGuardian, { verifyType: 'identificationguardian' });
    const response = await verify(seq, await latestCode(adult.mdn), {
      verifyType: 'identificationguardian',
      userSeq: childSeq,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 'GUARDIAN_AGE_GAP', message: AGE_GAP });
    expect((await row(seq))?.verifiedAt).toBeNull();

    const oldEnough = { ...adult, name: '김부모', mdn: '01033334444' };
    const okSeq = await sendOk(oldEnough, { verifyType: 'identificationguardian' });
    const accepted = await verify(okSeq, await latestCode(oldEnough.mdn), {
      mdn: oldEnough.mdn,
      verifyType: 'identificationguardian',
      userSeq: childSeq,
    });
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    expect((await row(okSeq))?.userSeq).toBe(childSeq);
  });

  it("qrissue verifies a member's own phone and refuses another person's with 403", async () => {
    const { ci, di } = sandboxIdentityValues(TEST_JWT_SECRET, {
      name: adult.name,
      birthYmd: adult.birthday,
      gender: adult.gender,
      phoneNumber: adult.mdn,
    });
    const member = await createMember(t.db, { ci, di });
    const token = await tokenFor(member);
    const seq = await sendOk(adult, { verifyType: 'qrissue' }, token);
    expect((await row(seq))?.userIdx).toBe(member.userIdx);

    const withoutToken = await verify(seq, '123456', { verifyType: 'qrissue' });
    expect(withoutToken.statusCode).toBe(401);
    const own = await verify(seq, await latestCode(adult.mdn), { verifyType: 'qrissue' }, token);
    expect(own.statusCode, JSON.stringify(own.body)).toBe(200);

    const other = await createMember(t.db);
    const otherToken = await tokenFor(other);
    const otherSeq = await sendOk(adult, { verifyType: 'qrissue' }, otherToken);
    const refused = await verify(
      otherSeq,
      await latestCode(adult.mdn),
      { verifyType: 'qrissue' },
      otherToken,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toMatch(/[가-힣]/);
    expect((await row(otherSeq))?.verifiedAt).toBeNull();
  });
});

describe('consumeVerification and findVerifiedVerification', () => {
  it('a verification can be consumed once, and not after 30 minutes', async () => {
    const seq = await sendOk();
    expect(await consumeVerification(t.db, seq)).toBeNull();
    await verify(seq, await latestCode(adult.mdn));

    expect(await findVerifiedVerification(t.db, seq)).toMatchObject({ seq });
    const late = new Date(Date.now() + 31 * 60_000);
    expect(await findVerifiedVerification(t.db, seq, late)).toBeNull();
    expect(await consumeVerification(t.db, seq, late)).toBeNull();

    const results = await Promise.all([
      consumeVerification(t.db, seq),
      consumeVerification(t.db, seq),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(results.find((r) => r !== null)?.ci).toHaveLength(88);
    expect(await consumeVerification(t.db, seq)).toBeNull();
    expect(await findVerifiedVerification(t.db, seq)).toBeNull();

    const reverify = await verify(seq, '123456');
    expect(reverify.statusCode).toBe(400);
  });
});

describe('agencies chosen from the configuration', () => {
  let provider: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (provider ? provider.close(() => resolve()) : resolve()));
    provider = undefined;
  });

  async function appWithProvider(handler: Parameters<typeof createServer>[1]) {
    provider = createServer(handler);
    await new Promise<void>((resolve) => provider?.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    await t.close();
    t = await createTestApp({
      env: {
        SANDBOX_MODE: 'off',
        SMS_PROVIDER_URL: `http://127.0.0.1:${port}`,
        SMS_PROVIDER_KEY: 'provider-key',
      },
    });
  }

  it('an agency failure leaves no verification row and shows the spec 000 §5 message', async () => {
    await appWithProvider((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('internal provider detail');
    });
    const response = await send();
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', message: SEND_FAILED });
    expect(JSON.stringify(response.body)).not.toContain('provider detail');
    expect(await t.db.select().from(phoneVerifications)).toHaveLength(0);
  });

  it('an agency refusal (4xx) answers 400 with the spec 000 §5 message and leaves no row', async () => {
    await appWithProvider((_req, res) => {
      res.writeHead(422, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'subscriber mismatch' }));
    });
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', message: SEND_FAILED });
    expect(await t.db.select().from(phoneVerifications)).toHaveLength(0);
  });

  it('the HTTP agency speaks the documented protocol with a bearer key', async () => {
    const seen: { path: string; auth: string | undefined; body: unknown }[] = [];
    await appWithProvider((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const body = JSON.parse(raw);
        seen.push({ path: req.url ?? '', auth: req.headers.authorization, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        if (req.url === '/otp/send') res.end(JSON.stringify({ txId: 'tx-1' }));
        else if (body.code === '246810')
          res.end(JSON.stringify({ result: 'ok', ci: 'CI-1', di: 'DI-1' }));
        else res.end(JSON.stringify({ result: 'mismatch' }));
      });
    });
    const seq = await sendOk();
    expect((await verify(seq, '111111')).body.errorCode).toBe('OTP_MISMATCH');
    const response = await verify(seq, '246810');
    expect(response.statusCode).toBe(200);
    expect(await row(seq)).toMatchObject({ agencyTxId: 'tx-1', ci: 'CI-1', di: 'DI-1' });
    expect(seen[0]).toEqual({
      path: '/otp/send',
      auth: 'Bearer provider-key',
      body: {
        name: adult.name,
        birthYmd: adult.birthday,
        gender: adult.gender,
        foreignerYn: 'N',
        telecomCode: '01',
        phoneNumber: adult.mdn,
      },
    });
    expect(seen[2]).toEqual({
      path: '/otp/confirm',
      auth: 'Bearer provider-key',
      body: { txId: 'tx-1', code: '246810' },
    });
  });

  it('with neither sandbox mode nor a provider, identity calls answer 503 and spend nothing', async () => {
    await t.close();
    t = await createTestApp({ env: { SANDBOX_MODE: 'off' } });
    const captchaUuid = await passedCaptcha();
    const response = await post('/api/auth/phone/send', { ...adult, captchaUuid });
    expect(response.statusCode).toBe(503);
    expect(response.body.errorCode).toBe('SERVICE_UNAVAILABLE');
    const [captcha] = await t.db
      .select()
      .from(captchaChallenges)
      .where(eq(captchaChallenges.uuid, captchaUuid));
    expect(captcha?.usedAt).toBeNull();
    expect(await t.db.select().from(sandboxSmsMessages)).toHaveLength(0);
  });
});
