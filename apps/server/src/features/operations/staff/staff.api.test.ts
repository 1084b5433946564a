import { apiCalls } from '@venue/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { operatorSessions, operators } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';
import { hashSessionToken } from './staff-session-cookie';

/**
 * One app for the file; every test makes its own operators, and tests that count failed logins
 * call from their own client address, since the login throttle counts per address too.
 */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await t.close();
});

let addressCounter = 0;
/** A client address no other test uses (TEST-NET-2). */
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

interface CallOptions {
  cookie?: string;
  token?: string;
  address?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

async function call(url: string, payload?: object, options: CallOptions = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.token ? { 'x-access-token': options.token } : {}),
    },
    remoteAddress: options.address ?? '203.0.113.1',
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.json() as Json,
    text: response.body,
  };
}

const login = (loginId: string, password: string, address?: string) =>
  call('/api/staff/login', { loginId, password }, address ? { address } : {});

const STAFF_UNAUTHORIZED = {
  success: false,
  resultCode: 401,
  errorCode: 'STAFF_UNAUTHORIZED',
  message: '스태프 로그인이 필요해요.',
};
const LOGIN_FAILED = {
  success: false,
  resultCode: 401,
  errorCode: 'STAFF_LOGIN_FAILED',
  message: '아이디 또는 비밀번호가 올바르지 않아요.',
};

const tokenOf = (cookie: string) => cookie.slice('venue_staff='.length);

async function sessionRows(operatorIdx: number) {
  return t.db.select().from(operatorSessions).where(eq(operatorSessions.operatorIdx, operatorIdx));
}

