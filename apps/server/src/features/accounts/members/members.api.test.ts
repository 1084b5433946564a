import {
  addDays,
  getMainTitleInfoResponse,
  getUserInfoResponse,
  seoulToday,
} from '@venue/contract';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFloor,
  createMember,
  createProgram,
  createProgramInstance,
  createReserveEntry,
  createZone,
} from '../../../../test/factories';
import { issueQr, memberFor } from '../../../../test/qr-pass';
import {
  adult,
  createCurrentTerms,
  oauthLogin,
  post,
  REQUIRED_TERMS,
  signUpWith,
  signupBody,
  verifyPerson,
} from '../../../../test/signup-flow';
import { createOperator, staffLogin } from '../../../../test/staff-session';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { users } from '../../../db/schema';
import { memberTokenKey, signMemberToken } from '../session/session-tokens';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { SANDBOX_MODE: 'on' } });
});
afterEach(async () => {
  await t.close();
});

const CALLS = ['/api/getuserinfo', '/api/getMainTitleInfo'] as const;
const UNAUTHORIZED = {
  success: false,
  resultCode: 401,
  errorCode: 'UNAUTHORIZED',
  message: '로그인이 필요합니다.',
};

describe('POST /api/getuserinfo and /api/getMainTitleInfo', () => {
  it('answer the member in the contract shapes, without CI or DI', async () => {
    const terms = await createCurrentTerms(t.db);
    const { jwt, userIdx } = await signUpWith(t, {
      provider: 'kakao',
      accountId: 'kakao-info',
      terms,
      agreed: [...REQUIRED_TERMS, 'TOS006'],
    });

    const info = await post(t, '/api/getuserinfo', {}, jwt);
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('private, no-store');
    const user = getUserInfoResponse.parse(info.body).data;
    expect(user).toEqual({
      userIdx,
      name: adult.name,
      birthYmd: adult.birthYmd,
      gender: adult.gender,
      foreignerYn: 'N',
      userType: 'kakao',
      loginType: 'kakao',
      beforeUserType: null,
      kakaoSubId: 'kakao-info',
      kakaoSubsId: null,
      tidSubId: null,
      tidSubsId: null,
      telco: adult.telco,
      telecomCode: adult.telco,
      phoneNumber: adult.phoneNumber,
      email: null,
      qrAuthYn: 'N',
      qrUuid: null,
      lastQrIssuedDate: null,
      userInfoAgreementYn: 'N',
      adInfoAgreementYn: 'N',
      marketingAgreementYn: 'Y',
      checkInCount: 0,
      visitCount: 0,
      visitReminderYn: 'Y',
      participationPossibleYn: 'Y',
      bookingRestriction: null,
      regDate: expect.stringMatching(/\+09:00$/),
      reagreeTermsList: [],
    });
    const [row] = await t.db.select().from(users);
    const text = JSON.stringify(info.body);
    expect(text).not.toContain(row?.ci);
    expect(text).not.toContain(row?.di);
    expect(Object.keys(info.body.data)).not.toEqual(expect.arrayContaining(['ci']));
    expect(Object.keys(info.body.data)).not.toEqual(expect.arrayContaining(['di']));
    // spec 001: getuserinfo may name a program.
    expect((await post(t, '/api/getuserinfo', { programIdx: 3 }, jwt)).statusCode).toBe(200);

    const title = await post(t, '/api/getMainTitleInfo', {}, jwt);
    expect(title.statusCode).toBe(200);
    expect(title.headers['cache-control']).toBe('private, no-store');
    expect(getMainTitleInfoResponse.parse(title.body).data).toEqual({
      userName: adult.name,
      qrAuthYn: 'N',
      visitCnt: 0,
      loginCnt: 1,
      reserveEntryList: [],
      lastCheckInFloorIdx: null,
    });
  });

  it("loginType follows the login of the token: Kakao's or T ID's, for one member", async () => {
    const terms = await createCurrentTerms(t.db);
    const kakao = await signUpWith(t, { provider: 'kakao', accountId: 'kakao-both', terms });
    const login = await oauthLogin(t, 'tid', 'tid-both');
    const { seq } = await verifyPerson(t, adult, { authId: 'tid-both', authType: 'tid' });
    const linked = await post(t, '/api/auth/link/account', {
      loginTicket: login.loginTicket,
      seq,
      userType: 'kakao',
      loginType: 'tid',
    });
    expect(linked.statusCode, JSON.stringify(linked.body)).toBe(200);

    const viaKakao = (await post(t, '/api/getuserinfo', {}, kakao.jwt)).body.data;
    const viaTid = (await post(t, '/api/getuserinfo', {}, linked.body.data.jwt)).body.data;
    expect(viaKakao).toMatchObject({
      userType: 'kakao,tid',
      loginType: 'kakao',
      beforeUserType: 'tid',
    });
    expect(viaTid).toMatchObject({
      userType: 'kakao,tid',
      loginType: 'tid',
      beforeUserType: 'kakao',
    });
    expect(viaTid.userIdx).toBe(kakao.userIdx);
  });

  it('answer 401 without a token, and after logout', async () => {
    const member = await createMember(t.db);
    const token = await signMemberToken(memberTokenKey(t.config), member);
    for (const url of CALLS) {
      const response = await post(t, url, {});
      expect(response.statusCode, url).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED);
      expect((await post(t, url, {}, token)).statusCode, url).toBe(200);
    }
    expect((await post(t, '/api/auth/logout', {}, token)).statusCode).toBe(200);
    for (const url of CALLS) {
      const response = await post(t, url, {}, token);
      expect(response.statusCode, url).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    }
  });
});

