import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { memberTokenKey, signMemberToken } from '../session/session-tokens';
import { nServiceMessages } from './nservice.routes';
import { createHttpNService, NServiceUnavailable } from './nservice-provider';

let t: TestApp | undefined;
let server: Server | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function check(
  app: TestApp,
  body: object,
  member?: { userIdx: number; tokenVersion: number },
) {
  const headers: Record<string, string> = {};
  if (member) headers['x-access-token'] = await signMemberToken(memberTokenKey(app.config), member);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/checkNService',
    payload: body,
    headers,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

describe('POST /api/checkNService with the sandbox provider', () => {
  it('a telecom-01 member on an even number is an N-service member; the promotion follows marketing consent', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const member = await createMember(t.db, { telecomCode: '01', phoneNumber: '01012345678' });
    const agreed = await check(
      t,
      { phoneNumber: '01012345678', telecomCode: '01', marketingAgreementYn: 'Y' },
      member,
    );
    expect(agreed.statusCode).toBe(200);
    expect(agreed.body.data.content).toEqual({
      isN: true,
      isNSvc: true,
      isSignalHousePromotionPointAwarded: true,
    });
    const declined = await check(
      t,
      { phoneNumber: '01012345678', telecomCode: '01', marketingAgreementYn: 'N' },
      member,
    );
    expect(declined.body.data.content.isSignalHousePromotionPointAwarded).toBe(false);
  });

  it('another carrier is not N; an odd number of telecom 01 is N without the service', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const kt = await createMember(t.db, { telecomCode: '02', phoneNumber: '01022223334' });
    const odd = await createMember(t.db, { telecomCode: '01', phoneNumber: '01033334447' });
    const a = await check(
      t,
      { phoneNumber: '01022223334', telecomCode: '02', marketingAgreementYn: 'Y' },
      kt,
    );
    expect(a.body.data.content).toMatchObject({ isN: false, isNSvc: false });
    const b = await check(
      t,
      { phoneNumber: '01033334447', telecomCode: '01', marketingAgreementYn: 'Y' },
      odd,
    );
    expect(b.body.data.content).toMatchObject({ isN: true, isNSvc: false });
  });

  it('answers only for the member’s own line, and only to members', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const member = await createMember(t.db, { telecomCode: '01', phoneNumber: '01012345678' });
    const other = await check(
      t,
      { phoneNumber: '01099998888', telecomCode: '01', marketingAgreementYn: 'Y' },
      member,
    );
    expect(other.statusCode).toBe(403);
    expect(other.body.message).toBe(nServiceMessages.notYourLine);
    const guest = await check(t, {
      phoneNumber: '01012345678',
      telecomCode: '01',
      marketingAgreementYn: 'Y',
    });
    expect(guest.statusCode).toBe(401);
  });

  it('without sandbox mode or a configured provider it answers 503 in Korean', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'off' } });
    const member = await createMember(t.db, { telecomCode: '01', phoneNumber: '01012345678' });
    const response = await check(
      t,
      { phoneNumber: '01012345678', telecomCode: '01', marketingAgreementYn: 'Y' },
      member,
    );
    expect(response.statusCode).toBe(503);
    expect(response.body.message).toBe(nServiceMessages.unavailable);
  });
});

describe('the HTTP N-service provider', () => {
  async function partner(handler: (body: string) => { status: number; body: string }) {
    const seen: { auth?: string; body?: string } = {};
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.auth = request.headers.authorization;
        seen.body = body;
        const answer = handler(body);
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: `http://127.0.0.1:${port}/nsvc`, seen };
  }

  it('posts the query with the bearer key and reads the partner’s promotions', async () => {
    const { url, seen } = await partner(() => ({
      status: 200,
      body: JSON.stringify({ isN: true, isNSvc: false, promotions: { Universe: true } }),
    }));
    const provider = createHttpNService({ url, key: 'k-123' });
    const query = {
      phoneNumber: '01012345678',
      telecomCode: '01',
      marketingAgreementYn: 'Y',
    } as const;
    await expect(provider.check(query)).resolves.toEqual({
      isN: true,
      isNSvc: false,
      promotions: { Universe: true },
    });
    expect(seen.auth).toBe('Bearer k-123');
    expect(JSON.parse(seen.body ?? '{}')).toEqual(query);
  });

  it('turns a partner error or a malformed answer into NServiceUnavailable', async () => {
    let status = 500;
    let body = '{}';
    const { url } = await partner(() => ({ status, body }));
    const provider = createHttpNService({ url, key: 'k' });
    const query = {
      phoneNumber: '01012345678',
      telecomCode: '01',
      marketingAgreementYn: 'N',
    } as const;
    await expect(provider.check(query)).rejects.toBeInstanceOf(NServiceUnavailable);
    status = 200;
    body = JSON.stringify({ isN: 'yes' });
    await expect(provider.check(query)).rejects.toBeInstanceOf(NServiceUnavailable);
  });
});
