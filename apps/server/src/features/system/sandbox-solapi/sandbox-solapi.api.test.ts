/**
 * The sandbox SOLAPI endpoint as any SOLAPI client meets it: signed requests only, the same
 * message key answered with the same message, and a malformed body refused, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { authorizationHeader } from '../../messages/solapi/solapi-auth';
import { sendManyDetailBody } from '../../messages/solapi/solapi-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const url = '/sandbox/solapi/messages/v4/send-many/detail';
const message = {
  messageKey: 'key-of-one-message',
  kind: 'RESERVATION_CONFIRMED',
  phoneNumber: '01055550001',
  templateCode: 'VENUE_RESERVATION_CONFIRMED',
  text: '예약이 확정되었어요',
  buttons: [{ name: '예약 확인', url: 'http://localhost/res-entry' }],
};

function send(authorization: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: authorization ? { authorization } : {},
    payload: payload as object,
  });
}

describe('POST /sandbox/solapi/messages/v4/send-many/detail', () => {
  const config = () => {
    if (!t.config.messaging) throw new Error('sandbox mode configures the provider');
    return t.config.messaging;
  };

  it('refuses a request without a valid signature (403), and takes a signed one once per key', async () => {
    const body = sendManyDetailBody(config(), message);
    expect((await send(undefined, body)).statusCode).toBe(403);
    const forged = authorizationHeader({ apiKey: config().apiKey, apiSecret: 'guess' });
    expect((await send(forged, body)).statusCode).toBe(403);

    const first = await send(authorizationHeader(config()), body);
    expect(first.statusCode).toBe(200);
    const again = await send(authorizationHeader(config()), body);
    const id = (response: typeof first) => response.json().messageList[0].messageId;
    expect(id(first)).toMatch(/^M4V/);
    expect(id(again)).toBe(id(first));
    const inbox = await t.app.inject({ url: `/sandbox/api/messages?phone=${message.phoneNumber}` });
    expect(inbox.json().data.messages).toHaveLength(1);
  });

  it('answers a malformed body 400 and a bad inbox phone 400', async () => {
    expect((await send(authorizationHeader(config()), { messages: [] })).statusCode).toBe(400);
    expect(
      (await send(authorizationHeader(config()), { messages: [{ to: 'x' }] })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ url: '/sandbox/api/messages?phone=12' })).statusCode).toBe(400);
  });
});

describe('GET /sandbox/messages', () => {
  it('shows a phone’s 알림톡 as the channel’s bubble with its buttons, its text escaped', async () => {
    if (!t.config.messaging) throw new Error('sandbox mode configures the provider');
    const phone = '01055550002';
    const body = sendManyDetailBody(t.config.messaging, {
      ...message,
      messageKey: 'key-of-the-page',
      phoneNumber: phone,
      text: '예약이 확정되었어요 <script>alert(1)</script>',
    });
    expect((await send(authorizationHeader(t.config.messaging), body)).statusCode).toBe(200);
    const page = await t.app.inject({ url: `/sandbox/messages?phone=${phone}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('알림톡 도착');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toContain(
      '<a class="button" href="http://localhost/res-entry">예약 확인</a>',
    );
    const empty = await t.app.inject({ url: '/sandbox/messages' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('메시지 보기');
  });
});
