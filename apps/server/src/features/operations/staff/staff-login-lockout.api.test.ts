import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';

/**
 * Decision 024 through HTTP: a stranger's failures lock the stranger's address out of a login
 * id, never the operator; many addresses together earn the id a pause of at most a minute;
 * an ADMIN sees the locks and clears them.
 */
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let addressCounter = 0;
/** A client address no other test uses (TEST-NET-3). */
const freshAddress = () => {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
};

// biome-ignore lint/suspicious/noExplicitAny: response JSON is checked by the assertions
type Json = any;

async function call(url: string, payload: object, options: { cookie?: string; address?: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.address ?? '192.0.2.1',
  });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.json() as Json,
    text: response.body,
  };
}
const login = (loginId: string, password: string, address: string) =>
  call('/api/staff/login', { loginId, password }, { address });

const PAUSED = {
  success: false,
  resultCode: 429,
  errorCode: 'RATE_LIMITED',
  message: '이 아이디로 로그인에 실패한 시도가 많아요. 잠시 뒤에 다시 시도해 주세요.',
};

async function adminCookie() {
  const admin = await createOperator(t.db, { role: 'ADMIN' });
  return { admin, cookie: await staffLogin(t.app, admin.loginId, admin.password) };
}

describe('a stranger cannot lock an operator out', () => {
  it('locks the attacker address, while the operator logs in from another address', async () => {
    const operator = await createOperator(t.db);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(operator.loginId, `guess-${attempt}-pass`, attacker)).statusCode).toBe(
        401,
      );
    }
    const locked = await login(operator.loginId, operator.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toBe('로그인 시도가 너무 많아요. 15분 뒤에 다시 시도해 주세요.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const fromTheDesk = await login(operator.loginId, operator.password, freshAddress());
    expect(fromTheDesk.statusCode).toBe(200);
    // The attacker stays locked out after the operator's success.
    expect((await login(operator.loginId, 'guess-6-pass', attacker)).statusCode).toBe(429);
  });

  it('a parallel burst of wrong passwords locks the pair; the right password is then refused', async () => {
    const { cookie } = await adminCookie();
    const operator = await createOperator(t.db);
    const attacker = freshAddress();
    const burst = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(operator.loginId, `guess-${i}-pass`, attacker)),
    );
    const statuses = burst.map((r) => r.statusCode);
    // Exactly the pair's limit is checked (and fails); every other guess is refused unchecked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    for (const refused of burst.filter((r) => r.statusCode === 429)) {
      expect(refused.body.message).toBe('로그인 시도가 너무 많아요. 15분 뒤에 다시 시도해 주세요.');
    }
    const locked = await login(operator.loginId, operator.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['set-cookie']).toBeUndefined();
    const list = await call('/api/staff/operators', {}, { cookie });
    const row = list.body.data.find((o: Json) => o.operatorIdx === operator.operatorIdx);
    expect(row.loginLock).toEqual({
      lockedYn: 'Y',
      lockedAddressCount: 1,
      recentFailureCount: 5,
      pausedUntil: null,
    });
  });

  it('two overlapping attempts of the operator are never answered with a pause', async () => {
    const operator = await createOperator(t.db);
    for (let round = 0; round < 5; round += 1) {
      const desk = freshAddress();
      const [typo, right] = await Promise.all([
        login(operator.loginId, 'typo-password', desk),
        login(operator.loginId, operator.password, desk),
      ]);
      expect(typo.statusCode, typo.text).toBe(401);
      expect(right.statusCode, right.text).toBe(200);
    }
  });

  it('many addresses together earn the id a growing pause of at most a minute, never a lockout', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-02T10:00:00+09:00'));
    const operator = await createOperator(t.db);
    const desk = freshAddress();
    // The venue's desk logged in before: it is a known address for this id.
    expect((await login(operator.loginId, operator.password, desk)).statusCode).toBe(200);

    // Ten failures from ten addresses are free: no pause.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(operator.loginId, 'wrong-password', freshAddress())).statusCode).toBe(
        401,
      );
    }
    expect((await login(operator.loginId, operator.password, freshAddress())).statusCode).toBe(200);
    // The 11th failure pauses the id for 2 seconds, for every address that is not known.
    expect((await login(operator.loginId, 'wrong-password', freshAddress())).statusCode).toBe(401);
    const paused = await login(operator.loginId, operator.password, freshAddress());
    expect(paused.statusCode).toBe(429);
    expect(paused.body).toEqual(PAUSED);
    expect(paused.headers['retry-after']).toBe('2');
    expect(paused.headers['set-cookie']).toBeUndefined();
    // The desk is not paused.
    expect((await login(operator.loginId, operator.password, desk)).statusCode).toBe(200);

    // Each further failure doubles the pause up to one minute; a refused attempt counts nothing.
    const pauses: number[] = [];
    for (let failure = 12; failure <= 20; failure += 1) {
      vi.setSystemTime(Date.now() + 60_000);
      expect((await login(operator.loginId, 'wrong-password', freshAddress())).statusCode).toBe(
        401,
      );
      const refused = await login(operator.loginId, operator.password, freshAddress());
      expect(refused.body).toEqual(PAUSED);
      pauses.push(Number(refused.headers['retry-after']));
    }
    expect(pauses).toEqual([4, 8, 16, 32, 60, 60, 60, 60, 60]);

    // The right password from a fresh address gets in once the pause is over: never 15 minutes.
    vi.setSystemTime(Date.now() + 60_000);
    const fresh = await login(operator.loginId, operator.password, freshAddress());
    expect(fresh.statusCode).toBe(200);
  });

  it('the ADMIN sees which operators are locked and unlocks one; the audit line names no login id', async () => {
    const { admin, cookie } = await adminCookie();
    const operator = await createOperator(t.db, { name: '문지기' });
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login(operator.loginId, 'wrong-password', attacker);
    }
    expect((await login(operator.loginId, operator.password, attacker)).statusCode).toBe(429);

    const list = await call('/api/staff/operators', {}, { cookie });
    expect(list.statusCode).toBe(200);
    const row = list.body.data.find((o: Json) => o.operatorIdx === operator.operatorIdx);
    expect(row.loginLock).toEqual({
      lockedYn: 'Y',
      lockedAddressCount: 1,
      recentFailureCount: 5,
      pausedUntil: null,
    });
    // The list never shows the addresses.
    expect(list.text).not.toContain(attacker);
    const adminRow = list.body.data.find((o: Json) => o.operatorIdx === admin.operatorIdx);
    expect(adminRow.loginLock.lockedYn).toBe('N');

    logLines.length = 0;
    const unlocked = await call(
      '/api/staff/operators/unlock',
      { operatorIdx: operator.operatorIdx },
      { cookie },
    );
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.body.data).toMatchObject({
      operatorIdx: operator.operatorIdx,
      name: '문지기',
      loginLock: { lockedYn: 'N', lockedAddressCount: 0, recentFailureCount: 0, pausedUntil: null },
    });
    expect(unlocked.headers['cache-control']).toBe('no-store');
    // The audit log names who unlocked which account, never the addresses that were locked out.
    const audit = await call(
      '/api/staff/audit/list',
      { action: 'operator.unlock', targetId: String(operator.operatorIdx) },
      { cookie },
    );
    expect(audit.body.data.list).toEqual([
      expect.objectContaining({
        operatorIdx: admin.operatorIdx,
        operatorLoginId: admin.loginId,
        targetType: 'operator',
        targetId: String(operator.operatorIdx),
      }),
    ]);
    expect(audit.text).not.toContain(attacker);
    expect(logLines.join('\n')).not.toContain(operator.loginId);
    expect(logLines.join('\n')).not.toContain(attacker);

    // The address that was locked out can log in now.
    expect((await login(operator.loginId, operator.password, attacker)).statusCode).toBe(200);
  });

  it('unlock refuses STAFF (403), no session (401), bad input (400) and unknown accounts (404)', async () => {
    const staff = await createOperator(t.db, { role: 'STAFF' });
    const staffCookie = await staffLogin(t.app, staff.loginId, staff.password);
    const victim = await createOperator(t.db);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login(victim.loginId, 'wrong-password', attacker);
    }

    const asStaff = await call(
      '/api/staff/operators/unlock',
      { operatorIdx: victim.operatorIdx },
      { cookie: staffCookie },
    );
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.body).toMatchObject({ errorCode: 'FORBIDDEN', resultCode: 403 });
    const anonymous = await call(
      '/api/staff/operators/unlock',
      { operatorIdx: victim.operatorIdx },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body.errorCode).toBe('STAFF_UNAUTHORIZED');
    // Still locked: neither call unlocked anything.
    expect((await login(victim.loginId, victim.password, attacker)).statusCode).toBe(429);

    const { cookie } = await adminCookie();
    for (const payload of [
      {},
      { operatorIdx: 0 },
      { operatorIdx: 'x' },
      { operatorIdx: 2147483648 },
    ]) {
      const bad = await call('/api/staff/operators/unlock', payload, { cookie });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.body).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        message: '운영자를 골라 주세요.',
      });
    }
    const unknown = await call('/api/staff/operators/unlock', { operatorIdx: 999_999 }, { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toMatchObject({
      errorCode: 'NOT_FOUND',
      message: '운영자 계정을 찾을 수 없어요.',
    });
  });
});
