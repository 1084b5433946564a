/**
 * Two server instances over one PostgreSQL database: a member subscribed on one
 * instance receives a check-in made on the other, through LISTEN/NOTIFY. PostgreSQL only
 * (vitest.config.ts includes *.pg.api.test.ts when TEST_DATABASE_URL is set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueQr, memberFor } from '../../../../test/qr-pass';
import { adult } from '../../../../test/signup-flow';
import { openStream } from '../../../../test/sse-client';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { buildSecondInstance, createTestApp, type TestApp } from '../../../../test/test-app';
import { createCheckInEvents } from './checkin-events';

let first: TestApp;
let second: TestApp['app'];
let firstUrl: string;

beforeAll(async () => {
  first = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
  // The second instance: its own app and its own LISTEN connections, same database.
  second = await buildSecondInstance(first);
  firstUrl = await first.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('check-in across two server instances on PostgreSQL', () => {
  it('reaches a stream on instance A when the scan is made on instance B, within a second', async () => {
    const { token } = await memberFor(first, adult);
    const qr = await issueQr(first, adult, token);
    const stream = await openStream(firstUrl, qr.qrUuid, { 'x-access-token': token });
    try {
      expect(stream.status).toBe(200);
      await stream.waitForText((text) => text.startsWith('retry:'));

      const operator = await createOperator(first.db);
      const cookie = await staffLogin(second, operator.loginId, operator.password);
      const started = Date.now();
      const scan = await second.inject({
        method: 'POST',
        url: '/api/staff/checkin',
        payload: { qrValue: qr.qrUuid },
        headers: { cookie },
      });
      expect(scan.statusCode, scan.body).toBe(200);
      const event = await stream.nextEvent(1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(event.id).toBe(String(scan.json().data.checkInIdx));
    } finally {
      stream.close();
    }
  });

  it('sends nothing for a check-in whose transaction rolled back', async () => {
    const { token, member } = await memberFor(first, { ...adult, phoneNumber: '01055550000' });
    const qr = await issueQr(first, { ...adult, phoneNumber: '01055550000' }, token);
    const stream = await openStream(firstUrl, qr.qrUuid, { 'x-access-token': token });
    try {
      await stream.waitForText((text) => text.startsWith('retry:'));
      const events = createCheckInEvents(first.handle);
      await expect(
        first.db.transaction(async (tx) => {
          await events.publish(tx, {
            qrUuid: qr.qrUuid,
            checkInIdx: 999_999,
            message: { programIdx: null, tutorialYn: 'N', tutorialLink: null },
          });
          throw new Error(`roll back for member ${member.userIdx}`);
        }),
      ).rejects.toThrow(/roll back/);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stream.events).toEqual([]);
      await events.close();
    } finally {
      stream.close();
    }
  });
});