describe('POST /api/staff/login', () => {
  it('sets an HttpOnly SameSite=Strict session cookie on /api/staff, and me answers the operator', async () => {
    const admin = await createOperator(t.db, { role: 'ADMIN', name: '김운영' });
    const before = Date.now();
    const response = await login(admin.loginId, admin.password);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const expected = {
      operatorIdx: admin.operatorIdx,
      loginId: admin.loginId,
      name: '김운영',
      role: 'ADMIN',
      activeYn: 'Y',
      mustChangePasswordYn: 'N',
    };
    expect(response.body.data).toEqual(expected);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^venue_staff=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/api\/staff; HttpOnly; SameSite=Strict$/,
    );

    const cookie = setCookie.split(';')[0] ?? '';
    const me = await call('/api/staff/me', {}, { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.body).toEqual({ success: true, resultCode: 200, message: 'OK', data: expected });

    // Only the token's SHA-256 is kept, for 12 hours; the login time is recorded.
    const [session] = await sessionRows(admin.operatorIdx);
    expect(session?.tokenHash).toBe(hashSessionToken(tokenOf(cookie)));
    expect(session?.tokenHash).not.toContain(tokenOf(cookie));
    const ttl = (session?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThanOrEqual(12 * 3600 * 1000 - 1000);
    expect(ttl).toBeLessThanOrEqual(12 * 3600 * 1000 + 60_000);
    const [row] = await t.db
      .select({ lastLoginAt: operators.lastLoginAt })
      .from(operators)
      .where(eq(operators.operatorIdx, admin.operatorIdx));
    expect(row?.lastLoginAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('accepts the login id in any letter case', async () => {
    const operator = await createOperator(t.db, { loginId: `Door-${Date.now().toString(36)}` });
    const response = await login(operator.loginId.toUpperCase(), operator.password);
    expect(response.statusCode).toBe(200);
    expect(response.body.data.loginId).toBe(operator.loginId);
  });

  it('gives a wrong password, an unknown id and an inactive account the same answer', async () => {
    const active = await createOperator(t.db);
    const inactive = await createOperator(t.db, { active: false });
    const answers = [
      await login(active.loginId, 'wrong-password-1'),
      await login(`nobody-${Date.now().toString(36)}`, 'wrong-password-1'),
      await login(inactive.loginId, inactive.password),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toEqual(LOGIN_FAILED);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    expect(await sessionRows(inactive.operatorIdx)).toEqual([]);
  });

  it('locks the address that failed 5 times out of that login id, and only that address', async () => {
    const operator = await createOperator(t.db);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(operator.loginId, `wrong-${attempt}-pass`, attacker)).body).toEqual(
        LOGIN_FAILED,
      );
    }
    const sixth = await login(operator.loginId, operator.password, attacker);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toEqual({
      success: false,
      resultCode: 429,
      errorCode: 'RATE_LIMITED',
      message: '로그인 시도가 너무 많아요. 15분 뒤에 다시 시도해 주세요.',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(sixth.headers['set-cookie']).toBeUndefined();
    // Another case of the same id is the same id.
    expect((await login(operator.loginId.toUpperCase(), 'x', attacker)).statusCode).toBe(429);
    // The real operator, from their own address, is not locked out by the stranger.
    const real = await login(operator.loginId, operator.password, freshAddress());
    expect(real.statusCode).toBe(200);
    expect(real.headers['set-cookie']).toMatch(/^venue_staff=/);
  });

  it('clears the failures of a login id when its password is right', async () => {
    const operator = await createOperator(t.db);
    const address = freshAddress();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(operator.loginId, 'wrong-password', address)).statusCode).toBe(401);
    }
    expect((await login(operator.loginId, operator.password, address)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(operator.loginId, 'wrong-password', address)).statusCode).toBe(401);
    }
    expect((await login(operator.loginId, 'wrong-password', address)).statusCode).toBe(429);
  });

  it('answers 429 to one client address after 20 failures, whatever the login id', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      expect((await login(`guess-${attempt}`, 'wrong-password', address)).statusCode).toBe(401);
    }
    const operator = await createOperator(t.db);
    expect((await login(operator.loginId, operator.password, address)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await login(operator.loginId, operator.password, freshAddress())).statusCode).toBe(200);
  });

  it('refuses a malformed body with the contract’s Korean message, and form posts with 415', async () => {
    const short = await login('ab', 'whatever');
    expect(short.statusCode).toBe(400);
    expect(short.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '아이디는 3자 이상이에요.',
    });
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'loginId=admin&password=whatever',
    });
    expect(form.statusCode).toBe(415);
  });

  it('sweeps expired sessions of everyone when someone logs in', async () => {
    const sleeper = await createOperator(t.db);
    await staffLogin(t.app, sleeper.loginId, sleeper.password);
    await t.db
      .update(operatorSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorSessions.operatorIdx, sleeper.operatorIdx));
    const other = await createOperator(t.db);
    await staffLogin(t.app, other.loginId, other.password);
    expect(await sessionRows(sleeper.operatorIdx)).toEqual([]);
  });

  it('marks the cookie Secure when the venue is served over https', async () => {
    const https = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://venue.example.com' } });
    try {
      const operator = await createOperator(https.db);
      const response = await https.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { loginId: operator.loginId, password: operator.password },
      });
      expect(String(response.headers['set-cookie'])).toMatch(
        /; HttpOnly; SameSite=Strict; Secure$/,
      );
    } finally {
      await https.close();
    }
  });
});

