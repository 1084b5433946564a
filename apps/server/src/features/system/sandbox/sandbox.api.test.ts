import {
  addDays,
  getMainTitleInfoResponse,
  newReserveEntryId,
  particleOf,
  programDetailResponse,
  sandboxCaptchaResponse,
  sandboxParticipationResponse,
  sandboxReserveEntryResponse,
  sandboxSessionResponse,
  sandboxStatusResponse,
  sandboxVipKeyResponse,
  seoulToday,
} from '@venue/contract';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createMember } from '../../../../test/factories';
import {
  adult,
  createCurrentTerms,
  post,
  sendCode,
  verifyPerson,
} from '../../../../test/signup-flow';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../../test/test-app';
import {
  captchaChallenges,
  consentRecords,
  programInstances,
  reserveEntries,
  sandboxSmsMessages,
  userIdentities,
  users,
  venueSettings,
} from '../../../db/schema';
import { seedDemoVenue } from '../../../db/seed/index';
import { buildVenueSettings } from '../../../db/seed/venue-settings';
import { memberTokenKey, signMemberToken } from '../../accounts/session/session-tokens';
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
    // No venue settings in this database: the text names no venue, and the particle
    // follows the code as Korean reads it.
    expect(body.data[0].message).toBe(
      `인증번호 [${body.data[0].code}]${particleOf(body.data[0].code, '을/를')} 입력해 주세요.`,
    );
    expect(body.data[0].createdAt).toMatch(/\+09:00$/);

    const alias = await t.app.inject({
      method: 'GET',
      url: `/sandbox/api/sms?phone=${person.phoneNumber}`,
    });
    expect(alias.json().data).toEqual(body.data);
  });

  it("a code sent through the app names the venue of the settings, not the demo's", async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    await t.db.insert(venueSettings).values({
      settingsIdx: 1,
      settings: { ...buildVenueSettings(), venueName: '오렌지하우스 성수' },
    });
    const sent = await sendCode(t, adult);
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    const [message] = (await inbox(t.app, `mdn=${adult.phoneNumber}`)).json().data;
    expect(message.message).toBe(
      `[오렌지하우스 성수] 인증번호 [${message.code}]${particleOf(message.code, '을/를')} 입력해 주세요.`,
    );
  });

  it('shows the same inbox as a Korean page at /sandbox/sms?phone=, escaped, newest first', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const agency = createSandboxIdentityAgency(t.db, TEST_JWT_SECRET);
    await agency.sendCode(person);
    await agency.sendCode(person);
    const codes = (await inbox(t.app, `mdn=${person.phoneNumber}`))
      .json()
      .data.map((m: { code: string }) => m.code);

    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/sms?phone=${person.phoneNumber}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<label for="phone">휴대폰 번호</label>');
    const shown = [...page.body.matchAll(/aria-label="인증번호">(\d{6})</g)].map((m) => m[1]);
    expect(shown).toEqual(codes);

    const form = await t.app.inject({ method: 'GET', url: '/sandbox/sms?phone=<script>' });
    expect(form.statusCode).toBe(200);
    expect(form.body).not.toContain('<script>');
    expect(form.body).not.toContain('aria-label="인증번호"');
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
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/sms' });
    expect(page.statusCode).toBe(404);
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

describe('sandbox test aids', () => {
  it('GET /sandbox/api/status says sandbox mode is on', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const response = await t.app.inject({ method: 'GET', url: '/sandbox/api/status' });
    expect(response.statusCode).toBe(200);
    expect(sandboxStatusResponse.parse(response.json()).data).toEqual({ sandbox: true });
  });

  it('GET /sandbox/api/captcha/:uuid reads the answer of a live captcha, which then passes', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const app = t.app;
    const captcha = await app.inject({ method: 'GET', url: '/api/captcha' });
    const { uuid } = captcha.json().data;
    const read = await app.inject({ method: 'GET', url: `/sandbox/api/captcha/${uuid}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const { answer } = sandboxCaptchaResponse.parse(read.json()).data;
    expect(answer).toMatch(/^\d{6}$/);
    const check = await post(t, '/api/captcha/check', { uuid, answer });
    expect(check.body.data).toEqual({ validYn: 'Y' });

    const unknown = await app.inject({
      method: 'GET',
      url: `/sandbox/api/captcha/${crypto.randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });

    await t.db
      .update(captchaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaChallenges.uuid, uuid));
    const expired = await app.inject({ method: 'GET', url: `/sandbox/api/captcha/${uuid}` });
    expect(expired.statusCode).toBe(404);

    const malformed = await app.inject({ method: 'GET', url: '/sandbox/api/captcha/nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('보안문자 정보가 올바르지 않습니다.');
  });

  it('POST /sandbox/api/session makes a verified member with the required consents, then reuses them', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    await createCurrentTerms(t.db);
    const body = {
      name: adult.name,
      birthYmd: adult.birthYmd,
      gender: adult.gender,
      phoneNumber: adult.phoneNumber,
      telecomCode: adult.telco,
      provider: 'tid',
    };
    const created = await post(t, '/sandbox/api/session', body);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const first = sandboxSessionResponse.parse(created.body).data;
    expect(first.created).toBe(true);

    const info = await post(t, '/api/getuserinfo', {}, first.jwt);
    expect(info.statusCode).toBe(200);
    expect(info.body.data).toMatchObject({
      userIdx: first.userIdx,
      name: adult.name,
      phoneNumber: adult.phoneNumber,
      userType: 'tid',
      loginType: 'tid',
    });
    const consents = await t.db.select().from(consentRecords);
    expect(
      consents
        .map((c) => [c.termsCode, c.agreed])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['TOS001', true],
      ['TOS002', true],
      ['TOS003', true],
      ['TOS004', false],
      ['TOS006', false],
    ]);

    const reused = await post(t, '/sandbox/api/session', body);
    expect(reused.body.data).toMatchObject({ userIdx: first.userIdx, created: false });
    expect((await post(t, '/api/getuserinfo', {}, reused.body.data.jwt)).statusCode).toBe(200);
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect(await t.db.select().from(userIdentities)).toHaveLength(1);

    // The member is the person the sandbox agency verifies: identification finds the account.
    const { body: verified } = await verifyPerson(t, adult);
    expect(verified.data.overlapYn).toBe('Y');
  });

  it('POST /sandbox/api/vip-keys issues a key once, with its expiry', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const response = await post(t, '/sandbox/api/vip-keys', { validDays: 2, maxUses: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const key = sandboxVipKeyResponse.parse(response.body).data;
    expect(key.accessKey).toMatch(/^\d{12}$/);
    expect(key.expiresAt).toMatch(/\+09:00$/);
    const days = (new Date(key.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.99);
    expect(days).toBeLessThanOrEqual(2);
    expect((await post(t, '/sandbox/api/vip-keys', { maxUses: 0 })).statusCode).toBe(400);
  });

  it('POST /sandbox/api/reserve-entries gives a member an entry N days ahead, which greets on the home', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    const now = new Date();
    await seedDemoVenue(t.db, { now });
    const member = await createMember(t.db);
    const token = await signMemberToken(memberTokenKey(t.config), member);

    const response = await post(t, '/sandbox/api/reserve-entries', {
      userIdx: member.userIdx,
      daysAhead: 2,
    });

    expect(response.statusCode).toBe(200);
    const entry = sandboxReserveEntryResponse.parse(response.body).data;
    const inTwoDays = addDays(seoulToday(now), 2);
    expect(entry).toMatchObject({ execDate: inTwoDays, status: 'CONFIRM' });
    const [instance] = await t.db
      .select()
      .from(programInstances)
      .innerJoin(
        reserveEntries,
        eq(reserveEntries.programInstanceIdx, programInstances.programInstanceIdx),
      )
      .where(eq(reserveEntries.reserveEntryIdx, entry.reserveEntryIdx));
    expect(instance?.program_instances.execDate).toBe(inTwoDays);

    const title = await post(t, '/api/getMainTitleInfo', {}, token);
    expect(getMainTitleInfoResponse.parse(title.body).data.reserveEntryList).toEqual([
      expect.objectContaining({
        reserveEntryIdx: entry.reserveEntryIdx,
        programIdx: entry.programIdx,
        programType: 'RESERVATION',
        status: 'CONFIRM',
        execDate: inTwoDays,
      }),
    ]);

    // Asked again for the same day, it books another program: one active entry per program.
    const second = await post(t, '/sandbox/api/reserve-entries', {
      userIdx: member.userIdx,
      daysAhead: 2,
    });
    expect(second.statusCode).toBe(200);
    expect(second.body.data.programIdx).not.toBe(entry.programIdx);

    const unknownMember = await post(t, '/sandbox/api/reserve-entries', {
      userIdx: 999_999,
      daysAhead: 2,
    });
    expect(unknownMember.statusCode).toBe(404);
    expect(
      (await post(t, '/sandbox/api/reserve-entries', { userIdx: 1, daysAhead: 500 })).statusCode,
    ).toBe(400);
  });

  it('POST /sandbox/api/members/participation restricts a member: the detail says N and the insert is refused', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    await seedDemoVenue(t.db, { now: new Date() });
    const member = await createMember(t.db);
    const token = await signMemberToken(memberTokenKey(t.config), member);
    // 더 스테이지 데일리 쇼케이스 (14): name only, no terms, no questions.
    const detail = async () =>
      programDetailResponse.parse(
        (await post(t!, '/api/program/detail', { programIdx: 14 }, token)).body,
      ).data;
    expect((await detail()).participationPossibleYn).toBe('Y');

    const restrict = await post(t, '/sandbox/api/members/participation', {
      userIdx: member.userIdx,
      participationPossibleYn: 'N',
    });
    expect(restrict.statusCode).toBe(200);
    expect(restrict.headers['cache-control']).toBe('no-store');
    expect(sandboxParticipationResponse.parse(restrict.body).data).toEqual({
      userIdx: member.userIdx,
      participationPossibleYn: 'N',
    });
    const [stored] = await t.db.select().from(users).where(eq(users.userIdx, member.userIdx));
    expect(stored?.participationPossibleYn).toBe(false);
    expect((await detail()).participationPossibleYn).toBe('N');

    const [instance] = await t.db
      .select()
      .from(programInstances)
      .where(eq(programInstances.programIdx, 14))
      .orderBy(desc(programInstances.execDate))
      .limit(1);
    const insert = await post(
      t,
      '/api/reserveentry/insert',
      {
        programIdx: 14,
        programInstanceIdx: instance?.programInstanceIdx,
        programType: 'RESERVATION',
        participantCnt: 1,
        programCategoryIdx: 3,
        userIdx: member.userIdx,
        name: member.name,
        agreementYn: 'Y',
        reserveEntryId: newReserveEntryId('R', new Date()),
      },
      token,
    );
    expect(insert.statusCode).toBe(403);
    expect(insert.body).toMatchObject({ errorCode: 'PARTICIPATION_RESTRICTED' });

    // Lifted again, and refused for nobody.
    const lift = await post(t, '/sandbox/api/members/participation', {
      userIdx: member.userIdx,
      participationPossibleYn: 'Y',
    });
    expect(lift.body.data).toEqual({ userIdx: member.userIdx, participationPossibleYn: 'Y' });
    expect((await detail()).participationPossibleYn).toBe('Y');
    const unknown = await post(t, '/sandbox/api/members/participation', {
      userIdx: 999_999,
      participationPossibleYn: 'N',
    });
    expect(unknown.statusCode).toBe(404);
    const invalid = await post(t, '/sandbox/api/members/participation', {
      userIdx: member.userIdx,
      participationPossibleYn: 'X',
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('none of them exist when sandbox mode is off: JSON 404s', async () => {
    t = await createTestApp({ env: { SANDBOX_MODE: 'off' } });
    const calls = [
      ['GET', '/sandbox/api/status'],
      ['GET', `/sandbox/api/captcha/${crypto.randomUUID()}`],
      ['POST', '/sandbox/api/session'],
      ['POST', '/sandbox/api/vip-keys'],
      ['POST', '/sandbox/api/reserve-entries'],
      ['POST', '/sandbox/api/members/participation'],
      ['GET', '/sandbox/sms'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    }
    expect(await t.db.select().from(users)).toHaveLength(0);
  });
});
