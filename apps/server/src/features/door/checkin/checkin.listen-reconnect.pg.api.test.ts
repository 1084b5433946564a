/**
 * Nothing missed on a LISTEN reconnect (decision 037): the check-in LISTEN
 * connection is cut (pg_terminate_backend), a check-in is made while it is down, and the open
 * stream still gets the welcome once the listener is back, replayed from check_ins. PostgreSQL
 * only.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueQr, memberFor } from '../../../../test/qr-pass';
import { adult } from '../../../../test/signup-flow';
import { openStream } from '../../../../test/sse-client';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { CHECKIN_CHANNEL } from './checkin-events';

let t: TestApp;
let url: string;
let pool: pg.Pool;

beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
  if (t.handle.kind !== 'postgres') throw new Error('PostgreSQL only');
  pool = t.handle.raw;
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

/** The backends LISTENing for check-ins on this test's database. */
async function listenerPids(): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    `select pid from pg_stat_activity
      where datname = current_database() and query = $1 and pid <> pg_backend_pid()`,
    [`LISTEN ${CHECKIN_CHANNEL}`],
  );
  return rows.map((row) => row.pid);
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the check-in LISTEN connection cut and restored', () => {
  it('an open stream still gets the welcome of a check-in made while it was down', async () => {
    const { token } = await memberFor(t, adult);
    const qr = await issueQr(t, adult, token);
    const operator = await createOperator(t.db);
    const cookie = await staffLogin(t.app, operator.loginId, operator.password);
    const stream = await openStream(url, qr.qrUuid, { 'x-access-token': token });
    try {
      expect(stream.status).toBe(200);
      await stream.waitForText((text) => text.startsWith('retry:'));

      const [pid] = await listenerPids();
      expect(pid).toBeDefined();
      await pool.query('select pg_terminate_backend($1)', [pid]);
      await until(async () => (await listenerPids()).length === 0, 2000);

      const scan = await t.app.inject({
        method: 'POST',
        url: '/api/staff/checkin',
        payload: { qrValue: qr.qrUuid },
        headers: { cookie },
      });
      expect(scan.statusCode, scan.body).toBe(200);
      // The check-in committed while nobody on this instance was listening: its NOTIFY is lost.
      expect(await listenerPids()).toEqual([]);

      const event = await stream.nextEvent(5000);
      expect(event.id).toBe(String(scan.json().data.checkInIdx));
      expect(await listenerPids()).toHaveLength(1);
      // Sent once: a second reconnect later replays nothing already sent.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(stream.events).toHaveLength(1);
    } finally {
      stream.close();
    }
  });
});
