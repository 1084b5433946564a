import { authUnlinkAccountResponse, seoulToday, updateTermsInfoResponse } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createMember,
  createProgram,
  createReserveEntry,
  createTerm,
} from '../../../../test/factories';
import { CookieJar, HOST, request } from '../../../../test/sandbox-oauth';
import { post } from '../../../../test/signup-flow';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  consentRecords,
  inquiries,
  legalGuardians,
  messages,
  qrPasses,
  reserveEntries,
  surveyQuestions,
  surveyResponses,
  surveys,
  userIdentities,
  users,
} from '../../../db/schema';
import { scheduledJobs } from '../../../scheduled-jobs';
import { memberTokenKey, signMemberToken } from '../session/session-tokens';
import { purgeExpiredWithdrawals } from './settings.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on', KAKAO_ADMIN_KEY: 'kakao-admin-key-1' } });
});
afterEach(async () => {
  await t.close();
});

/** A member linked to `providers`, logged in with `loginType`; answers idx and token. */
async function memberWith(
  providers: ('kakao' | 'tid')[],
  loginType: 'kakao' | 'tid' | 'vip' = providers[0] ?? 'vip',
) {
  const member = await createMember(t.db, { userInfoAgreementYn: true });
  for (const provider of providers) {
    await t.db
      .insert(userIdentities)
      .values({ userIdx: member.userIdx, provider, subId: `${provider}-${member.userIdx}` });
  }
  const jwt = await signMemberToken(
    memberTokenKey(t.config),
    { userIdx: member.userIdx, tokenVersion: member.tokenVersion, loginType },
    new Date(),
  );
  return { userIdx: member.userIdx, jwt };
}

const identitiesOf = async (userIdx: number) =>
  (await t.db.select().from(userIdentities).where(eq(userIdentities.userIdx, userIdx))).map(
    (row) => row.provider,
  );

describe('POST /api/updateTermsInfo', () => {
  it('changes one consent, answers the three flags and appends the change to the history', async () => {
    await createTerm(t.db, { termsCode: 'TOS006', version: 3 });
    const { userIdx, jwt } = await memberWith(['kakao']);
    const response = await post(
      t,
      '/api/updateTermsInfo',
      { userIdx, marketingAgreementYn: 'Y' },
      jwt,
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(updateTermsInfoResponse.parse(response.body).data).toEqual({
      userInfoAgreementYn: 'Y',
      adInfoAgreementYn: 'N',
      marketingAgreementYn: 'Y',
    });
    const off = await post(t, '/api/updateTermsInfo', { userIdx, userInfoAgreementYn: 'N' }, jwt);
    expect(off.body.data.userInfoAgreementYn).toBe('N');

    const history = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userIdx, userIdx))
      .orderBy(consentRecords.consentRecordIdx);
    expect(history).toMatchObject([
      {
        subject: 'MARKETING',
        termsCode: 'TOS006',
        termsVersion: 3,
        agreed: true,
        source: 'settings',
      },
      {
        subject: 'USER_INFO',
        termsCode: 'TOS004',
        termsVersion: null,
        agreed: false,
        source: 'settings',
      },
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.userIdx, userIdx));
    expect(row).toMatchObject({ marketingAgreementYn: true, userInfoAgreementYn: false });
  });

  it('offers TOS005 (adInfoAgreementYn) only to MVNO carriers, as signup does, and always lets it be withdrawn', async () => {
    await createTerm(t.db, { termsCode: 'TOS005', version: 2 });
    // createMember's carrier is SKT (01): not an MVNO, so TOS005 was never offered.
    const skt = await memberWith(['kakao']);
    const refused = await post(
      t,
      '/api/updateTermsInfo',
      { userIdx: skt.userIdx, adInfoAgreementYn: 'Y' },
      skt.jwt,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: '알뜰폰 이용 회원만 동의할 수 있는 약관이에요.',
    });
    const [unchanged] = await t.db.select().from(users).where(eq(users.userIdx, skt.userIdx));
    expect(unchanged?.adInfoAgreementYn).toBe(false);
    expect(await t.db.select().from(consentRecords)).toHaveLength(0);
    // Withdrawing is never refused (a flag set before a carrier change can always be turned off).
    const off = await post(
      t,
      '/api/updateTermsInfo',
      { userIdx: skt.userIdx, adInfoAgreementYn: 'N' },
      skt.jwt,
    );
    expect(off.statusCode).toBe(200);

    const mvno = await memberWith(['kakao']);
    await t.db.update(users).set({ telecomCode: '05' }).where(eq(users.userIdx, mvno.userIdx));
    const agreed = await post(
      t,
      '/api/updateTermsInfo',
      { userIdx: mvno.userIdx, adInfoAgreementYn: 'Y' },
      mvno.jwt,
    );
    expect(agreed.statusCode, JSON.stringify(agreed.body)).toBe(200);
    expect(agreed.body.data.adInfoAgreementYn).toBe('Y');
    const [record] = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userIdx, mvno.userIdx));
    expect(record).toMatchObject({ subject: 'AD_INFO', termsCode: 'TOS005', termsVersion: 2 });
  });

  it('refuses none or two flags (400), another member (403) and a guest (401), changing nothing', async () => {
    const { userIdx, jwt } = await memberWith(['kakao']);
    const none = await post(t, '/api/updateTermsInfo', { userIdx }, jwt);
    expect(none.statusCode).toBe(400);
    expect(none.body.errorCode).toBe('VALIDATION_FAILED');
    const two = await post(
      t,
      '/api/updateTermsInfo',
      { userIdx, adInfoAgreementYn: 'Y', marketingAgreementYn: 'Y' },
      jwt,
    );
    expect(two.statusCode).toBe(400);
    const other = await post(
      t,
      '/api/updateTermsInfo',
      { userIdx: userIdx + 1000, marketingAgreementYn: 'Y' },
      jwt,
    );
    expect(other.statusCode).toBe(403);
    expect(other.body.errorCode).toBe('FORBIDDEN');
    const guest = await post(t, '/api/updateTermsInfo', { userIdx, marketingAgreementYn: 'Y' });
    expect(guest.statusCode).toBe(401);
    expect(await t.db.select().from(consentRecords)).toHaveLength(0);
  });
});

