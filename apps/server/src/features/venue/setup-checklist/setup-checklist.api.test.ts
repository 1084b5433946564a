import { addDays, seoulToday, setupChecklistResponse } from '@venue/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createFloor, createMember, createProgram, createTerm } from '../../../../test/factories';
import { createCurrentTerms } from '../../../../test/signup-flow';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, postJson, type TestApp } from '../../../../test/test-app';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function cookieOf(app: TestApp, role: 'ADMIN' | 'EDITOR' | 'STAFF') {
  const operator = await createOperator(app.db, { role });
  return { cookie: await staffLogin(app.app, operator.loginId, operator.password) };
}

async function checklist(app: TestApp, headers: Record<string, string>) {
  const response = await postJson(app.app, '/api/staff/setup-checklist', {}, headers);
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return setupChecklistResponse.parse(response.body).data;
}

describe('POST /api/staff/setup-checklist', () => {
  it('on an empty production-like start, says what blocks visitors: the signup terms, the logins and the identity agency, the programs', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'off' } });
    const door = await cookieOf(t, 'STAFF');
    // A signup term published for a later day is not in force yet: signup stays closed.
    await createTerm(t.db, {
      termsCode: 'TOS002',
      effectiveDate: addDays(seoulToday(new Date()), 3),
    });
    // A program still a draft is not one visitors can book.
    await createProgram(t.db, { displayYn: false });

    expect(await checklist(t, door)).toEqual({
      venueIdentity: { done: false, blocking: false },
      signupTerms: { done: false, blocking: true, missing: ['TOS001', 'TOS002', 'TOS003'] },
      floors: { done: false, blocking: false, count: 0 },
      programs: { done: false, blocking: true, count: 0 },
      providers: {
        done: false,
        blocking: true,
        kakao: 'MISSING',
        tid: 'MISSING',
        identity: 'MISSING',
      },
      maintenance: { done: true, blocking: false, endAt: null },
      privacyPolicy: { done: false, blocking: false },
    });
  });

  it('turns each item done from the venue’s own data, and counts a configured provider', async () => {
    t = await createTestApp({
      env: {
        SANDBOX_MODE: 'off',
        KAKAO_REST_API_KEY: 'kakao-rest-key',
        SMS_PROVIDER_URL: 'https://sms.example.com',
        SMS_PROVIDER_KEY: 'sms-key',
      },
    });
    const editor = await cookieOf(t, 'EDITOR');
    const admin = await cookieOf(t, 'ADMIN');
    const save = await postJson(
      t.app,
      '/api/staff/venue/settings/save',
      buildVenueSettings(),
      admin,
    );
    expect(save.statusCode, JSON.stringify(save.body)).toBe(200);
    await createCurrentTerms(t.db);
    await createTerm(t.db, {
      termsCode: 'PRIVACY',
      requiredYn: false,
      termsName: '개인정보처리방침',
    });
    await createFloor(t.db);
    await createFloor(t.db);
    await createProgram(t.db);

    const list = await checklist(t, editor);
    expect(list.venueIdentity).toEqual({ done: true, blocking: false });
    expect(list.signupTerms).toEqual({ done: true, blocking: false, missing: [] });
    expect(list.floors).toEqual({ done: true, blocking: false, count: 2 });
    expect(list.programs).toEqual({ done: true, blocking: false, count: 1 });
    // T ID is not configured: its button is hidden, but visitors can log in with Kakao.
    expect(list.providers).toEqual({
      done: true,
      blocking: false,
      kakao: 'CONFIGURED',
      tid: 'MISSING',
      identity: 'CONFIGURED',
    });
    expect(list.privacyPolicy).toEqual({ done: true, blocking: false });

    // A maintenance window that is on now sends every visitor to /inspection.
    const now = Date.now();
    const window = {
      startAt: new Date(now - 60_000).toISOString(),
      endAt: new Date(now + 3_600_000).toISOString(),
      message: '점검 중이에요.',
    };
    const maintained = await postJson(
      t.app,
      '/api/staff/venue/settings/save',
      { ...buildVenueSettings(), maintenance: window },
      admin,
    );
    expect(maintained.statusCode, JSON.stringify(maintained.body)).toBe(200);
    const during = await checklist(t, editor);
    expect(during.maintenance.done).toBe(false);
    expect(during.maintenance.blocking).toBe(true);
    expect(Date.parse(during.maintenance.endAt ?? '')).toBe(
      Math.floor(Date.parse(window.endAt) / 1000) * 1000,
    );
  });

  it('names the sandbox providers in sandbox mode', async () => {
    t = await createTestApp();
    const list = await checklist(t, await cookieOf(t, 'STAFF'));
    expect(list.providers).toEqual({
      done: true,
      blocking: false,
      kakao: 'SANDBOX',
      tid: 'SANDBOX',
      identity: 'SANDBOX',
    });
  });

  it('answers operators only: 401 without a session and with a member token', async () => {
    t = await createTestApp();
    const nobody = await postJson(t.app, '/api/staff/setup-checklist', {});
    expect(nobody.statusCode).toBe(401);
    const member = await createMember(t.db);
    const token = await signMemberToken(memberTokenKey(t.config), member);
    const asMember = await postJson(
      t.app,
      '/api/staff/setup-checklist',
      {},
      { 'x-access-token': token },
    );
    expect(asMember.statusCode).toBe(401);
    const extra = await postJson(
      t.app,
      '/api/staff/setup-checklist',
      { anything: 1 },
      await cookieOf(t, 'STAFF'),
    );
    expect(extra.statusCode).toBe(400);
  });
});
