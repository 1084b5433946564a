import { describe, expect, it } from 'vitest';
import { newReserveEntryId } from '../domain/reserve-entry-id';
import { authCompleteSignupBody, authPhoneSendBody, authPhoneVerifyBody } from './auth';
import { bannerActionInsertBody, bannerListBody } from './banner';
import { captchaCheckBody } from './captcha';
import { birthDate, idNumber, idParam, isoDateTime, safeText, ymd } from './envelope';
import { noticeListResponse } from './notice';
import { programListBody } from './program';
import { reserveEntryInsertBody } from './reserve-entry';
import { termsPreviewBody, updateTermsInfoBody } from './terms';
import { frontVisitQuery } from './visit';

/** The first Korean message a schema gives for an input, or null when it passes. */
function firstMessage(
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? '');
}

describe('wire dates', () => {
  it.each([
    ['2026-11-22', null],
    ['2026-02-30', '날짜 형식이 올바르지 않습니다.'],
    ['2026/11/22', '날짜 형식이 올바르지 않습니다.'],
    [20261122, '날짜 형식이 올바르지 않습니다.'],
  ])('a calendar day %j gives %j', (value, message) => {
    expect(firstMessage(ymd, value)).toBe(message);
  });

  it.each([
    ['2026-11-22T10:00:00+09:00', true],
    ['2026-11-22T01:00:00.000Z', true],
    ['2026-11-22T10:00:00', false],
    ['2026-11-22', false],
  ])('an instant %j is accepted: %s', (value, ok) => {
    expect(isoDateTime.safeParse(value).success).toBe(ok);
  });

  it('accepts a notice list whose dates carry the Seoul offset', () => {
    const body = {
      success: true,
      resultCode: 200,
      message: '성공',
      data: [
        {
          noticeIdx: 1,
          noticeName: '운영 시간 안내',
          fixedYn: 'Y',
          writeDate: '2026-11-22T10:00:00+09:00',
          regDate: '2026-11-22T10:00:00+09:00',
          modDate: '2026-11-22T10:00:00+09:00',
          savePath: null,
        },
      ],
    };
    expect(noticeListResponse.safeParse(body).success).toBe(true);
  });
});

describe('reserveentry/insert', () => {
  const now = new Date('2026-11-22T05:30:05Z');
  const valid = {
    programIdx: 3,
    programInstanceIdx: 7,
    programType: 'RESERVATION',
    participantCnt: 2,
    programCategoryIdx: 1,
    userIdx: 10,
    name: '김하늘',
    phoneNumber: '01012345678',
    email: 'sky@example.com',
    agreementYn: 'Y',
    questionList: [{ programQuestionIdx: 1, answer: '3,4' }],
    reserveEntryId: newReserveEntryId('R', now),
    programTermList: [{ termsIdx: 2, agreementYn: 'Y' }],
  };

  it('accepts a complete entry', () => {
    expect(firstMessage(reserveEntryInsertBody, valid)).toBeNull();
  });

  it('accepts an entry without the fields the program does not collect', () => {
    const { name: _n, phoneNumber: _p, email: _e, questionList: _q, ...rest } = valid;
    expect(firstMessage(reserveEntryInsertBody, rest)).toBeNull();
  });

  it.each([
    [{ name: '김' }, '최소 2글자 이상 입력해 주세요.'],
    [{ name: '  김  ' }, '최소 2글자 이상 입력해 주세요.'],
    [{ phoneNumber: '01112345678' }, '연락처를 확인해 주세요.'],
    [{ phoneNumber: '010-1234-5678' }, '연락처를 확인해 주세요.'],
    [{ email: 'sky@example' }, '올바른 이메일을 입력해 주세요.'],
    [{ participantCnt: 0 }, '인원을 확인해 주세요.'],
    [{ reserveEntryId: 'R2611221430051' }, '예약 번호 형식이 올바르지 않습니다.'],
    [{ reserveEntryId: newReserveEntryId('A', now) }, '예약 번호 형식이 올바르지 않습니다.'],
    [{ programType: 'DEFAULT' }, null],
    [
      { questionList: [{ programQuestionIdx: 1, answer: 'ㄱ'.repeat(201) }] },
      '답변은 200자 이내로 입력해 주세요.',
    ],
  ])('rejects %j with %j', (override, message) => {
    const result = firstMessage(reserveEntryInsertBody, { ...valid, ...override });
    if (message === null) expect(result).not.toBeNull();
    else expect(result).toBe(message);
  });

  it('refuses fields it does not know', () => {
    expect(
      reserveEntryInsertBody.safeParse({ ...valid, residentNumber: '9001011234567' }).success,
    ).toBe(false);
  });
});

