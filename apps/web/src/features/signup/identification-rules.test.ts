import { describe, expect, it } from 'vitest';
import type { AuthState, IdentifiedUser } from '../../stores/auth-store';
import {
  formatCountdown,
  identificationMessages,
  isCompleteCode,
  isCompletePhone,
  nameError,
  phoneError,
  phoneResendBody,
  phoneSendBody,
  residentBackMask,
  residentError,
  routeAfterVerify,
  sendFailureMessage,
  signupRedirect,
  verifyFailure,
} from './identification-rules';

const now = new Date('2026-11-22T12:00:00+09:00');

describe('the name step', () => {
  it.each([
    ['', identificationMessages.nameMin],
    ['김', identificationMessages.nameMin],
    ['  김  ', identificationMessages.nameMin],
    ['김하', null],
    ['김하늘', null],
    ['Jo', null],
  ])('%j → %j', (name, error) => {
    expect(nameError(name)).toBe(error);
  });

  it('asks for at least 2 characters in the spec words', () => {
    expect(identificationMessages.nameMin).toBe('최소 2글자 이상 입력해 주세요.');
  });
});

describe('the resident number step', () => {
  it.each([
    ['', '', identificationMessages.residentFront],
    ['90050', '1', identificationMessages.residentFront],
    ['9005a5', '1', identificationMessages.residentFront],
    ['900505', '', identificationMessages.residentDigit],
    ['900505', '9', identificationMessages.residentDigit],
    ['900505', '0', identificationMessages.residentDigit],
    ['901305', '1', identificationMessages.residentDate],
    ['900230', '2', identificationMessages.residentDate],
    // born after today
    ['261231', '3', identificationMessages.residentDate],
    ['900505', '1', null],
    ['900505', '2', null],
    ['160302', '3', null],
    ['851010', '5', null],
    ['200301', '8', null],
  ])('front %j and digit %j → %j', (front6, digit, error) => {
    expect(residentError(front6, digit, now)).toBe(error);
  });

  it('draws the rest of the 7-character back part as bullets after the digit', () => {
    expect(residentBackMask()).toBe('●●●●●●');
    expect(residentBackMask(3)).toBe('●●');
  });
});

describe('the phone step', () => {
  it.each([
    ['', null, false],
    ['0101234', null, false],
    ['0101234567', null, false],
    ['01012345678', null, true],
    ['01112345678', null, true],
    ['01912345678', null, true],
    ['02012345678', identificationMessages.phone, false],
    ['01212345678', identificationMessages.phone, false],
  ])('%j → error %j, complete %j', (phone, error, complete) => {
    expect(phoneError(phone)).toBe(error);
    expect(isCompletePhone(phone)).toBe(complete);
  });
});

