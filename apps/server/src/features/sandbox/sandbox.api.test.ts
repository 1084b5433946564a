import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app';
import { sandboxSmsMessages } from '../../db/schema';
import { createSandboxIdentityAgency, sandboxIdentityValues } from './sandbox-identity-agency';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const person = {
  name: '이서준',
  birthYmd: '1985-12-24',
  gender: 'M',
  foreignerYn: 'N',
  telecomCode: '02',
  phoneNumber: '01055556666',
} as const;

const inbox = (app: TestApp['app'], query: string) =>
  app.inject({ method: 'GET', url: `/sandbox/api/sms/inbox?${query}` });

describe('sandbox SMS inbox', () => {
  it('shows the code of each send for that number, newest first, in the envelope', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const agency = createSandboxIdentityAgency(t.db, TEST_JWT_SECRET);
    await agency.sendCode(person);
    await agency.sendCode({ ...person, phoneNumber: '01077778888' });
    await agency.sendCode(person);

    const response = await inbox(t.app, `mdn=${person.phoneNumber}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ success: true, resultCode: 200 });
    expect(body.data).toHaveLength(2);
    const stored = await t.db.select().from(sandboxSmsMessages);
    const newest = stored.filter((m) => m.phoneNumber === person.phoneNumber).at(-1);
    expect(body.data[0]).toMatchObject({ phoneNumber: person.phoneNumber, code: newest?.code });
    expect(body.data[0].code).toMatch(/^\d{6}$/);
    expect(body.data[0].message).toBe(
      `[시그널 하우스 성수] 인증번호 [${body.data[0].code}]을 입력해 주세요.`,
    );
    expect(body.data[0].createdAt).toMatch(/\+09:00$/);

    const alias = await t.app.inject({
      method: 'GET',
      url: `/sandbox/api/sms?phone=${person.phoneNumber}`,
    });
    expect(alias.json().data).toEqual(body.data);
  });

  it('keeps at most the 20 latest messages per number', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const agency = createSandboxIdentityAgency(t.db, TEST_JWT_SECRET);
    for (let i = 0; i < 22; i += 1) await agency.sendCode(person);
    expect((await inbox(t.app, `mdn=${person.phoneNumber}`)).json().data).toHaveLength(20);
  });

  it('refuses a malformed number with a Korean message', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const response = await inbox(t.app, 'mdn=12');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[가-힣]/);
  });

  it('does not exist when sandbox mode is off', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'off' } });
    expect((await inbox(t.app, `mdn=${person.phoneNumber}`)).statusCode).toBe(404);
    const alias = await t.app.inject({
      method: 'GET',
      url: `/sandbox/api/sms?phone=${person.phoneNumber}`,
    });
    expect(alias.statusCode).toBe(404);
  });
});

describe('sandbox identity agency', () => {
  it('confirms the right code with the person’s stable CI/DI, refuses a wrong or old one', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    let now = new Date('2026-11-22T01:00:00Z');
    const agency = createSandboxIdentityAgency(t.db, TEST_JWT_SECRET, () => now);
    const { agencyTxId } = await agency.sendCode(person);
    const [sent] = await t.db.select().from(sandboxSmsMessages);
    const code = sent?.code ?? '';

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await agency.confirmCode({ agencyTxId, code: wrong })).toEqual({ result: 'mismatch' });
    expect(await agency.confirmCode({ agencyTxId, code })).toEqual({
      result: 'ok',
      ...sandboxIdentityValues(TEST_JWT_SECRET, person),
    });
    expect(await agency.confirmCode({ agencyTxId: 'sandbox-unknown', code })).toEqual({
      result: 'expired',
    });
    now = new Date(now.getTime() + 180_001);
    expect(await agency.confirmCode({ agencyTxId, code })).toEqual({ result: 'expired' });
  });
});