describe('terms calls', () => {
  it.each([
    [{ termsIdx: 3 }, null],
    [{ termsIdx: '3' }, null],
    [{ termsIdx: 0 }, '잘못된 약관 ID 입니다.'],
    [{ termsIdx: -1 }, '잘못된 약관 ID 입니다.'],
    [{ termsIdx: 'abc' }, '잘못된 약관 ID 입니다.'],
    [{ termsIdx: 1.5 }, '잘못된 약관 ID 입니다.'],
    [{}, '잘못된 약관 ID 입니다.'],
  ])('terms/preview %j gives %j', (body, message) => {
    expect(firstMessage(termsPreviewBody, body)).toBe(message);
  });

  it.each([
    [{ userIdx: 1, marketingAgreementYn: 'Y' }, true],
    [{ userIdx: 1, adInfoAgreementYn: 'N' }, true],
    [{ userIdx: 1 }, false],
    [{ userIdx: 1, marketingAgreementYn: 'Y', adInfoAgreementYn: 'Y' }, false],
    [{ userIdx: 1, marketingAgreementYn: 'yes' }, false],
  ])('updateTermsInfo %j is accepted: %s', (body, ok) => {
    expect(updateTermsInfoBody.safeParse(body).success).toBe(ok);
  });
});

describe('identity verification calls carry no resident-number digits', () => {
  const send = {
    name: '김하늘',
    birthday: '2014-05-05',
    gender: 'F',
    foreignerYn: 'N',
    mdn: '01012345678',
    telco: '04',
    captchaUuid: '0b6a3a8e-8a9e-4c55-9d8e-0d7f4c1f2a3b',
  };

  it('accepts a send request and defaults resendYn and verifyType', () => {
    expect(authPhoneSendBody.parse(send)).toMatchObject({
      resendYn: 'N',
      verifyType: 'Identification',
    });
  });

  it.each(['residentNumber', 'residentBack', 'rrn', 'jumin'])(
    'refuses an extra %s field',
    (field) => {
      expect(authPhoneSendBody.safeParse({ ...send, [field]: '4123456' }).success).toBe(false);
    },
  );

  it.each([
    [{ name: '김' }, '최소 2글자 이상 입력해 주세요.'],
    [{ mdn: '0101234567' }, '연락처를 확인해 주세요.'],
    [{ telco: '09' }, '통신사를 선택해 주세요.'],
    [{ birthday: '2014-02-30' }, '날짜 형식이 올바르지 않습니다.'],
  ])('rejects %j with %j', (override, message) => {
    expect(firstMessage(authPhoneSendBody, { ...send, ...override })).toBe(message);
  });

  it.each([
    ['Identification', true],
    ['identificationguardian', true],
    ['qrissue', true],
    ['qrissueguardian', true],
    ['identification', false],
    ['QRISSUE', false],
  ])('verifyType %s is accepted: %s', (verifyType, ok) => {
    const body = { seq: 'S1', mdn: '01012345678', otp: '123456', verifyType };
    expect(authPhoneVerifyBody.safeParse(body).success).toBe(ok);
  });

  it('rejects a code that is not 6 digits with the spec message', () => {
    const body = { seq: 'S1', mdn: '01012345678', otp: '12345', verifyType: 'qrissue' };
    expect(firstMessage(authPhoneVerifyBody, body)).toBe(
      '잘못된 인증번호입니다. 다시 시도해 주세요.',
    );
  });

  it('signup refuses ci and di from the client', () => {
    const signup = {
      loginTicket: 'ticket',
      seq: 'S1',
      userType: 'kakao',
      kakaoSubId: '123',
      name: '김하늘',
      birthYmd: '1990-05-05',
      gender: 'F',
      telco: '01',
      phoneNumber: '01012345678',
      foreignerYn: 'N',
      under14Yn: 'N',
      userInfoAgreementYn: 'Y',
      adInfoAgreementYn: 'N',
      marketingAgreementYn: 'N',
      termsList: [{ termsIdx: 1, termsCode: 'TOS001', agreementYn: 'Y' }],
    };
    expect(authCompleteSignupBody.safeParse(signup).success).toBe(true);
    expect(authCompleteSignupBody.safeParse({ ...signup, ci: 'x' }).success).toBe(false);
  });
});