describe('tampered tokens on /api/getuserinfo', () => {
  const secret = (text: string) => new TextEncoder().encode(text);
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claimsFor = (userIdx: number) => {
    const iat = Math.floor(Date.now() / 1000);
    return {
      sub: String(userIdx),
      ver: 0,
      typ: 'member',
      lt: 'kakao',
      iss: t.config.publicOrigin,
      aud: 'venue-web',
      iat,
      exp: iat + 3600,
      jti: crypto.randomUUID(),
    };
  };

  it('alg none and a token signed with another secret are 401', async () => {
    const member = await createMember(t.db);
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsFor(member.userIdx))}.`;
    const otherSecret = await new SignJWT(claimsFor(member.userIdx))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret('a-different-secret-of-sufficient-length-!'));
    for (const token of [none, otherSecret]) {
      const response = await post(t, '/api/getuserinfo', {}, token);
      expect(response.statusCode).toBe(401);
      expect(response.body).toEqual(UNAUTHORIZED);
    }
  });

  it('a genuine token past its expiry is 498 TOKEN_EXPIRED', async () => {
    const member = await createMember(t.db);
    const expired = await signMemberToken(
      memberTokenKey(t.config),
      member,
      new Date(Date.now() - 15 * 24 * 3600_000),
    );
    const response = await post(t, '/api/getuserinfo', {}, expired);
    expect(response.statusCode).toBe(498);
    expect(response.body).toEqual({
      success: false,
      resultCode: 498,
      errorCode: 'TOKEN_EXPIRED',
      message: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
    });
  });

  it('a login ticket is not a member token, and a member token is not a login ticket', async () => {
    await createCurrentTerms(t.db);
    const login = await oauthLogin(t, 'kakao', 'kakao-kinds');
    const asToken = await post(t, '/api/getuserinfo', {}, login.loginTicket);
    expect(asToken.statusCode).toBe(401);
    expect(asToken.body).toEqual(UNAUTHORIZED);

    const member = await createMember(t.db);
    const memberToken = await signMemberToken(memberTokenKey(t.config), {
      ...member,
      loginType: 'kakao',
    });
    const { seq } = await verifyPerson(t, adult, { authId: 'kakao-kinds', authType: 'kakao' });
    const asTicket = await post(
      t,
      '/api/auth/complete/signup',
      signupBody(
        { loginTicket: memberToken, seq, person: adult, terms: [] },
        {
          termsList: [{ termsIdx: 1, termsCode: 'TOS001', agreementYn: 'Y' }],
        },
      ),
    );
    expect(asTicket.statusCode).toBe(400);
    expect(asTicket.body.errorCode).toBe('LOGIN_TICKET_EXPIRED');
    expect(await t.db.select().from(users)).toHaveLength(1);
  });
});

describe('POST /api/getMainTitleInfo reserveEntryList', () => {
  it('lists the entries that can still greet, nearest first: not cancelled, from yesterday on or announced from today', async () => {
    const member = await createMember(t.db);
    const token = await signMemberToken(memberTokenKey(t.config), member);
    const today = seoulToday(new Date());
    const floor = await createFloor(t.db, { floorName: '2F', floorLabel: '2층' });
    const zone = await createZone(t.db, { floorIdx: floor.floorIdx, zoneName: '라운지' });
    const entryOn = async (
      daysAhead: number,
      overrides: { status?: string; programType?: string; announcementInDays?: number } = {},
    ) => {
      const program = await createProgram(t.db, {
        zoneIdx: zone.zoneIdx,
        programType: overrides.programType ?? 'RESERVATION',
        ...(overrides.announcementInDays === undefined
          ? {}
          : {
              winnerAnnouncementDate: new Date(
                `${addDays(today, overrides.announcementInDays)}T18:00:00+09:00`,
              ),
            }),
      });
      const instance = await createProgramInstance(t.db, program.programIdx, {
        execDate: addDays(today, daysAhead),
      });
      return createReserveEntry(t.db, {
        userIdx: member.userIdx,
        programIdx: program.programIdx,
        programInstanceIdx: instance.programInstanceIdx,
        programType: overrides.programType ?? 'RESERVATION',
        status: overrides.status ?? 'CONFIRM',
      });
    };
    const inTwoDays = await entryOn(2);
    const yesterday = await entryOn(-1);
    await entryOn(-2);
    await entryOn(3, { status: 'CANCEL' });
    const draw = await entryOn(-5, {
      programType: 'APPLICATION',
      status: 'ATTEND',
      announcementInDays: 0,
    });
    const other = await createMember(t.db);
    const program = await createProgram(t.db);
    await createReserveEntry(t.db, { userIdx: other.userIdx, programIdx: program.programIdx });

    const { body } = await post(t, '/api/getMainTitleInfo', {}, token);

    const list = getMainTitleInfoResponse.parse(body).data.reserveEntryList;
    expect(list.map((e) => e.reserveEntryIdx)).toEqual([
      draw.reserveEntryIdx,
      yesterday.reserveEntryIdx,
      inTwoDays.reserveEntryIdx,
    ]);
    expect(list[2]).toMatchObject({
      floorIdx: floor.floorIdx,
      floorName: '2F',
      zoneName: '라운지',
      execDate: addDays(today, 2),
      status: 'CONFIRM',
    });
    expect(list[0]?.winnerAnnouncementDate).toBe(`${today}T18:00:00+09:00`);
  });
});

// The in-venue home opens on the floor where the member last checked in today.
describe('getMainTitleInfo lastCheckInFloorIdx', () => {
  it('is the floor of the last check-in today at a zone or a program, never the entrance', async () => {
    const operator = await createOperator(t.db, { role: 'STAFF' });
    const cookie = await staffLogin(t.app, operator.loginId, operator.password);
    const checkIn = async (body: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/staff/checkin',
        payload: body,
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const lastFloor = async (token: string) => {
      const title = await post(t, '/api/getMainTitleInfo', {}, token);
      return getMainTitleInfoResponse.parse(title.body).data.lastCheckInFloorIdx;
    };
    const ground = await createFloor(t.db, { floorName: '1F', floorLabel: '1층' });
    const second = await createFloor(t.db, { floorName: '2F', floorLabel: '2층' });
    const lounge = await createZone(t.db, { floorIdx: second.floorIdx, zoneName: 'The Lounge' });
    const hall = await createZone(t.db, { floorIdx: ground.floorIdx, zoneName: 'Main Hall' });
    const program = await createProgram(t.db, { zoneIdx: hall.zoneIdx });

    const { token } = await memberFor(t, adult);
    const qr = await issueQr(t, adult, token);
    expect(await lastFloor(token)).toBeNull();

    await checkIn({ qrValue: qr.qrUuid });
    expect(await lastFloor(token), 'the entrance names no floor').toBeNull();

    await checkIn({ qrValue: qr.qrUuid, programIdx: program.programIdx });
    expect(await lastFloor(token), "a program's floor is its zone's").toBe(ground.floorIdx);

    await checkIn({ qrValue: qr.qrUuid, zoneIdx: lounge.zoneIdx });
    expect(await lastFloor(token)).toBe(second.floorIdx);
  });
});
