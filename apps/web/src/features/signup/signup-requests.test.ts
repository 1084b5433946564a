import type { Terms } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import type { IdentifiedUser } from '../../stores/auth-store';
import { completeSignupBody, linkAccountBody, providerIds } from './signup-requests';

const user: IdentifiedUser = {
  seq: 'seq-1',
  name: '김하늘',
  birthYmd: '1990-05-05',
  gender: 'F',
  foreignerYn: 'N',
  telco: '01',
  phoneNumber: '01012345678',
  overlapYn: 'N',
  under14Yn: 'N',
};
const tos001: Terms = {
  termsIdx: 1,
  termsCode: 'TOS001',
  version: 1,
  requiredYn: 'Y',
  termsName: '서비스 이용약관',
  termsDescription: '',
};
const login = {
  authId: 'sub',
  authSubsId: 'subs',
  authType: 'kakao' as const,
  loginTicket: 'ticket',
  userInfo: user,
  legalguardianInfo: null,
};

describe('the provider ids sent with signup and linking', () => {
  it.each([
    ['kakao', { kakaoSubId: 'sub', kakaoSubsId: 'subs' }],
    ['tid', { tidSubId: 'sub', tidSubsId: 'subs' }],
    ['vip', {}],
    [null, {}],
  ] as const)('%s → %j', (authType, ids) => {
    expect(providerIds({ authType, authId: 'sub', authSubsId: 'subs' })).toEqual(ids);
  });
});

describe('the signup body', () => {
  it('needs a login in progress and a verified person', () => {
    expect(completeSignupBody({ ...login, loginTicket: null }, [tos001], {})).toBeNull();
    expect(completeSignupBody({ ...login, userInfo: null }, [tos001], {})).toBeNull();
    expect(linkAccountBody({ ...login, authType: null })).toBeNull();
  });

  it('names the guardian verification only for an under-14 member', () => {
    const guardian = { ...user, seq: 'seq-guardian' };
    expect(
      completeSignupBody({ ...login, legalguardianInfo: guardian }, [tos001], { 1: true }),
    ).not.toHaveProperty('guardianSeq');
    expect(
      completeSignupBody(
        { ...login, userInfo: { ...user, under14Yn: 'Y' }, legalguardianInfo: guardian },
        [tos001],
        { 1: true },
      ),
    ).toMatchObject({ guardianSeq: 'seq-guardian', under14Yn: 'Y' });
  });
});