describe('the staff session', () => {
  it('is refused without a cookie or with a cookie that is not a session', async () => {
    expect((await call('/api/staff/me')).body).toEqual(STAFF_UNAUTHORIZED);
    for (const cookie of ['venue_staff=', 'venue_staff=abc', `venue_staff=${'A'.repeat(43)}`]) {
      const response = await call('/api/staff/me', undefined, { cookie });
      expect(response.statusCode).toBe(401);
      expect(response.body).toEqual(STAFF_UNAUTHORIZED);
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });

  it('ends at logout: the cookie is cleared, the row is gone and the old cookie is refused', async () => {
    const operator = await createOperator(t.db);
    const cookie = await staffLogin(t.app, operator.loginId, operator.password);
    const other = await staffLogin(t.app, operator.loginId, operator.password);

    const logout = await call('/api/staff/logout', {}, { cookie });
    expect(logout.statusCode).toBe(200);
    expect(logout.body.data).toBeNull();
    expect(String(logout.headers['set-cookie'])).toBe(
      'venue_staff=; Max-Age=0; Path=/api/staff; HttpOnly; SameSite=Strict',
    );
    expect((await call('/api/staff/me', {}, { cookie })).body).toEqual(STAFF_UNAUTHORIZED);
    expect((await call('/api/staff/logout', {}, { cookie })).statusCode).toBe(401);
    // Only that session ended: the same operator's other console stays logged in.
    expect((await call('/api/staff/me', {}, { cookie: other })).statusCode).toBe(200);
    expect(await sessionRows(operator.operatorIdx)).toHaveLength(1);
  });

  it('is refused once expired, and the expired row is deleted', async () => {
    const operator = await createOperator(t.db);
    const cookie = await staffLogin(t.app, operator.loginId, operator.password);
    await t.db
      .update(operatorSessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(operatorSessions.tokenHash, hashSessionToken(tokenOf(cookie))));
    expect((await call('/api/staff/me', {}, { cookie })).body).toEqual(STAFF_UNAUTHORIZED);
    expect(await sessionRows(operator.operatorIdx)).toEqual([]);
  });
});

describe('operator accounts', () => {
  async function adminCookie() {
    const admin = await createOperator(t.db, { role: 'ADMIN' });
    return { admin, cookie: await staffLogin(t.app, admin.loginId, admin.password) };
  }

  it('are for ADMIN only: a STAFF operator gets 403 on every operators call', async () => {
    const staff = await createOperator(t.db, { role: 'STAFF' });
    const cookie = await staffLogin(t.app, staff.loginId, staff.password);
    const calls: [string, object][] = [
      ['/api/staff/operators', {}],
      [
        '/api/staff/operators/create',
        { loginId: 'sneaky', name: '침입자', password: 'sneaky-pass-1', role: 'ADMIN' },
      ],
      ['/api/staff/operators/update', { operatorIdx: staff.operatorIdx, activeYn: 'N' }],
      ['/api/staff/operators/unlock', { operatorIdx: staff.operatorIdx }],
      ['/api/staff/operators/reset-password', { operatorIdx: staff.operatorIdx }],
      ['/api/staff/operators/update', { operatorIdx: staff.operatorIdx, role: 'ADMIN' }],
    ];
    for (const [url, payload] of calls) {
      const response = await call(url, payload, { cookie });
      expect(response.statusCode, url).toBe(403);
      expect(response.body).toMatchObject({ errorCode: 'FORBIDDEN', resultCode: 403 });
    }
    // STAFF may still use the console itself.
    expect((await call('/api/staff/me', {}, { cookie })).body.data.role).toBe('STAFF');
  });

  it('an ADMIN lists them without any password hash', async () => {
    const { admin, cookie } = await adminCookie();
    const response = await call('/api/staff/operators', {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.data).toContainEqual({
      operatorIdx: admin.operatorIdx,
      loginId: admin.loginId,
      name: admin.name,
      role: 'ADMIN',
      activeYn: 'Y',
      mustChangePasswordYn: 'N',
      loginLock: { lockedYn: 'N', lockedAddressCount: 0, recentFailureCount: 0, pausedUntil: null },
      totpEnabledYn: 'N',
    });
    // No password and no hash: the only word "Password" is the must-change flag's name.
    expect(response.text).not.toMatch(/scrypt|"password(Hash)?"/i);
    expect(response.text.match(/password/gi)?.length).toBe(response.body.data.length);
  });

  it('an ADMIN creates one that can log in, and a taken login id in any case is 409', async () => {
    const { cookie } = await adminCookie();
    const loginId = `Door.${Date.now().toString(36)}`;
    const body = { loginId, name: '  박스태프 ', password: 'new-door-pass', role: 'STAFF' };
    const created = await call('/api/staff/operators/create', body, { cookie });
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toEqual({
      operatorIdx: expect.any(Number),
      loginId,
      name: '박스태프',
      role: 'STAFF',
      activeYn: 'Y',
      mustChangePasswordYn: 'N',
    });
    expect(created.text).not.toMatch(/scrypt|new-door-pass/);
    expect((await login(loginId, 'new-door-pass')).statusCode).toBe(200);

    const duplicate = await call(
      '/api/staff/operators/create',
      { ...body, loginId: loginId.toLowerCase() },
      { cookie },
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body).toMatchObject({ errorCode: 'CONFLICT', resultCode: 409 });
    expect(duplicate.body.message).toMatch(/이미 사용 중인 아이디/);
  });

  it('refuses a password under 10 characters for a new account', async () => {
    const { cookie } = await adminCookie();
    const response = await call(
      '/api/staff/operators/create',
      { loginId: 'short-pass', name: '짧은', password: 'short-1', role: 'STAFF' },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe('비밀번호는 10자 이상이에요.');
  });

  it('deactivating one ends its open sessions at once and refuses its logins; reactivating lets it back', async () => {
    const { cookie } = await adminCookie();
    const staff = await createOperator(t.db);
    const staffCookie = await staffLogin(t.app, staff.loginId, staff.password);

    const off = await call(
      '/api/staff/operators/update',
      { operatorIdx: staff.operatorIdx, activeYn: 'N' },
      { cookie },
    );
    expect(off.statusCode).toBe(200);
    expect(off.body.data).toMatchObject({ operatorIdx: staff.operatorIdx, activeYn: 'N' });
    expect((await call('/api/staff/me', {}, { cookie: staffCookie })).body).toEqual(
      STAFF_UNAUTHORIZED,
    );
    expect(await sessionRows(staff.operatorIdx)).toEqual([]);
    expect((await login(staff.loginId, staff.password)).body).toEqual(LOGIN_FAILED);

    const on = await call(
      '/api/staff/operators/update',
      { operatorIdx: staff.operatorIdx, activeYn: 'Y' },
      { cookie },
    );
    expect(on.body.data.activeYn).toBe('Y');
    expect((await login(staff.loginId, staff.password)).statusCode).toBe(200);
  });

  it('an ADMIN cannot deactivate their own account, and an unknown account is 404', async () => {
    const { admin, cookie } = await adminCookie();
    const self = await call(
      '/api/staff/operators/update',
      { operatorIdx: admin.operatorIdx, activeYn: 'N' },
      { cookie },
    );
    expect(self.statusCode).toBe(400);
    expect(self.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '내 계정은 비활성화할 수 없어요. 다른 관리자에게 요청해 주세요.',
    });
    expect((await call('/api/staff/me', {}, { cookie })).statusCode).toBe(200);

    const unknown = await call(
      '/api/staff/operators/update',
      { operatorIdx: 999_999, activeYn: 'N' },
      { cookie },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('roles and passwords', () => {
  async function adminCookie() {
    const admin = await createOperator(t.db, { role: 'ADMIN' });
    return { admin, cookie: await staffLogin(t.app, admin.loginId, admin.password) };
  }
  const auditOf = (operatorIdx: number) =>
    t.db.execute(
      sql`select action, before, after from audit_log where target_type = 'operator' and target_id = ${String(operatorIdx)} order by audit_idx`,
    ) as unknown as Promise<{ rows: { action: string; before: Json; after: Json }[] }>;

  it("an ADMIN changes another operator's role, which the next call already obeys; never their own", async () => {
    const { admin, cookie } = await adminCookie();
    const staff = await createOperator(t.db, { role: 'STAFF' });
    const staffCookie = await staffLogin(t.app, staff.loginId, staff.password);
    expect((await call('/api/staff/notices/list', {}, { cookie: staffCookie })).statusCode).toBe(
      403,
    );

    const promoted = await call(
      '/api/staff/operators/update',
      { operatorIdx: staff.operatorIdx, role: 'EDITOR' },
      { cookie },
    );
    expect(promoted.statusCode, promoted.text).toBe(200);
    expect(promoted.body.data).toMatchObject({ role: 'EDITOR', activeYn: 'Y' });
    // The open session now has the new role.
    expect((await call('/api/staff/notices/list', {}, { cookie: staffCookie })).statusCode).toBe(
      200,
    );
    const { rows } = await auditOf(staff.operatorIdx);
    expect(rows.at(-1)).toMatchObject({
      action: 'operator.role',
      before: { role: 'STAFF' },
      after: { role: 'EDITOR' },
    });

    const self = await call(
      '/api/staff/operators/update',
      { operatorIdx: admin.operatorIdx, role: 'STAFF' },
      { cookie },
    );
    expect(self.statusCode).toBe(400);
    expect(self.body.message).toBe('내 역할은 바꿀 수 없어요. 다른 관리자에게 요청해 주세요.');
    const nothing = await call(
      '/api/staff/operators/update',
      { operatorIdx: staff.operatorIdx },
      { cookie },
    );
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body.message).toBe('바꿀 내용을 골라 주세요.');
  });

  it('names each audit row by what changed, and logs nothing when nothing changed', async () => {
    const { cookie } = await adminCookie();
    const staff = await createOperator(t.db, { role: 'STAFF' });
    const update = (change: object) =>
      call(
        '/api/staff/operators/update',
        { operatorIdx: staff.operatorIdx, ...change },
        { cookie },
      );

    // A role change and a deactivation in one call: two rows, each saying what it changed.
    const both = await update({ role: 'EDITOR', activeYn: 'N' });
    expect(both.statusCode, both.text).toBe(200);
    expect(both.body.data).toMatchObject({ role: 'EDITOR', activeYn: 'N' });
    expect((await auditOf(staff.operatorIdx)).rows).toEqual([
      { action: 'operator.role', before: { role: 'STAFF' }, after: { role: 'EDITOR' } },
      { action: 'operator.deactivate', before: { activeYn: 'Y' }, after: { activeYn: 'N' } },
    ]);

    // Asking for what the account already is: answered as it is, and no row.
    const same = await update({ role: 'EDITOR', activeYn: 'N' });
    expect(same.statusCode, same.text).toBe(200);
    expect(same.body.data).toMatchObject({ role: 'EDITOR', activeYn: 'N' });
    expect((await auditOf(staff.operatorIdx)).rows).toHaveLength(2);

    const on = await update({ activeYn: 'Y' });
    expect(on.statusCode).toBe(200);
    expect((await auditOf(staff.operatorIdx)).rows.at(-1)).toEqual({
      action: 'operator.activate',
      before: { activeYn: 'N' },
      after: { activeYn: 'Y' },
    });
    expect((await auditOf(staff.operatorIdx)).rows).toHaveLength(3);
  });

  it('a reset ends the sessions, answers a temporary password once, and the next login must choose a new one before anything else', async () => {
    const { cookie } = await adminCookie();
    const staff = await createOperator(t.db, { role: 'STAFF' });
    const oldCookie = await staffLogin(t.app, staff.loginId, staff.password);

    const reset = await call(
      '/api/staff/operators/reset-password',
      { operatorIdx: staff.operatorIdx },
      { cookie },
    );
    expect(reset.statusCode, reset.text).toBe(200);
    const temporary: string = reset.body.data.temporaryPassword;
    expect(temporary).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{12}$/);
    expect(reset.body.data.operator).toMatchObject({ mustChangePasswordYn: 'Y' });
    expect(await sessionRows(staff.operatorIdx)).toEqual([]);
    expect((await call('/api/staff/me', {}, { cookie: oldCookie })).body).toEqual(
      STAFF_UNAUTHORIZED,
    );
    expect((await login(staff.loginId, staff.password)).body).toEqual(LOGIN_FAILED);
    const { rows } = await auditOf(staff.operatorIdx);
    expect(rows.at(-1)?.action).toBe('operator.password-reset');
    expect(JSON.stringify(rows)).not.toContain(temporary);

    const loggedIn = await login(staff.loginId, temporary);
    expect(loggedIn.body.data.mustChangePasswordYn).toBe('Y');
    const tempCookie = String(loggedIn.headers['set-cookie']).split(';')[0]!;
    const me = await call('/api/staff/me', {}, { cookie: tempCookie });
    expect(me.body.data.mustChangePasswordYn).toBe('Y');
    const places = await call('/api/staff/places', {}, { cookie: tempCookie });
    expect(places.statusCode).toBe(403);
    expect(places.body).toMatchObject({
      errorCode: 'PASSWORD_CHANGE_REQUIRED',
      message: '임시 비밀번호로 로그인했어요. 새 비밀번호를 정한 뒤에 이용할 수 있어요.',
    });

    const changed = await call(
      '/api/staff/password',
      { currentPassword: temporary, newPassword: 'my-own-door-pass' },
      { cookie: tempCookie },
    );
    expect(changed.statusCode, changed.text).toBe(200);
    expect(changed.body.data.mustChangePasswordYn).toBe('N');
    expect((await call('/api/staff/places', {}, { cookie: tempCookie })).statusCode).toBe(200);
    expect((await login(staff.loginId, 'my-own-door-pass')).statusCode).toBe(200);
    expect((await login(staff.loginId, temporary)).body).toEqual(LOGIN_FAILED);
  });

  it('an operator changes their own password after the current one; other sessions end, this one stays', async () => {
    const staff = await createOperator(t.db, { role: 'STAFF', password: 'first-door-pass' });
    const here = await staffLogin(t.app, staff.loginId, staff.password);
    const elsewhere = await staffLogin(t.app, staff.loginId, staff.password);

    const wrong = await call(
      '/api/staff/password',
      { currentPassword: 'not-my-password', newPassword: 'second-door-pass' },
      { cookie: here },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.fields).toEqual([
      { path: 'currentPassword', message: '지금 비밀번호가 맞지 않아요.' },
    ]);
    const same = await call(
      '/api/staff/password',
      { currentPassword: 'first-door-pass', newPassword: 'first-door-pass' },
      { cookie: here },
    );
    expect(same.statusCode).toBe(400);
    expect(same.body.fields[0]).toMatchObject({
      path: 'newPassword',
      message: '지금 비밀번호와 다른 비밀번호를 정해 주세요.',
    });
    const short = await call(
      '/api/staff/password',
      { currentPassword: 'first-door-pass', newPassword: 'short' },
      { cookie: here },
    );
    expect(short.body.fields[0]).toMatchObject({
      path: 'newPassword',
      message: '비밀번호는 10자 이상이에요.',
    });

    const changed = await call(
      '/api/staff/password',
      { currentPassword: 'first-door-pass', newPassword: 'second-door-pass' },
      { cookie: here },
    );
    expect(changed.statusCode, changed.text).toBe(200);
    expect((await call('/api/staff/me', {}, { cookie: here })).statusCode).toBe(200);
    expect((await call('/api/staff/me', {}, { cookie: elsewhere })).body).toEqual(
      STAFF_UNAUTHORIZED,
    );
    expect((await login(staff.loginId, 'second-door-pass')).statusCode).toBe(200);
    const { rows } = await auditOf(staff.operatorIdx);
    expect(rows.at(-1)?.action).toBe('operator.password');
    expect(JSON.stringify(rows)).not.toMatch(/door-pass|scrypt/);
    // An ADMIN resets others, never themselves.
    const { admin, cookie } = await adminCookie();
    const own = await call(
      '/api/staff/operators/reset-password',
      { operatorIdx: admin.operatorIdx },
      { cookie },
    );
    expect(own.statusCode).toBe(400);
  });
});

describe('staff and member credentials', () => {
  const staffCalls = Object.values(apiCalls).filter(
    (c) => c.path.startsWith('/api/staff/') && c.auth !== 'none',
  );

  async function memberToken() {
    const member = await createMember(t.db);
    return signMemberToken(memberTokenKey(t.config), member, new Date());
  }

  it('every staff call refuses a member token in x-access-token', async () => {
    const token = await memberToken();
    // The getuserinfo check below proves the token itself is good.
    expect((await call('/api/getuserinfo', {}, { token })).statusCode).toBe(200);
    const registered = staffCalls.filter((c) => t.app.hasRoute({ method: 'POST', url: c.path }));
    expect(registered.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/api/staff/logout',
        '/api/staff/me',
        '/api/staff/operators',
        '/api/staff/operators/create',
        '/api/staff/operators/update',
      ]),
    );
    for (const { path } of registered) {
      const response = await call(path, {}, { token });
      expect(response.statusCode, path).toBe(401);
      expect(response.body, path).toEqual(STAFF_UNAUTHORIZED);
    }
  });

  it('a member token does not lift a STAFF session to ADMIN', async () => {
    const staff = await createOperator(t.db);
    const cookie = await staffLogin(t.app, staff.loginId, staff.password);
    const response = await call('/api/staff/operators', {}, { cookie, token: await memberToken() });
    expect(response.statusCode).toBe(403);
  });

  it('a staff cookie makes no member: member calls answer 401 with only the staff cookie', async () => {
    const admin = await createOperator(t.db, { role: 'ADMIN' });
    const cookie = await staffLogin(t.app, admin.loginId, admin.password);
    for (const url of ['/api/getuserinfo', '/api/getMainTitleInfo', '/api/auth/logout']) {
      const response = await call(url, {}, { cookie });
      expect(response.statusCode, url).toBe(401);
      expect(response.body.errorCode, url).toBe('UNAUTHORIZED');
    }
    // Nor does the session token work when sent as if it were a member token.
    const asToken = await call('/api/getuserinfo', {}, { token: tokenOf(cookie) });
    expect(asToken.statusCode).toBe(401);
  });
});

describe('secrets', () => {
  it('no response or log line carries a password or a password hash', async () => {
    logLines.length = 0;
    const { admin, cookie } = await (async () => {
      const row = await createOperator(t.db, { role: 'ADMIN', password: 'admin-secret-pass' });
      return { admin: row, cookie: await staffLogin(t.app, row.loginId, row.password) };
    })();
    const responses = [
      await login(admin.loginId, 'admin-secret-pass'),
      await login(admin.loginId, 'wrong-secret-pass'),
      await call('/api/staff/me', {}, { cookie }),
      await call('/api/staff/operators', {}, { cookie }),
      await call(
        '/api/staff/operators/create',
        {
          loginId: `x${Date.now().toString(36)}`,
          name: '새',
          password: 'fresh-secret-pass',
          role: 'STAFF',
        },
        { cookie },
      ),
      await call('/api/staff/login', { loginId: admin.loginId, password: 'x'.repeat(300) }),
    ];
    const [stored] = await t.db
      .select({ hash: operators.passwordHash })
      .from(operators)
      .where(eq(operators.operatorIdx, admin.operatorIdx));
    const hash = stored?.hash ?? '';
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(logLines.length).toBeGreaterThan(0);
    const everything = [...responses.map((r) => r.text), ...logLines].join('\n');
    for (const secret of [
      'admin-secret-pass',
      'wrong-secret-pass',
      'fresh-secret-pass',
      'scrypt$',
      hash,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain(tokenOf(cookie));
    // The password column exists only in the database.
    const [{ count } = { count: 0 }] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(operators)
      .where(sql`${operators.passwordHash} like 'scrypt$%'`);
    expect(count).toBeGreaterThan(0);
  });
});
