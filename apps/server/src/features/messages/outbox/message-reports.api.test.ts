/**
 * `POST /api/webhooks/solapi` (decision 059): signed reports only; each report moves its message
 * on once, so a replay or a late report changes nothing; a report for a message not recorded yet
 * answers 409 for the provider to bring again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { messages } from '../../../db/schema';
import { authorizationHeader } from '../solapi/solapi-auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keys = () => {
  if (!t.config.messaging) throw new Error('sandbox mode configures the provider');
  return t.config.messaging;
};

async function sentMessage(providerMessageId: string) {
  const [row] = await t.db
    .insert(messages)
    .values({
      messageKey: `key-${providerMessageId}`,
      kind: 'RESERVATION_CONFIRMED',
      causeKey: `entry:${providerMessageId}`,
      phoneNumber: '01012345678',
      templateCode: 'VENUE_RESERVATION_CONFIRMED',
      text: '예약이 확정되었어요',
      status: 'SENT',
      providerMessageId,
    })
    .returning();
  if (!row) throw new Error('inserted');
  return row;
}

function report(payload: unknown, authorization = authorizationHeader(keys())) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/solapi',
    headers: { authorization },
    payload: payload as object,
  });
}

const rowOf = async (messageIdx: number) =>
  (await t.db.select().from(messages).where(eq(messages.messageIdx, messageIdx)))[0];

describe('POST /api/webhooks/solapi', () => {
  it('refuses a report without SOLAPI’s signature', async () => {
    const message = await sentMessage('M4VUNSIGNED');
    const body = [{ messageId: 'M4VUNSIGNED', statusCode: '4000', type: 'ATA' }];
    const forged = authorizationHeader({ apiKey: keys().apiKey, apiSecret: 'guess' });
    expect((await report(body, forged)).statusCode).toBe(401);
    expect((await report(body, '')).statusCode).toBe(401);
    expect((await rowOf(message.messageIdx))?.status).toBe('SENT');
  });

  it('moves a message once: a replayed report changes nothing', async () => {
    const message = await sentMessage('M4VREPLAY');
    const body = [{ messageId: 'M4VREPLAY', statusCode: '4000', type: 'ATA' }];
    const first = await report(body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ applied: 1 });
    const again = await report(body);
    expect(again.json().data).toEqual({ applied: 0 });
    const row = await rowOf(message.messageIdx);
    expect(row).toMatchObject({ status: 'DELIVERED', channel: 'ALIMTALK' });
    expect(row?.history.filter((step) => step.status === 'DELIVERED')).toHaveLength(1);
  });

  it('takes a refused 알림톡 and its fallback SMS in order, and a late 알림톡 report after them changes nothing', async () => {
    const message = await sentMessage('M4VFALLBACK');
    await report([{ messageId: 'M4VFALLBACK', statusCode: '3104', type: 'ATA' }]);
    expect((await rowOf(message.messageIdx))?.status).toBe('FALLBACK_SENT');
    await report([{ messageId: 'M4VFALLBACK', statusCode: '3059', type: 'SMS' }]);
    await report([{ messageId: 'M4VFALLBACK', statusCode: '4000', type: 'ATA' }]);
    const row = await rowOf(message.messageIdx);
    expect(row).toMatchObject({ status: 'FAILED', channel: 'SMS' });
    expect(row?.history.at(-1)).toMatchObject({ status: 'FAILED', detail: 'code 3059' });
  });

  it('answers 409 for a message not recorded yet, and 400 for a malformed report', async () => {
    const unknown = await report([{ messageId: 'M4VNOTYET', statusCode: '4000', type: 'ATA' }]);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().resultCode).toBeDefined();
    expect((await report([{ messageId: 'x', statusCode: 'ok', type: 'ATA' }])).statusCode).toBe(
      400,
    );
    expect((await report([])).statusCode).toBe(400);
  });
});
