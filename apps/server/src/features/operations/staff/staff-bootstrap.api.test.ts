import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { operators } from '../../../db/schema';
import { SANDBOX_OPERATOR, seedSandboxOperator } from '../../system/sandbox/sandbox-operator';
import { verifyPassword } from './password-hash';
import { ensureFirstOperator } from './staff-bootstrap';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

function recordingLog() {
  const lines: { level: 'info' | 'warn'; message: string }[] = [];
  return {
    lines,
    info: (message: string) => lines.push({ level: 'info', message }),
    warn: (message: string) => lines.push({ level: 'warn', message }),
  };
}

const allOperators = () => t.db.select().from(operators).orderBy(asc(operators.operatorIdx));
const configured = { loginId: 'venue-admin', password: 'first-admin-pass', name: '운영자' };

describe('ensureFirstOperator', () => {
  it('creates the configured ADMIN once, and it can log in', async () => {
    const log = recordingLog();
    expect(await ensureFirstOperator(t.db, configured, log)).toBe('created');
    expect(await ensureFirstOperator(t.db, configured, log)).toBe('exists');

    const rows = await allOperators();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ loginId: 'venue-admin', name: '운영자', role: 'ADMIN' });
    expect(rows[0]?.active).toBe(true);
    expect(log.lines).toEqual([
      { level: 'info', message: 'Created the staff console\'s first ADMIN "venue-admin".' },
    ]);
    expect(log.lines.join(' ')).not.toContain('first-admin-pass');
    await staffLogin(t.app, 'venue-admin', 'first-admin-pass');
  });

  it('never overwrites an existing account with that login id in any case', async () => {
    const existing = await createOperator(t.db, {
      loginId: 'Venue-Admin',
      password: 'changed-in-console',
      role: 'STAFF',
      name: '기존',
      active: false,
    });
    expect(await ensureFirstOperator(t.db, configured, recordingLog())).toBe('exists');

    const [row, ...others] = await allOperators();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      operatorIdx: existing.operatorIdx,
      loginId: 'Venue-Admin',
      name: '기존',
      role: 'STAFF',
      active: false,
      passwordHash: existing.passwordHash,
    });
    expect(await verifyPassword('first-admin-pass', row?.passwordHash ?? '')).toBe(false);
  });

  it('warns that the console has no account when nothing is configured and nobody exists', async () => {
    const log = recordingLog();
    expect(await ensureFirstOperator(t.db, undefined, log)).toBe('no-operator');
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.level).toBe('warn');
    expect(log.lines[0]?.message).toMatch(/no account.*STAFF_ADMIN_LOGIN_ID/);
    expect(await allOperators()).toEqual([]);
  });

  it('stays quiet without configuration when an operator exists', async () => {
    await createOperator(t.db);
    const log = recordingLog();
    expect(await ensureFirstOperator(t.db, undefined, log)).toBe('not-configured');
    expect(log.lines).toEqual([]);
  });
});

describe('the sandbox operator', () => {
  it('is seeded once as the documented ADMIN staff / signal-staff-1234 named 스태프', async () => {
    expect(SANDBOX_OPERATOR).toEqual({
      loginId: 'staff',
      password: 'signal-staff-1234',
      name: '스태프',
      role: 'ADMIN',
    });
    expect(await seedSandboxOperator(t.db)).toBe(true);
    expect(await seedSandboxOperator(t.db)).toBe(false);
    const rows = await allOperators();
    expect(rows.map((row) => [row.loginId, row.name, row.role])).toEqual([
      ['staff', '스태프', 'ADMIN'],
    ]);
    const cookie = await staffLogin(t.app, 'staff', 'signal-staff-1234');
    const operatorsCall = await t.app.inject({
      method: 'POST',
      url: '/api/staff/operators',
      headers: { cookie },
    });
    expect(operatorsCall.statusCode).toBe(200);
    // With the sandbox operator there, an unconfigured start has someone to log in.
    expect(await ensureFirstOperator(t.db, undefined, recordingLog())).toBe('not-configured');
  });
});
