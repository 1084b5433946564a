import { authCompleteSignupResponse, getLegalGuardianResponse } from '@venue/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTerm } from '../../../../test/factories';
import {
  adult,
  bornYearsAgo,
  createCurrentTerms,
  oauthLogin,
  type Person,
  post,
  REQUIRED_TERMS,
  signUpWith,
  signupBody,
  verifyCode,
  verifyPerson,
} from '../../../../test/signup-flow';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  consentRecords,
  legalGuardians,
  phoneVerifications,
  terms as termsTable,
  userIdentities,
  users,
  vipAccessKeys,
} from '../../../db/schema';
import { loginTicketKey, signLoginTicket } from '../login/login-tickets';
import { signupMessages } from './signup.service';

let t: TestApp;
let terms: Awaited<ReturnType<typeof createCurrentTerms>>;
beforeEach(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
  terms = await createCurrentTerms(t.db);
});
afterEach(async () => {
  await t.close();
});

const child: Person = {
  name: '김아이',
  birthYmd: bornYearsAgo(10),
  gender: 'M',
  foreignerYn: 'N',
  phoneNumber: '01011112222',
  telco: '02',
};
const parent: Person = {
  name: '김부모',
  birthYmd: '1980-03-03',
  gender: 'F',
  foreignerYn: 'N',
  phoneNumber: '01033334444',
  telco: '03',
};

async function verification(seq: string) {
  const [row] = await t.db.select().from(phoneVerifications).where(eq(phoneVerifications.seq, seq));
  return row;
}

/** A kakao login in progress as `accountId` and the visitor's verification made for it. */
async function readyToSignUp(accountId: string, person: Person = adult) {
  const login = await oauthLogin(t, 'kakao', accountId);
  const { seq, body } = await verifyPerson(t, person, { authId: accountId, authType: 'kakao' });
  return { loginTicket: login.loginTicket as string, seq, verified: body.data };
}

const signup = (body: object) => post(t, '/api/auth/complete/signup', body);

async function expectNothingCreated() {
  expect(await t.db.select().from(users)).toHaveLength(0);
  expect(await t.db.select().from(userIdentities)).toHaveLength(0);
  expect(await t.db.select().from(consentRecords)).toHaveLength(0);
  expect(await t.db.select().from(legalGuardians)).toHaveLength(0);
}