describe('other inputs', () => {
  it.each([
    [{}, true],
    [{ startDate: '2026-11-22', floorIdx: 2, programCategoryIdxList: [1, 2] }, true],
    [{ startDate: '2026-11-31' }, false],
    [{ floorIdx: 0 }, false],
    [{ programCategoryIdxList: ['ALL'] }, false],
  ])('program/list %j is accepted: %s', (body, ok) => {
    expect(programListBody.safeParse(body).success).toBe(ok);
  });

  it('program/list takes no body at all', () => {
    expect(programListBody.safeParse(undefined).success).toBe(true);
  });

  it.each([
    [{ bannerType: 'POPUP', bannerDetailType: 'MAIN', bannerIdx: 3 }, true],
    [{ bannerType: 'MAIN', bannerDetailType: 'MAIN', bannerIdx: 3 }, true],
    [{ bannerType: 'LNB', bannerDetailType: 'LNB', bannerIdx: 1 }, true],
    [{ bannerType: 'POPUP', bannerDetailType: 'HOME', bannerIdx: 3 }, false],
    [{ bannerType: 'POPUP', bannerDetailType: 'MAIN' }, false],
  ])('banner/action/insert %j is accepted: %s', (body, ok) => {
    expect(bannerActionInsertBody.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ nServiceCheckYn: 'Y', telecomCode: '02' }, true],
    [{ telecomCode: null }, true],
    [undefined, true],
    [{ telecomCode: '07' }, false],
  ])('banner/list %j is accepted: %s', (body, ok) => {
    expect(bannerListBody.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ uuid: '0b6a3a8e-8a9e-4c55-9d8e-0d7f4c1f2a3b', answer: '123456' }, null],
    [
      { uuid: '0b6a3a8e-8a9e-4c55-9d8e-0d7f4c1f2a3b', answer: '12345' },
      '보안문자 6자리를 입력해 주세요.',
    ],
    [{ uuid: 'nope', answer: '123456' }, '보안문자를 새로 고쳐 주세요.'],
  ])('captcha/check %j gives %j', (body, message) => {
    expect(firstMessage(captchaCheckBody, body)).toBe(message);
  });

  it.each([
    [{ p: 'main', c: 'SUMMER_2026' }, true],
    [{}, true],
    [{ p: 'main', c: '<script>' }, false],
    [{ p: 'Main' }, false],
  ])('front/visit query %j is accepted: %s', (query, ok) => {
    expect(frontVisitQuery.safeParse(query).success).toBe(ok);
  });
});

describe('ids, text and dates a database can hold', () => {
  it.each([
    [1, null],
    [2147483647, null],
    ['2147483647', null],
    [2147483648, '번호가 올바르지 않습니다.'],
    ['99999999999', '번호가 올바르지 않습니다.'],
    [1e308, '번호는 정수여야 합니다.'],
    [0, '번호는 1 이상이어야 합니다.'],
    [-1, '번호는 1 이상이어야 합니다.'],
    [1.5, '번호는 정수여야 합니다.'],
    ['NaN', '번호는 숫자여야 합니다.'],
  ])('idParam %j gives %j', (value, message) => {
    expect(firstMessage(idParam, value)).toBe(message);
  });

  it('idNumber takes numbers only, 1..2147483647', () => {
    expect(firstMessage(idNumber(), 2147483647)).toBeNull();
    expect(firstMessage(idNumber(), 2147483648)).toBe('번호가 올바르지 않습니다.');
    expect(firstMessage(idNumber(), '1')).toBe('번호는 숫자여야 합니다.');
  });

  it.each([
    '\u0000',
    'a\u0000b',
    '\u0001',
    '\u0008',
    '\u000b',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u009f',
  ])('safeText refuses the control character in %j with a Korean message', (value) => {
    expect(firstMessage(safeText(), value)).toBe('허용되지 않는 문자가 포함되어 있어요.');
  });

  it('safeText keeps tabs, line breaks and every other character', () => {
    for (const value of ['첫 줄\n둘째 줄', 'a\r\nb', '\t들여쓰기', '이모지 😀', '\u00a0nbsp']) {
      expect(firstMessage(safeText(), value)).toBeNull();
    }
    expect(firstMessage(safeText('글자로 보내 주세요.'), 42)).toBe('글자로 보내 주세요.');
  });

  it.each([
    ['0000-01-01', false],
    ['1999-12-31', false],
    ['2000-01-01', true],
    ['2100-12-31', true],
    ['2101-01-01', false],
  ])('a venue day %s is accepted: %s', (value, ok) => {
    expect(ymd.safeParse(value).success).toBe(ok);
  });

  it.each([
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['1955-07-01', true],
    ['0000-01-01', false],
  ])('a birth date %s is accepted: %s', (value, ok) => {
    expect(birthDate.safeParse(value).success).toBe(ok);
  });

  it('the calls that take a birth date take one before 2000', () => {
    expect(
      authPhoneSendBody.safeParse({
        name: '김하늘',
        birthday: '1960-01-01',
        gender: 'F',
        foreignerYn: 'N',
        mdn: '01012345678',
        telco: '01',
        captchaUuid: '7d444840-9dc0-41d4-a4d8-000000000000',
      }).success,
    ).toBe(true);
  });
});