describe('the SMS code step', () => {
  it.each([
    ['', false],
    ['12345', false],
    ['123456', true],
    ['12345a', false],
    ['1234567', false],
  ])('%j is a complete code: %j', (code, complete) => {
    expect(isCompleteCode(code)).toBe(complete);
  });

  it.each([
    [180, '03:00'],
    [179, '02:59'],
    [61, '01:01'],
    [60, '01:00'],
    [9, '00:09'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('counts %i seconds down as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it.each([
    [
      { errorCode: 'OTP_MISMATCH', message: 'x' },
      'wrong',
      '잘못된 인증번호입니다. 다시 시도해 주세요.',
    ],
    [
      { errorCode: 'OTP_ATTEMPTS_EXCEEDED', message: 'x' },
      'exceeded',
      '인증번호 오류 입력 건수가 초과되었습니다. 재전송버튼을 클릭해주세요.',
    ],
    [
      { errorCode: 'SOMETHING', message: 'x', resultCode: 6010 },
      'exceeded',
      '인증번호 오류 입력 건수가 초과되었습니다. 재전송버튼을 클릭해주세요.',
    ],
    [{ errorCode: 'OTP_EXPIRED', message: '만료' }, 'expired', '만료'],
    [{ errorCode: 'GUARDIAN_AGE_GAP', message: '연령 차이' }, 'guardianAgeGap', '연령 차이'],
    [{ errorCode: 'INTERNAL', message: '오류' }, 'alert', '오류'],
  ])('a failed verification %j is shown as %s', (error, kind, message) => {
    expect(verifyFailure(error)).toEqual({ kind, message });
  });
});

describe('a failed SMS send', () => {
  it('says 모든 정보를 정확하게 입력했는지 다시 한번 확인해 주세요. for a refusal', () => {
    expect(sendFailureMessage({ errorCode: 'VALIDATION_FAILED', message: '서버 문구' })).toBe(
      '모든 정보를 정확하게 입력했는지 다시 한번 확인해 주세요.',
    );
    expect(sendFailureMessage({ errorCode: 'SERVICE_UNAVAILABLE', message: '서버 문구' })).toBe(
      '모든 정보를 정확하게 입력했는지 다시 한번 확인해 주세요.',
    );
  });

  it("shows the server's words for limits and captcha problems", () => {
    const wait = '인증번호는 12초 후에 다시 받을 수 있습니다.';
    expect(sendFailureMessage({ errorCode: 'RATE_LIMITED', message: wait })).toBe(wait);
    expect(sendFailureMessage({ errorCode: 'CAPTCHA_MISMATCH', message: '보안문자' })).toBe(
      '보안문자',
    );
  });
});

describe('after verification', () => {
  it.each([
    [{ under14Yn: 'Y', overlapYn: 'N' }, '/identification14'],
    [{ under14Yn: 'Y', overlapYn: 'Y' }, '/identification14'],
    [{ under14Yn: 'N', overlapYn: 'Y' }, '/Integration'],
    [{ under14Yn: 'N', overlapYn: 'N' }, '/tos?under14=false'],
  ] as const)('%j goes to %s', (result, href) => {
    expect(routeAfterVerify(result)).toBe(href);
  });
});

describe('the signup page guard', () => {
  const user: IdentifiedUser = {
    seq: 's1',
    name: '김하늘',
    birthYmd: '1990-05-05',
    gender: 'F',
    foreignerYn: 'N',
    telco: '01',
    phoneNumber: '01012345678',
    overlapYn: 'N',
    under14Yn: 'N',
  };
  const login: Pick<AuthState, 'authType' | 'loginTicket' | 'userInfo' | 'legalguardianInfo'> = {
    authType: 'kakao',
    loginTicket: 't',
    userInfo: null,
    legalguardianInfo: null,
  };

  it('sends a direct visit without a login in progress to /login', () => {
    for (const page of [
      'identification',
      'identification14',
      'guardian',
      'integration',
      'tos',
    ] as const) {
      expect(signupRedirect(page, { ...login, authType: null })).toBe('/login');
      expect(signupRedirect(page, { ...login, loginTicket: null })).toBe('/login');
    }
  });

  it('lets /identification start, and sends later pages back to it until someone is verified', () => {
    expect(signupRedirect('identification', login)).toBeNull();
    expect(signupRedirect('tos', login)).toBe('/identification');
    expect(signupRedirect('integration', login)).toBe('/identification');
    expect(signupRedirect('tos', { ...login, userInfo: user })).toBeNull();
  });

  it('keeps an under-14 member away from /tos until a guardian is verified', () => {
    const child = { ...login, userInfo: { ...user, under14Yn: 'Y' as const } };
    expect(signupRedirect('tos', child, { under14: true })).toBe('/identification14');
    expect(signupRedirect('tos', { ...child, legalguardianInfo: user })).toBeNull();
  });
});

describe('the SMS send body', () => {
  const first = phoneSendBody({
    name: ' 김하늘 ',
    identity: { birthYmd: '1990-05-05', gender: 'F', foreignerYn: 'N' },
    phone: '01012345678',
    telco: '02',
    captchaUuid: 'c-uuid',
    verifyType: 'Identification',
    login: { authId: 'k-1', authType: 'kakao' },
  });

  it('carries the derived birth date, gender and foreigner flag, never resident digits', () => {
    expect(first).toEqual({
      name: '김하늘',
      birthday: '1990-05-05',
      gender: 'F',
      foreignerYn: 'N',
      mdn: '01012345678',
      telco: '02',
      resendYn: 'N',
      captchaUuid: 'c-uuid',
      verifyType: 'Identification',
      authId: 'k-1',
      authType: 'kakao',
    });
    expect(JSON.stringify(first)).not.toMatch(/900505/);
  });

  it('repeats the first send with the seq and resendYn Y on a resend', () => {
    expect(phoneResendBody(first, 'seq-1')).toEqual({ ...first, seq: 'seq-1', resendYn: 'Y' });
  });
});