describe('POST /api/auth/complete/signup', () => {
  it('creates the member with their login, a consent record per term and the flags of TOS004–006, and answers a working jwt', async () => {
    const { loginTicket, seq, verified } = await readyToSignUp('kakao-signup-1');
    expect(verified).toEqual({ birthYmd: adult.birthYmd, overlapYn: 'N', under14Yn: 'N' });

    // The body's own flags disagree with the terms agreed: the terms decide.
    const response = await signup(
      signupBody(
        { loginTicket, seq, person: adult, terms, agreed: [...REQUIRED_TERMS, 'TOS004', 'TOS006'] },
        { userInfoAgreementYn: 'N', adInfoAgreementYn: 'Y', marketingAgreementYn: 'N' },
      ),
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { jwt, userIdx } = authCompleteSignupResponse.parse(response.body).data;

    const [member] = await t.db.select().from(users);
    expect(member).toMatchObject({
      userIdx,
      name: adult.name,
      birthYmd: adult.birthYmd,
      gender: adult.gender,
      foreignerYn: false,
      telecomCode: adult.telco,
      phoneNumber: adult.phoneNumber,
      status: 'ACTIVE',
      userInfoAgreementYn: true,
      adInfoAgreementYn: false,
      marketingAgreementYn: true,
      loginCount: 1,
    });
    expect(member?.ci).toHaveLength(88);
    expect(member?.ci).toBe((await verification(seq))?.ci);
    expect(await t.db.select().from(userIdentities)).toMatchObject([
      { userIdx, provider: 'kakao', subId: 'kakao-signup-1', subsId: null },
    ]);

    // SKT is not an MVNO: TOS005 was not offered, so it is not recorded either way.
    const consents = await t.db.select().from(consentRecords);
    expect(
      consents
        .map((c) => [c.subject, c.termsCode, c.termsVersion, c.agreed, c.source])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    ).toEqual([
      ['TERMS', 'TOS001', 1, true, 'signup'],
      ['TERMS', 'TOS002', 1, true, 'signup'],
      ['TERMS', 'TOS003', 1, true, 'signup'],
      ['TERMS', 'TOS004', 1, true, 'signup'],
      ['TERMS', 'TOS006', 1, true, 'signup'],
    ]);
    for (const c of consents) {
      expect(c.userIdx).toBe(userIdx);
      expect(c.recordedAt).toBeInstanceOf(Date);
    }

    expect((await verification(seq))?.consumedAt).toBeInstanceOf(Date);
    const info = await post(t, '/api/getuserinfo', {}, jwt);
    expect(info.statusCode).toBe(200);
    expect(info.body.data).toMatchObject({
      userIdx,
      userType: 'kakao',
      loginType: 'kakao',
      kakaoSubId: 'kakao-signup-1',
      userInfoAgreementYn: 'Y',
      adInfoAgreementYn: 'N',
      marketingAgreementYn: 'Y',
    });
  });

  it('never receives or keeps a resident-number digit: only birth date, gender and foreigner flag', async () => {
    // The visitor typed 900505-2: the client sends what it derives, and nothing else gets in.
    const login = await oauthLogin(t, 'kakao', 'kakao-rrn');
    const withDigits = await post(t, '/api/auth/phone/send', {
      name: adult.name,
      birthday: adult.birthYmd,
      gender: adult.gender,
      foreignerYn: adult.foreignerYn,
      mdn: adult.phoneNumber,
      telco: adult.telco,
      captchaUuid: crypto.randomUUID(),
      residentNumber: '9005052',
    });
    expect(withDigits.statusCode).toBe(400);
    expect(withDigits.body.errorCode).toBe('VALIDATION_FAILED');

    const { seq } = await verifyPerson(t, adult, { authId: 'kakao-rrn', authType: 'kakao' });
    const body = signupBody({ loginTicket: login.loginTicket, seq, person: adult, terms });
    const refused = await signup({ ...body, residentNumberBack: '2' });
    expect(refused.statusCode).toBe(400);
    expect((await signup(body)).statusCode).toBe(200);

    const [member] = await t.db.select().from(users);
    const columns = Object.keys(member ?? {});
    expect(columns).toEqual(expect.arrayContaining(['birthYmd', 'gender', 'foreignerYn']));
    for (const column of columns) expect(column).not.toMatch(/resident|rrn|jumin|ssn|idNumber/i);
    const stored = JSON.stringify([member, await verification(seq)]);
    expect(stored).not.toMatch(/900505|9005052/);
    expect(member).toMatchObject({ birthYmd: '1990-05-05', gender: 'F', foreignerYn: false });
  });

  it('is closed while a signup term has no version in force: 403 SIGNUP_CLOSED, nothing created, the verification kept', async () => {
    // TOS003's only version is still a draft: nobody can agree to it yet.
    await t.db
      .update(termsTable)
      .set({ displayYn: false, publishedAt: null })
      .where(eq(termsTable.termsCode, 'TOS003'));
    const { loginTicket, seq } = await readyToSignUp('kakao-closed');
    const open = terms.filter((term) => term.termsCode !== 'TOS003');
    const closed = await signup(signupBody({ loginTicket, seq, person: adult, terms: open }));
    expect(closed.statusCode).toBe(403);
    expect(closed.body).toMatchObject({
      errorCode: 'SIGNUP_CLOSED',
      message:
        '지금은 회원가입을 받지 않아요. 아직 이용약관이 게시되지 않았어요. 약관이 게시되면 가입할 수 있어요.',
    });
    await expectNothingCreated();
    expect((await verification(seq))?.consumedAt).toBeNull();

    // Published, the same visitor signs up with the same verification.
    await t.db
      .update(termsTable)
      .set({ displayYn: true, publishedAt: new Date() })
      .where(eq(termsTable.termsCode, 'TOS003'));
    const signedUp = await signup(signupBody({ loginTicket, seq, person: adult, terms }));
    expect(signedUp.statusCode, JSON.stringify(signedUp.body)).toBe(200);
  });

  it('a missing required term fails with TERMS_REQUIRED, creates nothing and keeps the verification for a retry', async () => {
    const { loginTicket, seq } = await readyToSignUp('kakao-terms');
    const unchecked = await signup(
      signupBody({ loginTicket, seq, person: adult, terms, agreed: ['TOS001', 'TOS002'] }),
    );
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.body).toMatchObject({
      errorCode: 'TERMS_REQUIRED',
      message: '필수 약관에 모두 동의해 주세요.',
    });
    const omitted = await signup(
      signupBody({
        loginTicket,
        seq,
        person: adult,
        terms: terms.filter((term) => term.termsCode !== 'TOS003'),
      }),
    );
    expect(omitted.body.errorCode).toBe('TERMS_REQUIRED');
    await expectNothingCreated();
    expect((await verification(seq))?.consumedAt).toBeNull();

    const retried = await signup(signupBody({ loginTicket, seq, person: adult, terms }));
    expect(retried.statusCode, JSON.stringify(retried.body)).toBe(200);
  });

  it('refuses a term that is not the current version', async () => {
    const { loginTicket, seq } = await readyToSignUp('kakao-old-terms');
    const v2 = await createTerm(t.db, { termsCode: 'TOS001', version: 2, requiredYn: true });
    const oldList = signupBody({ loginTicket, seq, person: adult, terms });
    const response = await signup(oldList);
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(signupMessages.unknownTerms);
    await expectNothingCreated();

    const current = terms.map((term) => (term.termsCode === 'TOS001' ? v2 : term));
    const ok = await signup(signupBody({ loginTicket, seq, person: adult, terms: current }));
    expect(ok.statusCode, JSON.stringify(ok.body)).toBe(200);
    const [consent] = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.termsCode, 'TOS001'));
    expect(consent).toMatchObject({ termsCode: 'TOS001', termsVersion: 2, agreed: true });
  });

  it('a forged, expired or altered login ticket fails with LOGIN_TICKET_EXPIRED and spends nothing', async () => {
    const { loginTicket, seq } = await readyToSignUp('kakao-ticket');
    const subject = {
      provider: 'kakao',
      subId: 'kakao-ticket',
      subsId: null,
      vipKeyIdx: null,
    } as const;
    const forged = await signLoginTicket(
      loginTicketKey({
        jwtSecret: 'another-secret-that-is-long-enough-000000',
        publicOrigin: t.config.publicOrigin,
      }),
      subject,
    );
    const expired = await signLoginTicket(
      loginTicketKey(t.config),
      subject,
      new Date(Date.now() - 31 * 60_000),
    );
    const [header, payload, signature] = loginTicket.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const altered = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: 'kakao-someone-else' })).toString('base64url'),
      signature,
    ].join('.');

    for (const ticket of [forged, expired, altered, 'not-a-ticket']) {
      const response = await signup(signupBody({ loginTicket: ticket, seq, person: adult, terms }));
      // 400, not 401: a 401 would make the client drop a member's session token.
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: 'LOGIN_TICKET_EXPIRED',
        message: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
      });
    }
    await expectNothingCreated();
    expect((await verification(seq))?.consumedAt).toBeNull();
    expect((await signup(signupBody({ loginTicket, seq, person: adult, terms }))).statusCode).toBe(
      200,
    );
  });

  it('details that differ from the verification fail, create nothing and keep the verification', async () => {
    const { loginTicket, seq } = await readyToSignUp('kakao-mismatch');
    for (const other of [
      { name: '김하나' },
      { phoneNumber: '01099998888' },
      { birthYmd: '1990-05-06' },
      { telco: '02' },
    ]) {
      const response = await signup(
        signupBody({ loginTicket, seq, person: { ...adult, ...other } as Person, terms }),
      );
      expect(response.statusCode, JSON.stringify(other)).toBe(400);
      expect(response.body.message).toBe(signupMessages.identityMismatch);
    }
    await expectNothingCreated();
    expect((await verification(seq))?.consumedAt).toBeNull();
  });

  it('a verification is spent by one signup only, even by two at once', async () => {
    const { loginTicket, seq } = await readyToSignUp('kakao-once');
    const body = signupBody({ loginTicket, seq, person: adult, terms });
    const answers = await Promise.all([signup(body), signup(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.body).toMatchObject({
      errorCode: 'OTP_EXPIRED',
      message: signupMessages.verificationSpent,
    });

    const again = await signup(body);
    expect(again.statusCode).toBe(400);
    expect(again.body.errorCode).toBe('OTP_EXPIRED');
    expect(await t.db.select().from(users)).toHaveLength(1);
    // Asking phone/verify again does not bring it back.
    const reverify = await verifyCode(t, seq, adult, '123456');
    expect(reverify.statusCode).toBe(400);
  });

  it('the same person signing up again with another login is ALREADY_MEMBER, and may link instead', async () => {
    const first = await signUpWith(t, { provider: 'kakao', accountId: 'kakao-first', terms });
    const login = await oauthLogin(t, 'tid', 'tid-second');
    const { seq, body } = await verifyPerson(t, adult, { authId: 'tid-second', authType: 'tid' });
    expect(body.data.overlapYn).toBe('Y');

    const response = await signup(
      signupBody({ loginTicket: login.loginTicket, seq, person: adult, terms, userType: 'tid' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.body).toMatchObject({
      errorCode: 'ALREADY_MEMBER',
      message: '이미 가입된 회원입니다. 기존 계정과 연결해 주세요.',
    });
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect((await verification(seq))?.consumedAt).toBeNull();

    const linked = await post(t, '/api/auth/link/account', {
      loginTicket: login.loginTicket,
      seq,
      userType: 'kakao',
      loginType: 'tid',
    });
    expect(linked.statusCode, JSON.stringify(linked.body)).toBe(200);
    const info = await post(t, '/api/getuserinfo', {}, linked.body.data.jwt);
    expect(info.body.data).toMatchObject({ userIdx: first.userIdx, userType: 'kakao,tid' });
  });

  it('refuses a verification made for another login in progress', async () => {
    const login = await oauthLogin(t, 'kakao', 'kakao-mine');
    const forOther = await verifyPerson(t, adult, { authId: 'kakao-theirs', authType: 'kakao' });
    const otherType = await verifyPerson(
      t,
      { ...adult, phoneNumber: '01012340000' },
      {
        authId: 'kakao-mine',
        authType: 'tid',
      },
    );
    for (const [seq, person] of [
      [forOther.seq, adult],
      [otherType.seq, { ...adult, phoneNumber: '01012340000' }],
    ] as const) {
      const response = await signup(
        signupBody({ loginTicket: login.loginTicket, seq, person, terms }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({
        errorCode: 'OTP_EXPIRED',
        message: signupMessages.verificationSpent,
      });
      expect((await verification(seq))?.consumedAt).toBeNull();
    }
    await expectNothingCreated();
  });

  it('under 14 without a guardian verification is refused', async () => {
    const { loginTicket, seq, verified } = await readyToSignUp('kakao-child', child);
    expect(verified.under14Yn).toBe('Y');
    // The server decides under 14 from the verified birth date, whatever the body says.
    const response = await signup(
      signupBody({ loginTicket, seq, person: child, terms }, { under14Yn: 'N' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body.message).toBe(signupMessages.guardianRequired);
    await expectNothingCreated();
    expect((await verification(seq))?.consumedAt).toBeNull();
  });

  it('under 14 with a guardian verification saves the guardian and their consent with the member', async () => {
    const { loginTicket, seq } = await readyToSignUp('kakao-child', child);
    const guardian = await verifyPerson(t, parent, {
      verifyType: 'identificationguardian',
      userSeq: seq,
    });
    expect(guardian.statusCode, JSON.stringify(guardian.body)).toBe(200);

    const response = await signup(
      signupBody(
        { loginTicket, seq, person: child, terms, guardianSeq: guardian.seq },
        { under14Yn: 'Y' },
      ),
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const { jwt, userIdx } = response.body.data;

    const [saved] = await t.db.select().from(legalGuardians);
    expect(saved).toMatchObject({
      userIdx,
      name: parent.name,
      birthYmd: parent.birthYmd,
      gender: parent.gender,
      telecomCode: parent.telco,
      phoneNumber: parent.phoneNumber,
      verificationSeq: guardian.seq,
    });
    expect(saved?.ci).toBe((await verification(guardian.seq))?.ci);
    const guardianConsents = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.subject, 'GUARDIAN'));
    expect(guardianConsents).toMatchObject([
      { userIdx, agreed: true, source: 'guardian', termsCode: null, termsVersion: null },
    ]);
    expect((await verification(seq))?.consumedAt).toBeInstanceOf(Date);
    expect((await verification(guardian.seq))?.consumedAt).toBeInstanceOf(Date);

    const shown = await post(t, '/api/getlegalguardian', {}, jwt);
    expect(getLegalGuardianResponse.parse(shown.body).data).toEqual({
      name: parent.name,
      birthYmd: parent.birthYmd,
      gender: parent.gender,
      telco: parent.telco,
      phoneNumber: parent.phoneNumber,
      foreignerYn: 'N',
    });
  });

  it('a guardian less than 18 years older is refused at verify, and at signup whatever the rows say', async () => {
    const { loginTicket, seq } = await readyToSignUp('kakao-child', child);
    const young: Person = { ...parent, birthYmd: bornYearsAgo(25) };
    const sent = await verifyPerson(t, young, {
      verifyType: 'identificationguardian',
      userSeq: seq,
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.body.errorCode).toBe('GUARDIAN_AGE_GAP');
    const withUnverified = await signup(
      signupBody({ loginTicket, seq, person: child, terms, guardianSeq: sent.seq }),
    );
    expect(withUnverified.statusCode).toBe(400);
    expect(withUnverified.body.message).toBe(signupMessages.guardianMismatch);

    // Defence in depth: a verified guardian row that does not meet the gap is refused too.
    const older = await verifyPerson(t, parent, {
      verifyType: 'identificationguardian',
      userSeq: seq,
    });
    expect(older.statusCode).toBe(200);
    await t.db
      .update(phoneVerifications)
      .set({ birthYmd: bornYearsAgo(25) })
      .where(eq(phoneVerifications.seq, older.seq));
    const response = await signup(
      signupBody({ loginTicket, seq, person: child, terms, guardianSeq: older.seq }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: 'GUARDIAN_AGE_GAP',
      message:
        '보호자 동의는 사용자와의 연령 차이가 18세 이상인 경우에만 가능합니다. 보호자 정보를 다시 한번 확인해 주세요.',
    });
    await expectNothingCreated();
    expect((await verification(seq))?.consumedAt).toBeNull();
    expect((await verification(older.seq))?.consumedAt).toBeNull();
  });

  it('TOS005 is offered, and can be required, only for MVNO carriers (04–06)', async () => {
    await t.db
      .update(termsTable)
      .set({ requiredYn: true })
      .where(eq(termsTable.termsCode, 'TOS005'));

    // SKT: TOS005 is not offered, so not agreeing to it is fine and nothing is recorded for it.
    const skt = await readyToSignUp('kakao-skt');
    const sktAnswer = await signup(
      signupBody({ loginTicket: skt.loginTicket, seq: skt.seq, person: adult, terms }),
    );
    expect(sktAnswer.statusCode, JSON.stringify(sktAnswer.body)).toBe(200);
    const sktCodes = (await t.db.select().from(consentRecords)).map((c) => c.termsCode);
    expect(sktCodes).not.toContain('TOS005');

    // SKT MVNO: TOS005 is offered and, being required here, must be agreed.
    const mvnoPerson: Person = {
      ...adult,
      name: '박지우',
      phoneNumber: '01077778888',
      telco: '04',
    };
    const mvno = await readyToSignUp('kakao-mvno', mvnoPerson);
    const refused = await signup(
      signupBody({ loginTicket: mvno.loginTicket, seq: mvno.seq, person: mvnoPerson, terms }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.errorCode).toBe('TERMS_REQUIRED');
    const agreed = await signup(
      signupBody({
        loginTicket: mvno.loginTicket,
        seq: mvno.seq,
        person: mvnoPerson,
        terms,
        agreed: [...REQUIRED_TERMS, 'TOS005'],
      }),
    );
    expect(agreed.statusCode, JSON.stringify(agreed.body)).toBe(200);
    const [member] = await t.db
      .select()
      .from(users)
      .where(eq(users.userIdx, agreed.body.data.userIdx));
    expect(member?.adInfoAgreementYn).toBe(true);
    const [tos005] = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.termsCode, 'TOS005'));
    expect(tos005).toMatchObject({ userIdx: member?.userIdx, agreed: true });
  });
});

describe('POST /api/auth/link/account', () => {
  it('a member who signed up with Kakao adds a T ID login after an SMS verification of themselves', async () => {
    const member = await signUpWith(t, { provider: 'kakao', accountId: 'kakao-owner', terms });
    const login = await oauthLogin(t, 'tid', 'tid-owner');
    expect(login.existYn).toBe('N');
    const { seq, body } = await verifyPerson(t, adult, { authId: 'tid-owner', authType: 'tid' });
    expect(body.data.overlapYn).toBe('Y');

    const linked = await post(t, '/api/auth/link/account', {
      loginTicket: login.loginTicket,
      seq,
      userType: 'kakao',
      loginType: 'tid',
      tidSubId: 'tid-owner',
      tidSubsId: login.tidSubsId,
    });
    expect(linked.statusCode, JSON.stringify(linked.body)).toBe(200);
    expect(linked.headers['cache-control']).toBe('no-store');
    expect((await verification(seq))?.consumedAt).toBeInstanceOf(Date);

    const info = await post(t, '/api/getuserinfo', {}, linked.body.data.jwt);
    expect(info.body.data).toMatchObject({
      userIdx: member.userIdx,
      userType: 'kakao,tid',
      loginType: 'tid',
      beforeUserType: 'kakao',
      kakaoSubId: 'kakao-owner',
      tidSubId: 'tid-owner',
      tidSubsId: login.tidSubsId,
    });

    const next = await oauthLogin(t, 'tid', 'tid-owner');
    expect(next).toMatchObject({
      existYn: 'Y',
      userIdx: member.userIdx,
      kakaoSubId: 'kakao-owner',
    });
  });

  it('a VIP key used by an existing member is linked to their account (loginType vip)', async () => {
    const member = await signUpWith(t, { provider: 'kakao', accountId: 'kakao-vip-owner', terms });
    const key = (await post(t, '/sandbox/api/vip-keys', {})).body.data;
    const vip = await post(t, '/api/auth/login/vip', { code: key.accessKey });
    expect(vip.body.data).toMatchObject({ existYn: 'N', vipAccesskey: key.accessKey });
    const { seq, body } = await verifyPerson(t, adult, { authType: 'vip' });
    expect(body.data.overlapYn).toBe('Y');

    const linked = await post(t, '/api/auth/link/account', {
      loginTicket: vip.body.data.loginTicket,
      seq,
      userType: 'kakao',
      loginType: 'vip',
    });
    expect(linked.statusCode, JSON.stringify(linked.body)).toBe(200);
    const [stored] = await t.db.select().from(vipAccessKeys);
    expect(stored?.userIdx).toBe(member.userIdx);
    const info = await post(t, '/api/getuserinfo', {}, linked.body.data.jwt);
    expect(info.body.data).toMatchObject({ userIdx: member.userIdx, loginType: 'vip' });

    const next = await post(t, '/api/auth/login/vip', { code: key.accessKey });
    expect(next.body.data).toMatchObject({ existYn: 'Y', userIdx: member.userIdx });
  });

  it('a second Kakao login for an account that has one is a CONFLICT', async () => {
    await signUpWith(t, { provider: 'kakao', accountId: 'kakao-one', terms });
    const login = await oauthLogin(t, 'kakao', 'kakao-two');
    const { seq } = await verifyPerson(t, adult, { authId: 'kakao-two', authType: 'kakao' });
    const response = await post(t, '/api/auth/link/account', {
      loginTicket: login.loginTicket,
      seq,
      userType: 'kakao',
      loginType: 'kakao',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toMatchObject({
      errorCode: 'CONFLICT',
      message: signupMessages.providerAlreadyLinked,
    });
    expect(await t.db.select().from(userIdentities)).toHaveLength(1);
    expect((await verification(seq))?.consumedAt).toBeNull();
  });

  it('a verification of a person without an account is NOT_FOUND; of another account, FORBIDDEN', async () => {
    const member = await signUpWith(t, { provider: 'kakao', accountId: 'kakao-someone', terms });
    const login = await oauthLogin(t, 'tid', 'tid-stranger');
    const stranger: Person = { ...adult, name: '이서준', phoneNumber: '01055556666' };
    const { seq } = await verifyPerson(t, stranger, { authId: 'tid-stranger', authType: 'tid' });
    const body = { loginTicket: login.loginTicket, seq, userType: 'kakao', loginType: 'tid' };
    const response = await post(t, '/api/auth/link/account', body);
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatchObject({
      errorCode: 'NOT_FOUND',
      message: signupMessages.noAccount,
    });

    const own = await verifyPerson(t, adult, { authId: 'tid-stranger', authType: 'tid' });
    const notYours = await post(t, '/api/auth/link/account', {
      ...body,
      seq: own.seq,
      userIdx: member.userIdx + 1,
    });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.body.message).toBe(signupMessages.notYourAccount);
    expect(await t.db.select().from(userIdentities)).toHaveLength(1);
  });

  it("a loginType other than the ticket's is refused with 400 before anything is spent", async () => {
    await signUpWith(t, { provider: 'kakao', accountId: 'kakao-typed', terms });
    const login = await oauthLogin(t, 'tid', 'tid-typed');
    const { seq } = await verifyPerson(t, adult, { authId: 'tid-typed', authType: 'tid' });
    const response = await post(t, '/api/auth/link/account', {
      loginTicket: login.loginTicket,
      seq,
      userType: 'kakao',
      loginType: 'kakao',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      message: signupMessages.loginTypeMismatch,
    });
    expect((await verification(seq))?.consumedAt).toBeNull();
  });
});

describe('POST /api/auth/save/legalguardian and /api/getlegalguardian', () => {
  const session = async (person: Person) => {
    const response = await post(t, '/sandbox/api/session', {
      name: person.name,
      birthYmd: person.birthYmd,
      gender: person.gender,
      phoneNumber: person.phoneNumber,
      telecomCode: person.telco,
      provider: 'kakao',
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { jwt: string; userIdx: number };
  };

  it('both need a member: 401 without a token', async () => {
    for (const [url, body] of [
      ['/api/auth/save/legalguardian', { seq: crypto.randomUUID() }],
      ['/api/getlegalguardian', {}],
    ] as const) {
      const response = await post(t, url, body);
      expect(response.statusCode, url).toBe(401);
      expect(response.body.errorCode).toBe('UNAUTHORIZED');
    }
  });

  it('getlegalguardian answers null for a member without a guardian', async () => {
    const { jwt } = await session(adult);
    const response = await post(t, '/api/getlegalguardian', {}, jwt);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ success: true, data: null });
  });

  it('records the guardian who verified for the member, once; getlegalguardian shows them without CI/DI', async () => {
    const { jwt, userIdx } = await session(child);
    const own = await verifyPerson(t, child);
    const guardian = await verifyPerson(t, parent, {
      verifyType: 'identificationguardian',
      userSeq: own.seq,
    });
    expect(guardian.statusCode).toBe(200);

    const saved = await post(t, '/api/auth/save/legalguardian', { seq: guardian.seq }, jwt);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ success: true, data: null });
    expect(await t.db.select().from(legalGuardians)).toMatchObject([
      { userIdx, name: parent.name, verificationSeq: guardian.seq },
    ]);
    expect(
      await t.db.select().from(consentRecords).where(eq(consentRecords.subject, 'GUARDIAN')),
    ).toMatchObject([{ userIdx, agreed: true, source: 'guardian' }]);

    const shown = await post(t, '/api/getlegalguardian', {}, jwt);
    expect(shown.body.data).toEqual({
      name: parent.name,
      birthYmd: parent.birthYmd,
      gender: parent.gender,
      telco: parent.telco,
      phoneNumber: parent.phoneNumber,
      foreignerYn: 'N',
    });
    const guardianCi = (await verification(guardian.seq))?.ci ?? '';
    expect(JSON.stringify(shown.body)).not.toContain(guardianCi);

    const again = await post(t, '/api/auth/save/legalguardian', { seq: guardian.seq }, jwt);
    expect(again.statusCode).toBe(400);
    expect(again.body.errorCode).toBe('OTP_EXPIRED');
  });

  it("refuses a guardian who verified for someone else's verification", async () => {
    const { jwt } = await session(adult);
    const someChild = await verifyPerson(t, child);
    const guardian = await verifyPerson(t, parent, {
      verifyType: 'identificationguardian',
      userSeq: someChild.seq,
    });
    const response = await post(t, '/api/auth/save/legalguardian', { seq: guardian.seq }, jwt);
    expect(response.statusCode).toBe(403);
    expect(response.body.errorCode).toBe('FORBIDDEN');
    expect(await t.db.select().from(legalGuardians)).toHaveLength(0);
    // Refused in the transaction: the guardian's verification is still there to use.
    expect((await verification(guardian.seq))?.consumedAt).toBeNull();
  });
});
