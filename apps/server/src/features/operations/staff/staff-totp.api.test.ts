/**
 * Two-factor login (decision 035) through the real app: setup, enable, the login's
 * second step, replays, the throttle, disable, the ADMIN's reset and the audit rows. Codes are
 * computed here with otplib from the secret setup answered, as an authenticator app would.
 */
import { and, asc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { auditLog, operatorSessions, operators } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';
import { STAFF_COOKIE } from './staff-session-cookie';
import { TOTP_PERIOD_SECONDS } from './totp';
import { signTotpChallenge } from './totp-challenge';
import { openTotpSecret, totpKeys } from './totp-keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
/** A client address no other test uses (TEST-NET-3): the throttle counts per address. */
const freshAddress = () => {
  addressCounter += 1;
  return `203.0.113.${100 + addressCounter}`;
};

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

async function call(url: string, payload: object, options: { cookie?: string; address?: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.address ?? '192.0.2.10',
  });
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  return {
    statusCode: response.statusCode,
    body: response.json() as Json,
    text: response.body,
    setCookie: response.headers['set-cookie'],
    cookie: cookie?.value ? `${STAFF_COOKIE}=${cookie.value}` : null,
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function rowOf(operatorIdx: number) {
  const [row] = await t.db.select().from(operators).where(eq(operators.operatorIdx, operatorIdx));
  if (!row) throw new Error('no operator');
  return row;
}

/**
 * The code of the first step the server still accepts: after the last one used, and not before
 * now (as the app on a phone shows it, or the next one when this one was used).
 */
async function freshCode(secret: string, operatorIdx: number): Promise<string> {
  const { totpLastStep } = await rowOf(operatorIdx);
  const current = Math.floor(nowSeconds() / TOTP_PERIOD_SECONDS);
  const step = Math.max(current, (totpLastStep ?? -1) + 1);
  if (step > current + 1) throw new Error('no unused step in the window: wait for the next one');
  return generate({ secret, epoch: step * TOTP_PERIOD_SECONDS });
}

/** A code that is not the right one at any step of the window (the right ones are avoided). */
async function wrongCode(secret: string): Promise<string> {
  const current = Math.floor(nowSeconds() / TOTP_PERIOD_SECONDS);
  const right = await Promise.all(
    [-1, 0, 1].map((delta) => generate({ secret, epoch: (current + delta) * TOTP_PERIOD_SECONDS })),
  );
  let code = 0;
  while (right.includes(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

async function auditRows(operatorIdx: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'operator'), eq(auditLog.targetId, String(operatorIdx))))
    .orderBy(asc(auditLog.auditIdx));
}

/** An ADMIN logged in, with two-factor login set up and turned on through the calls. */
async function enrolledAdmin() {
  const admin = await createOperator(t.db, { role: 'ADMIN' });
  const cookie = await staffLogin(t.app, admin.loginId, admin.password);
  const setup = await call('/api/staff/totp/setup', {}, { cookie });
  expect(setup.statusCode, setup.text).toBe(200);
  const secret: string = setup.body.data.secret;
  const enabled = await call(
    '/api/staff/totp/enable',
    { code: await freshCode(secret, admin.operatorIdx) },
    { cookie },
  );
  expect(enabled.statusCode, enabled.text).toBe(200);
  return { admin, cookie, secret };
}

/** The password alone opens a session (two-factor login off): the operator and the cookie. */
async function expectPasswordAloneLogsIn(operator: {
  operatorIdx: number;
  loginId: string;
  password: string;
}) {
  const login = await call(
    '/api/staff/login',
    { loginId: operator.loginId, password: operator.password },
    {},
  );
  expect(login.body.data.operatorIdx).toBe(operator.operatorIdx);
  expect(login.cookie).not.toBeNull();
  return login;
}

/** The login's first step: the challenge (the password was right, TOTP is on). */
async function challengeFor(loginId: string, password: string, address?: string) {
  const first = await call('/api/staff/login', { loginId, password }, address ? { address } : {});
  expect(first.statusCode, first.text).toBe(200);
  expect(first.body.data.totpRequired).toBe(true);
  return first.body.data.challenge as string;
}

describe('setting up two-factor login', () => {
  it('setup answers the otpauth URI, the base32 secret and a QR as SVG; the secret is kept only encrypted', async () => {
    const admin = await createOperator(t.db, { role: 'ADMIN', loginId: `totp-${nowSeconds()}` });
    const cookie = await staffLogin(t.app, admin.loginId, admin.password);
    const status = await call('/api/staff/totp/status', {}, { cookie });
    expect(status.body.data).toEqual({ enabledYn: 'N', enabledAt: null });

    const setup = await call('/api/staff/totp/setup', {}, { cookie });
    expect(setup.statusCode, setup.text).toBe(200);
    const { secret, otpauthUri, qrSvgDataUrl } = setup.body.data;
    // 20 random bytes in base32: 32 letters A–Z and digits 2–7.
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/스태프 콘솔:${admin.loginId}`);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('스태프 콘솔');
    expect(uri.searchParams.get('digits') ?? '6').toBe('6');
    expect(uri.searchParams.get('period') ?? '30').toBe('30');
    expect(qrSvgDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qrSvgDataUrl.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('<path');

    // Waiting for the first code, sealed: neither the secret nor its bytes are in the row.
    const row = await rowOf(admin.operatorIdx);
    expect(row.totpEnabledAt).toBeNull();
    expect(row.totpSecret).toBeNull();
    expect(row.totpPendingSecret).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.totpPendingSecret).not.toContain(secret);
    const keys = totpKeys(t.config);
    expect(openTotpSecret(keys, admin.operatorIdx, row.totpPendingSecret ?? '')).toBe(secret);
    // Bound to its row: the same value in another operator's row does not open.
    expect(openTotpSecret(keys, admin.operatorIdx + 1, row.totpPendingSecret ?? '')).toBeNull();
    // Still off: the login takes the password alone.
    await expectPasswordAloneLogsIn(admin);
  });

  it('enable refuses a wrong code on the field, then turns it on with the right one and ends the other sessions', async () => {
    const admin = await createOperator(t.db, { role: 'ADMIN' });
    const cookie = await staffLogin(t.app, admin.loginId, admin.password);
    const otherDevice = await staffLogin(t.app, admin.loginId, admin.password);
    const noSetup = await call('/api/staff/totp/enable', { code: '123456' }, { cookie });
    expect(noSetup.statusCode).toBe(400);
    expect(noSetup.body.message).toBe('2단계 인증 설정을 처음부터 다시 시작해 주세요.');

    const setup = await call('/api/staff/totp/setup', {}, { cookie });
    const secret: string = setup.body.data.secret;
    const wrong = await call(
      '/api/staff/totp/enable',
      { code: await wrongCode(secret) },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      fields: [
        {
          path: 'code',
          message: '코드가 맞지 않아요. 인증 앱에 지금 보이는 6자리 코드를 입력해 주세요.',
        },
      ],
    });
    expect((await rowOf(admin.operatorIdx)).totpEnabledAt).toBeNull();

    const before = Date.now();
    const code = await freshCode(secret, admin.operatorIdx);
    const enabled = await call('/api/staff/totp/enable', { code }, { cookie });
    expect(enabled.statusCode, enabled.text).toBe(200);
    expect(enabled.body.data.enabledYn).toBe('Y');
    expect(Date.parse(enabled.body.data.enabledAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(enabled.body.data.enabledAt).toMatch(/\+09:00$/);

    const row = await rowOf(admin.operatorIdx);
    expect(row.totpPendingSecret).toBeNull();
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpLastStep).toBeGreaterThan(0);
    // This session stays; the one opened elsewhere without a code has ended.
    expect((await call('/api/staff/me', {}, { cookie })).statusCode).toBe(200);
    expect((await call('/api/staff/me', {}, { cookie: otherDevice })).statusCode).toBe(401);
    // A second setup while on would move it to another phone with a session alone: refused.
    const again = await call('/api/staff/totp/setup', {}, { cookie });
    expect(again.statusCode).toBe(409);
    expect((await call('/api/staff/totp/status', {}, { cookie })).body.data.enabledYn).toBe('Y');
  });

  it('setup and enable are for ADMIN only; bad input is 400', async () => {
    for (const role of ['STAFF', 'EDITOR'] as const) {
      const operator = await createOperator(t.db, { role });
      const cookie = await staffLogin(t.app, operator.loginId, operator.password);
      for (const [url, body] of [
        ['/api/staff/totp/setup', {}],
        ['/api/staff/totp/enable', { code: '123456' }],
        ['/api/staff/operators/reset-totp', { operatorIdx: operator.operatorIdx }],
      ] as const) {
        const refused = await call(url, body, { cookie });
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
        expect(refused.body.message).toBe('관리자만 할 수 있어요.');
      }
      // Their own status is theirs to read.
      expect((await call('/api/staff/totp/status', {}, { cookie })).body.data.enabledYn).toBe('N');
    }
    expect((await call('/api/staff/totp/setup', {}, {})).statusCode).toBe(401);

    const admin = await createOperator(t.db, { role: 'ADMIN' });
    const cookie = await staffLogin(t.app, admin.loginId, admin.password);
    for (const code of ['12345', '1234567', 'abcdef', '12 345', 123456, '']) {
      const bad = await call('/api/staff/totp/enable', { code }, { cookie });
      expect(bad.statusCode, String(code)).toBe(400);
      expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
      expect(bad.body.fields?.[0]?.path).toBe('code');
    }
    expect(
      (await call('/api/staff/totp/enable', { code: '123456', x: 1 }, { cookie })).statusCode,
    ).toBe(400);
    expect((await call('/api/staff/login/totp', { code: '123456' }, {})).statusCode).toBe(400);
    expect((await call('/api/staff/totp/disable', {}, { cookie })).statusCode).toBe(400);
  });
});

describe('logging in with two-factor login on', () => {
  it('the password answers a challenge and no cookie; the code completes the login', async () => {
    const { admin, secret } = await enrolledAdmin();
    const first = await call(
      '/api/staff/login',
      {
        loginId: admin.loginId,
        password: admin.password,
      },
      {},
    );
    expect(first.statusCode).toBe(200);
    expect(first.setCookie).toBeUndefined();
    expect(Object.keys(first.body.data).sort()).toEqual(['challenge', 'totpRequired']);
    expect(first.body.data.totpRequired).toBe(true);
    // The challenge names no secret and is no session.
    expect(first.text).not.toContain(secret);
    expect(
      (await call('/api/staff/me', {}, { cookie: `${STAFF_COOKIE}=${first.body.data.challenge}` }))
        .statusCode,
    ).toBe(401);
    const instancesBefore = await t.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorIdx, admin.operatorIdx));

    const second = await call(
      '/api/staff/login/totp',
      { challenge: first.body.data.challenge, code: await freshCode(secret, admin.operatorIdx) },
      {},
    );
    expect(second.statusCode, second.text).toBe(200);
    expect(second.body.data).toMatchObject({ operatorIdx: admin.operatorIdx, role: 'ADMIN' });
    expect(String(second.setCookie)).toMatch(
      /^venue_staff=[\w-]{43}; Max-Age=43200; Path=\/api\/staff; HttpOnly; SameSite=Strict$/,
    );
    const me = await call('/api/staff/me', {}, { cookie: second.cookie ?? '' });
    expect(me.body.data.loginId).toBe(admin.loginId);
    const instancesAfter = await t.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorIdx, admin.operatorIdx));
    expect(instancesAfter.length).toBe(instancesBefore.length + 1);
  });

  it('a used code is refused, and so is a used challenge', async () => {
    const { admin, secret } = await enrolledAdmin();
    const challenge = await challengeFor(admin.loginId, admin.password);
    const code = await freshCode(secret, admin.operatorIdx);
    expect((await call('/api/staff/login/totp', { challenge, code }, {})).statusCode).toBe(200);

    // The same code (the same time step) with a new challenge: a replay.
    const replay = await call(
      '/api/staff/login/totp',
      { challenge: await challengeFor(admin.loginId, admin.password), code },
      {},
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toMatchObject({
      errorCode: 'STAFF_LOGIN_FAILED',
      message: '인증 코드가 맞지 않거나 이미 사용한 코드예요. 인증 앱의 새 코드를 입력해 주세요.',
    });
    expect(replay.setCookie).toBeUndefined();
    // The code the enable used is spent too.
    const { totpLastStep } = await rowOf(admin.operatorIdx);
    const enableStepCode = await generate({
      secret,
      epoch: ((totpLastStep ?? 0) - 1) * TOTP_PERIOD_SECONDS,
    });
    const older = await call(
      '/api/staff/login/totp',
      { challenge: await challengeFor(admin.loginId, admin.password), code: enableStepCode },
      {},
    );
    expect(older.statusCode).toBe(401);

    // The challenge that completed a login completes no other, even with a good code.
    const reused = await call('/api/staff/login/totp', { challenge, code }, {});
    expect(reused.statusCode).toBe(401);
    expect(reused.body.errorCode).toBe('STAFF_LOGIN_EXPIRED');
  });

  it('refuses a forged, expired or foreign challenge with STAFF_LOGIN_EXPIRED', async () => {
    const { admin, secret } = await enrolledAdmin();
    const code = await freshCode(secret, admin.operatorIdx);
    const challenge = await challengeFor(admin.loginId, admin.password);
    const [header, payload, signature] = challenge.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString(
      'base64url',
    );
    const row = await rowOf(admin.operatorIdx);
    const expired = await signTotpChallenge(
      totpKeys(t.config),
      row,
      new Date(Date.now() - 6 * 60 * 1000),
    );
    const memberToken = await signMemberToken(
      memberTokenKey(t.config),
      { userIdx: admin.operatorIdx, tokenVersion: 1 },
      new Date(),
    );
    for (const bad of [
      `${header}.${forgedPayload}.${signature}`,
      expired,
      memberToken,
      'not-a-token',
    ]) {
      const refused = await call('/api/staff/login/totp', { challenge: bad, code }, {});
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toEqual({
        success: false,
        resultCode: 401,
        errorCode: 'STAFF_LOGIN_EXPIRED',
        message: '로그인 확인 시간이 지났어요. 아이디와 비밀번호부터 다시 입력해 주세요.',
      });
    }
    // The good challenge still works with the same code: nothing above used it up.
    expect((await call('/api/staff/login/totp', { challenge, code }, {})).statusCode).toBe(200);
  });

  it('wrong codes count in the login throttle: five from one address lock it out of the id', async () => {
    const { admin, secret, cookie } = await enrolledAdmin();
    const attacker = freshAddress();
    const challenge = await challengeFor(admin.loginId, admin.password, attacker);
    const wrong = await wrongCode(secret);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const refused = await call(
        '/api/staff/login/totp',
        { challenge, code: wrong },
        { address: attacker },
      );
      expect(refused.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const list = await call('/api/staff/operators', {}, { cookie });
    const account = list.body.data.find((o: Json) => o.operatorIdx === admin.operatorIdx);
    expect(account.loginLock).toMatchObject({ lockedYn: 'Y', lockedAddressCount: 1 });
    expect(account.totpEnabledYn).toBe('Y');

    // Even the right code, and the password step, are refused from there now.
    const locked = await call(
      '/api/staff/login/totp',
      { challenge, code: await freshCode(secret, admin.operatorIdx) },
      { address: attacker },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.body.errorCode).toBe('RATE_LIMITED');
    const password = await call(
      '/api/staff/login',
      { loginId: admin.loginId, password: admin.password },
      { address: attacker },
    );
    expect(password.statusCode).toBe(429);

    // The right password does not wipe the wrong codes before it: 4 wrong, password, 1 wrong.
    const other = await enrolledAdmin();
    const address = freshAddress();
    let next = await challengeFor(other.admin.loginId, other.admin.password, address);
    const otherWrong = await wrongCode(other.secret);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await call('/api/staff/login/totp', { challenge: next, code: otherWrong }, { address });
    }
    next = await challengeFor(other.admin.loginId, other.admin.password, address);
    await call('/api/staff/login/totp', { challenge: next, code: otherWrong }, { address });
    expect(
      (await call('/api/staff/login/totp', { challenge: next, code: otherWrong }, { address }))
        .statusCode,
    ).toBe(429);

    // Another address logs in as usual.
    const elsewhere = freshAddress();
    const fine = await call(
      '/api/staff/login/totp',
      {
        challenge: await challengeFor(admin.loginId, admin.password, elsewhere),
        code: await freshCode(secret, admin.operatorIdx),
      },
      { address: elsewhere },
    );
    expect(fine.statusCode, fine.text).toBe(200);
  });
});

describe('turning two-factor login off', () => {
  it('disable needs the current password; then the password alone logs in', async () => {
    const { admin, cookie } = await enrolledAdmin();
    const wrong = await call(
      '/api/staff/totp/disable',
      { password: 'not-the-password' },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.fields).toEqual([{ path: 'password', message: '비밀번호가 맞지 않아요.' }]);
    expect((await rowOf(admin.operatorIdx)).totpEnabledAt).not.toBeNull();

    const off = await call('/api/staff/totp/disable', { password: admin.password }, { cookie });
    expect(off.statusCode, off.text).toBe(200);
    expect(off.body.data).toEqual({ enabledYn: 'N', enabledAt: null });
    const row = await rowOf(admin.operatorIdx);
    expect(row).toMatchObject({
      totpSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      totpPendingSecret: null,
    });
    const again = await call('/api/staff/totp/disable', { password: admin.password }, { cookie });
    expect(again.statusCode).toBe(409);

    await expectPasswordAloneLogsIn(admin);
  });

  it("an ADMIN resets another operator's two-factor login (a lost phone), never their own", async () => {
    const { admin: owner, cookie: ownerCookie, secret } = await enrolledAdmin();
    const admin = await createOperator(t.db, { role: 'ADMIN' });
    const cookie = await staffLogin(t.app, admin.loginId, admin.password);

    const own = await call(
      '/api/staff/operators/reset-totp',
      { operatorIdx: admin.operatorIdx },
      { cookie },
    );
    expect(own.statusCode).toBe(400);
    expect(own.body.message).toBe('내 2단계 인증은 2단계 인증 메뉴에서 꺼 주세요.');
    const unknown = await call(
      '/api/staff/operators/reset-totp',
      { operatorIdx: 999_999 },
      { cookie },
    );
    expect(unknown.statusCode).toBe(404);
    const plain = await createOperator(t.db);
    const off = await call(
      '/api/staff/operators/reset-totp',
      { operatorIdx: plain.operatorIdx },
      { cookie },
    );
    expect(off.statusCode).toBe(409);
    expect(off.body.message).toBe('2단계 인증을 쓰지 않는 계정이에요.');

    const reset = await call(
      '/api/staff/operators/reset-totp',
      { operatorIdx: owner.operatorIdx },
      { cookie },
    );
    expect(reset.statusCode, reset.text).toBe(200);
    expect(reset.body.data).toMatchObject({
      operatorIdx: owner.operatorIdx,
      loginId: owner.loginId,
    });
    // The owner's sessions have ended (the lost phone may hold one); the password alone logs in.
    expect((await call('/api/staff/me', {}, { cookie: ownerCookie })).statusCode).toBe(401);
    const list = await call('/api/staff/operators', {}, { cookie });
    expect(
      list.body.data.find((o: Json) => o.operatorIdx === owner.operatorIdx).totpEnabledYn,
    ).toBe('N');
    expect((await expectPasswordAloneLogsIn(owner)).text).not.toContain(secret);
  });

  it('every change is audited with no secret, code or password in the rows', async () => {
    const { admin, cookie, secret } = await enrolledAdmin();
    await call('/api/staff/totp/disable', { password: admin.password }, { cookie });
    const other = await enrolledAdmin();
    const reset = await call(
      '/api/staff/operators/reset-totp',
      { operatorIdx: other.admin.operatorIdx },
      { cookie },
    );
    expect(reset.statusCode).toBe(200);

    const own = await auditRows(admin.operatorIdx);
    expect(own.map((row) => row.action)).toEqual([
      'operator.totp-setup',
      'operator.totp-enable',
      'operator.totp-disable',
    ]);
    expect(own.every((row) => row.operatorIdx === admin.operatorIdx)).toBe(true);
    expect(own[1]?.after).toMatchObject({ enabledYn: 'Y' });
    const theirs = await auditRows(other.admin.operatorIdx);
    expect(theirs.at(-1)).toMatchObject({
      action: 'operator.totp-reset',
      operatorIdx: admin.operatorIdx,
      targetId: String(other.admin.operatorIdx),
    });
    const text = JSON.stringify([...own, ...theirs]);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(other.secret);
    expect(text).not.toContain(admin.password);
    // The audit page lists them under the operator's actions.
    const listed = await call(
      '/api/staff/audit/list',
      { action: 'operator.', targetId: String(admin.operatorIdx) },
      { cookie },
    );
    expect(listed.statusCode, listed.text).toBe(200);
    expect(listed.body.data.list.map((row: Json) => row.action)).toEqual(
      expect.arrayContaining(['operator.totp-enable', 'operator.totp-disable']),
    );
  });
});