describe('POST /api/settings/notifications', () => {
  it('turns the visit reminder off and on again, shows it in getuserinfo, and needs a login', async () => {
    const { userIdx, jwt } = await memberWith(['kakao']);
    const info = async () => (await post(t, '/api/getuserinfo', {}, jwt)).body.data.visitReminderYn;
    expect(await info()).toBe('Y');
    const off = await post(t, '/api/settings/notifications', { visitReminderYn: 'N' }, jwt);
    expect([off.statusCode, off.body.data]).toEqual([200, { visitReminderYn: 'N' }]);
    expect(off.headers['cache-control']).toBe('private, no-store');
    expect(await info()).toBe('N');
    const [row] = await t.db.select().from(users).where(eq(users.userIdx, userIdx));
    expect(row?.visitReminderYn).toBe(false);
    await post(t, '/api/settings/notifications', { visitReminderYn: 'Y' }, jwt);
    expect(await info()).toBe('Y');

    const guest = await post(t, '/api/settings/notifications', { visitReminderYn: 'N' });
    expect(guest.statusCode).toBe(401);
    const bad = await post(t, '/api/settings/notifications', { visitReminderYn: 'yes' }, jwt);
    expect([bad.statusCode, bad.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('POST /api/auth/unlink/account', () => {
  it('unlinks another login and answers the logins left', async () => {
    const { userIdx, jwt } = await memberWith(['kakao', 'tid'], 'kakao');
    const response = await post(
      t,
      '/api/auth/unlink/account',
      { beforeUserType: 'tid', userIdx },
      jwt,
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(authUnlinkAccountResponse.parse(response.body).data).toEqual({ userType: 'kakao' });
    expect(await identitiesOf(userIdx)).toEqual(['kakao']);
    // The member's session goes on.
    expect((await post(t, '/api/getuserinfo', {}, jwt)).body.data.userType).toBe('kakao');
  });

  it('refuses the login of the current session with UNLINK_CURRENT_LOGIN', async () => {
    const { userIdx, jwt } = await memberWith(['kakao', 'tid'], 'tid');
    const response = await post(
      t,
      '/api/auth/unlink/account',
      { beforeUserType: 'tid', userIdx },
      jwt,
    );
    expect(response.statusCode).toBe(409);
    expect(response.body).toMatchObject({
      errorCode: 'UNLINK_CURRENT_LOGIN',
      message: '지금 로그인에 사용 중인 계정은 연결 해제할 수 없어요.',
    });
    expect(await identitiesOf(userIdx)).toEqual(['kakao', 'tid']);
  });

  it('refuses to leave the member no way to log in, and answers 404 for a login not linked', async () => {
    // Logged in with a VIP key that has since run out: Kakao is the only way in left.
    const { userIdx, jwt } = await memberWith(['kakao'], 'vip');
    const last = await post(
      t,
      '/api/auth/unlink/account',
      { beforeUserType: 'kakao', userIdx },
      jwt,
    );
    expect(last.statusCode).toBe(409);
    expect(last.body).toMatchObject({
      errorCode: 'UNLINK_LAST_LOGIN',
      message: '로그인 방법이 하나만 남아 있어 연결 해제할 수 없어요.',
    });
    const missing = await post(
      t,
      '/api/auth/unlink/account',
      { beforeUserType: 'tid', userIdx },
      jwt,
    );
    expect(missing.statusCode).toBe(404);
    const other = await post(
      t,
      '/api/auth/unlink/account',
      { beforeUserType: 'kakao', userIdx: userIdx + 1 },
      jwt,
    );
    expect(other.statusCode).toBe(403);
    expect(await identitiesOf(userIdx)).toEqual(['kakao']);
  });
});

describe('linking another login from /setting/easy', () => {
  it('goes through the real OAuth flow: authorize with purpose link, the provider, the redirect', async () => {
    const { userIdx, jwt } = await memberWith(['kakao'], 'kakao');
    const jar = new CookieJar();
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/authorize',
      headers: { host: HOST, 'x-access-token': jwt, 'content-type': 'application/json' },
      payload: JSON.stringify({ provider: 'tid', purpose: 'link' }),
    });
    expect(started.statusCode, started.body).toBe(200);
    jar.store(started.headers['set-cookie']);
    // The sandbox T ID: its pages until the login form, then back to /tidredirect.
    let next = new URL(started.json().data.url);
    for (let hop = 0; hop < 6 && !next.pathname.includes('/interaction/'); hop += 1) {
      const page = await request(t.app, jar, 'GET', `${next.pathname}${next.search}`);
      next = new URL(String(page.headers.location), `http://${HOST}`);
    }
    const submitted = await request(t.app, jar, 'POST', next.pathname, {
      form: { action: 'login', accountId: 'tid-linked-1', name: '테스트' },
    });
    let back = new URL(String(submitted.headers.location), `http://${HOST}`);
    for (let hop = 0; hop < 6 && back.pathname.startsWith('/sandbox/idp/'); hop += 1) {
      const page = await request(t.app, jar, 'GET', `${back.pathname}${back.search}`);
      back = new URL(String(page.headers.location), `http://${HOST}`);
    }
    expect(back.pathname).toBe('/tidredirect');
    const finished = await request(t.app, jar, 'POST', '/api/auth/login/tid', {
      json: {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        iss: back.searchParams.get('iss') ?? undefined,
      },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().data).toMatchObject({ existYn: 'Y', userIdx, tidSubId: 'tid-linked-1' });
    expect(await identitiesOf(userIdx)).toEqual(['kakao', 'tid']);
  });
});

describe('POST /api/withdraw', () => {
  it('revokes every token, anonymises the profile and deletes logins, guardian, inquiries, messages and future QR passes, keeping entries', async () => {
    const { userIdx, jwt } = await memberWith(['kakao', 'tid'], 'kakao');
    const program = await createProgram(t.db);
    const entry = await createReserveEntry(t.db, { userIdx, programIdx: program.programIdx });
    await t.db.insert(legalGuardians).values({
      userIdx,
      ci: 'g-ci',
      di: 'g-di',
      name: '보호자',
      birthYmd: '1970-01-01',
      gender: 'M',
      foreignerYn: false,
      telecomCode: '01',
      phoneNumber: '01099998888',
      verificationSeq: 'seq-1',
      consentedAt: new Date(),
    });
    await t.db.insert(inquiries).values({
      userIdx,
      category: 'ETC',
      title: '문의',
      content: '내용',
      privacyAgreedAt: new Date(),
    });
    const today = seoulToday(new Date());
    await t.db.insert(qrPasses).values([
      {
        userIdx,
        qrUuid: 'uuid-past',
        entryCode: 'A1',
        issueDate: '2020-01-01',
        verificationSeq: 's',
      },
      { userIdx, qrUuid: 'uuid-today', entryCode: 'A2', issueDate: today, verificationSeq: 's' },
    ]);
    await t.db.insert(messages).values({
      messageKey: `withdraw-${userIdx}`,
      kind: 'RESERVATION_CONFIRMED',
      causeKey: `entry:${entry.reserveEntryIdx}`,
      userIdx,
      phoneNumber: '01012345678',
      templateCode: 'VENUE_RESERVATION_CONFIRMED',
      text: '김하늘님, 예약이 확정되었어요',
    });

    const response = await post(t, '/api/withdraw', {}, jwt);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ success: true });

    const again = await post(t, '/api/getuserinfo', {}, jwt);
    expect(again.statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.userIdx, userIdx));
    expect(row).toMatchObject({
      status: 'WITHDRAWN',
      name: '탈퇴회원',
      phoneNumber: '00000000000',
      email: null,
      ci: `withdrawn-${userIdx}`,
      di: `withdrawn-${userIdx}`,
      birthYmd: '1900-01-01',
      gender: 'U',
      marketingAgreementYn: false,
    });
    expect(row?.withdrawnAt).toBeInstanceOf(Date);
    expect(await identitiesOf(userIdx)).toEqual([]);
    expect(await t.db.select().from(legalGuardians)).toHaveLength(0);
    expect(await t.db.select().from(inquiries)).toHaveLength(0);
    expect((await t.db.select().from(qrPasses)).map((p) => p.qrUuid)).toEqual(['uuid-past']);
    // The messages sent to the member held their name and phone.
    expect(await t.db.select().from(messages).where(eq(messages.userIdx, userIdx))).toEqual([]);
    expect((await t.db.select().from(reserveEntries)).map((e) => e.reserveEntryIdx)).toEqual([
      entry.reserveEntryIdx,
    ]);
    // A second call with the dead token changes nothing.
    expect((await post(t, '/api/withdraw', {}, jwt)).statusCode).toBe(401);
  });

  it("keeps the member's survey answers as anonymous results: staff still count them, the member no longer owns them", async () => {
    const program = await createProgram(t.db);
    const today = seoulToday(new Date());
    const [survey] = await t.db
      .insert(surveys)
      .values({
        title: '참여 후기',
        targetType: 'PROGRAM',
        programIdx: program.programIdx,
        startDate: today,
        endDate: today,
      })
      .returning();
    const [question] = await t.db
      .insert(surveyQuestions)
      .values({
        surveyIdx: survey?.surveyIdx ?? 0,
        questionType: 'SUBJECTIVE',
        questionText: '소감',
      })
      .returning();
    if (!survey || !question) throw new Error('no survey');
    // Two members attended the program (DONE entries) and answered; one then withdraws.
    const answerAs = async (text: string) => {
      const member = await memberWith(['kakao']);
      await createReserveEntry(t.db, {
        userIdx: member.userIdx,
        programIdx: program.programIdx,
        status: 'DONE',
      });
      const answered = await post(
        t,
        '/api/survey/answer',
        {
          surveyIdx: survey.surveyIdx,
          answerList: [{ surveyQuestionIdx: question.surveyQuestionIdx, answer: text }],
        },
        member.jwt,
      );
      expect(answered.statusCode, JSON.stringify(answered.body)).toBe(200);
      return member;
    };
    const leaving = await answerAs('떠나는 회원의 소감');
    const staying = await answerAs('남는 회원의 소감');

    expect((await post(t, '/api/withdraw', {}, leaving.jwt)).statusCode).toBe(200);

    const owners = (
      await t.db
        .select()
        .from(surveyResponses)
        .where(eq(surveyResponses.surveyIdx, survey.surveyIdx))
    ).map((r) => r.userIdx);
    expect(owners.sort()).toEqual([staying.userIdx, null]);
    expect(
      await t.db.select().from(surveyResponses).where(eq(surveyResponses.userIdx, leaving.userIdx)),
    ).toEqual([]);

    const operator = await createOperator(t.db);
    const cookie = await staffLogin(t.app, operator.loginId, operator.password);
    const results = await t.app.inject({
      method: 'POST',
      url: '/api/staff/surveys/results',
      payload: { surveyIdx: survey.surveyIdx },
      headers: { cookie },
    });
    expect(results.statusCode, results.body).toBe(200);
    const data = results.json().data;
    expect(data.survey.responseCount).toBe(2);
    expect(data.questionList[0].answeredCount).toBe(2);
    expect(
      data.questionList[0].textAnswers.map((a: { answer: string }) => a.answer).sort(),
    ).toEqual(['남는 회원의 소감', '떠나는 회원의 소감']);
  });

  it('purges the kept entries and the row only after five years (moved clock)', async () => {
    const { userIdx, jwt } = await memberWith(['kakao']);
    const program = await createProgram(t.db);
    await createReserveEntry(t.db, { userIdx, programIdx: program.programIdx });
    const stay = await memberWith(['tid']);
    await createReserveEntry(t.db, { userIdx: stay.userIdx, programIdx: program.programIdx });
    expect((await post(t, '/api/withdraw', {}, jwt)).statusCode).toBe(200);

    const inYears = (years: number, days: number) => {
      const at = new Date();
      at.setUTCFullYear(at.getUTCFullYear() + years);
      return new Date(at.getTime() + days * 86_400_000);
    };
    expect(await purgeExpiredWithdrawals(t.db, inYears(5, -1))).toEqual({ members: 0, entries: 0 });
    expect(await t.db.select().from(reserveEntries)).toHaveLength(2);

    // The scheduled job (scheduled-jobs.ts) purges what is due at its run's time.
    const purge = scheduledJobs(t.app).find((job) => job.name === 'members.withdrawal-purge');
    await purge?.run(inYears(5, 1));
    expect(await purgeExpiredWithdrawals(t.db, inYears(5, 1))).toEqual({ members: 0, entries: 0 });
    expect((await t.db.select().from(reserveEntries)).map((e) => e.userIdx)).toEqual([
      stay.userIdx,
    ]);
    expect((await t.db.select().from(users)).map((u) => u.userIdx)).toEqual([stay.userIdx]);
  });
});

describe('POST /api/kakao/unlink (Kakao 연결 끊기 알림)', () => {
  const callback = (auth: string | undefined, userId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/kakao/unlink',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(auth ? { authorization: auth } : {}),
      },
      payload: new URLSearchParams({
        app_id: '123',
        user_id: userId,
        referrer_type: 'UNLINK_FROM_APPS',
      }).toString(),
    });

  it('refuses a call without the admin key, and removes the Kakao link of a member with another login', async () => {
    const member = await memberWith(['kakao', 'tid'], 'tid');
    const kakaoId = String(900000 + member.userIdx);
    await t.db
      .update(userIdentities)
      .set({ subId: kakaoId })
      .where(eq(userIdentities.provider, 'kakao'));
    expect((await callback(undefined, kakaoId)).statusCode).toBe(401);
    expect((await callback('KakaoAK wrong', kakaoId)).statusCode).toBe(401);
    const done = await callback('KakaoAK kakao-admin-key-1', kakaoId);
    expect(done.statusCode, done.body).toBe(200);
    expect(await identitiesOf(member.userIdx)).toEqual(['tid']);
    expect((await post(t, '/api/getuserinfo', {}, member.jwt)).statusCode).toBe(200);
    // Unknown users are acknowledged too, so Kakao does not retry.
    expect((await callback('KakaoAK kakao-admin-key-1', '1')).statusCode).toBe(200);
  });

  it('withdraws the member when Kakao was their only login', async () => {
    const member = await memberWith(['kakao']);
    const kakaoId = String(800000 + member.userIdx);
    await t.db
      .update(userIdentities)
      .set({ subId: kakaoId })
      .where(eq(userIdentities.userIdx, member.userIdx));
    expect((await callback('KakaoAK kakao-admin-key-1', kakaoId)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.userIdx, member.userIdx));
    expect(row?.status).toBe('WITHDRAWN');
    expect((await post(t, '/api/getuserinfo', {}, member.jwt)).statusCode).toBe(401);
  });

  it('does not exist without KAKAO_ADMIN_KEY', async () => {
    const plain = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/kakao/unlink',
        headers: { authorization: 'KakaoAK x', 'content-type': 'application/json' },
        payload: '{"user_id":"1"}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('POST /sandbox/api/faults (sandbox only)', () => {
  it('makes the next call of the armed path answer 503, then lets calls through', async () => {
    const { userIdx, jwt } = await memberWith(['kakao']);
    const armed = await post(t, '/sandbox/api/faults', { path: '/api/updateTermsInfo', times: 1 });
    expect(armed.statusCode).toBe(200);
    const body = { userIdx, marketingAgreementYn: 'Y' };
    const failed = await post(t, '/api/updateTermsInfo', body, jwt);
    expect(failed.statusCode).toBe(503);
    expect(failed.body.errorCode).toBe('SERVICE_UNAVAILABLE');
    expect((await post(t, '/api/updateTermsInfo', body, jwt)).statusCode).toBe(200);
  });

  it('does not exist outside sandbox mode', async () => {
    const plain = await createTestApp({ env: { SANDBOX_MODE: 'off' } });
    try {
      const response = await postJson(plain, '/sandbox/api/faults', { path: '/api/withdraw' });
      expect(response).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

async function postJson(app: TestApp, url: string, payload: object) {
  const response = await app.app.inject({ method: 'POST', url, payload });
  return response.statusCode;
}
