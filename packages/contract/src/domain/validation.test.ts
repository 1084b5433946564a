import { describe, expect, it } from 'vitest';
import {
  allRequiredTermsChecked,
  digitsOnly,
  isEnglishOnly,
  isIpv4,
  isKoreanOnly,
  isNumbersOnly,
  isSixDigitCode,
  isValidBirth8,
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidPhone,
  isValidReservationContact,
  isVipAccessKey,
  sortTermsRequiredFirst,
  termsLabel,
} from './validation';

describe('names need at least 2 characters', () => {
  it.each([
    ['김', false],
    ['김하', true],
    ['  김  ', false],
    ['Jo', true],
    ['', false],
    ['가'.repeat(50), true],
    ['가'.repeat(51), false],
  ])('%j valid: %s', (name, expected) => {
    expect(isValidName(name)).toBe(expected);
  });
});

describe('phone numbers', () => {
  it.each([
    ['010-1234-5678', 11, '01012345678'],
    ['010 1234 56789', 11, '01012345678'],
    ['abc', 11, ''],
    ['12a3', undefined, '123'],
  ])('digitsOnly(%j, %s) keeps %j', (input, max, expected) => {
    expect(digitsOnly(input, max)).toBe(expected);
  });

  it.each([
    ['01012345678', true],
    ['01112345678', true],
    ['01612345678', true],
    ['01712345678', true],
    ['01812345678', true],
    ['01912345678', true],
    ['01212345678', false],
    ['0101234567', false],
    ['010123456789', false],
    ['010-1234-5678', false],
    ['02123456789', false],
  ])('%s is a valid mobile number: %s', (phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });

  it.each([
    ['01012345678', true],
    ['01112345678', false],
    ['0101234567', false],
    ['010123456789', false],
    ['0101234567a', false],
  ])('%s is a valid reservation contact (010 only): %s', (phone, expected) => {
    expect(isValidReservationContact(phone)).toBe(expected);
  });
});

describe('6-digit codes', () => {
  it.each([
    ['123456', true],
    ['000000', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 12345', false],
  ])('%j: %s', (code, expected) => {
    expect(isSixDigitCode(code)).toBe(expected);
  });
});

describe('email shape', () => {
  it.each([
    ['visitor@example.com', true],
    ['first.last+tag@mail.example.co.kr', true],
    ['a@b.kr', true],
    ['no-at.example.com', false],
    ['two@@example.com', false],
    ['space in@example.com', false],
    ['visitor@example', false],
    ['visitor@.example.com', false],
    ['visitor@example.c', false],
    ['@example.com', false],
    ['visitor@-example.com', false],
    [`${'a'.repeat(250)}@b.kr`, false],
  ])('%j: %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });
});

describe('password rule', () => {
  it.each([
    ['abcd123!', undefined, true, 'letter, digit and special, 8 long'],
    ['abc123!', undefined, false, 'only 7 characters'],
    ['abcdefgh!', undefined, false, 'no digit'],
    ['12345678!', undefined, false, 'no letter'],
    ['abcd1234', undefined, false, 'no special character'],
    ['abc 123!x', undefined, false, 'a space'],
    ['a!0123456789', undefined, false, 'contains 0123456789'],
    ['a!9876543210', undefined, false, 'contains 9876543210'],
    ['user01!!', 'user01!!', false, 'equal to the id'],
    ['User01!!', 'user01!!', false, 'equal to the id but for case'],
    ['user01!!x', 'user01!!', true, 'different from the id'],
  ])('%j (id %j) valid: %s — %s', (password, id, expected, _why) => {
    expect(isValidPassword(password, id)).toBe(expected);
  });
});

describe('character-class helpers', () => {
  it.each([
    ['20120310', true],
    ['20120230', false],
    ['2012031', false],
    ['2012-03-10', false],
  ])('birth date %j is 8 real digits: %s', (value, expected) => {
    expect(isValidBirth8(value)).toBe(expected);
  });

  it.each([
    [isNumbersOnly, '0123', true],
    [isNumbersOnly, '12a', false],
    [isNumbersOnly, '', false],
    [isEnglishOnly, 'Seongsu', true],
    [isEnglishOnly, 'Seong su', false],
    [isEnglishOnly, '성수', false],
    [isKoreanOnly, '성수', true],
    [isKoreanOnly, 'ㅅㅅ', false],
    [isKoreanOnly, '성수1', false],
    [isKoreanOnly, '', false],
    [isVipAccessKey, '20261122', true],
    [isVipAccessKey, '2026-11', false],
    [isVipAccessKey, '', false],
    [isVipAccessKey, '1'.repeat(65), false],
  ])('%o(%j) is %s', (fn, value, expected) => {
    expect(fn(value)).toBe(expected);
  });

  it.each([
    ['127.0.0.1', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['192.168.1.10', true],
    ['256.0.0.1', false],
    ['01.2.3.4', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['1.2.3.a', false],
    [' 1.2.3.4', false],
  ])('IPv4 %j: %s', (value, expected) => {
    expect(isIpv4(value)).toBe(expected);
  });
});

describe('terms', () => {
  it.each([
    [
      [
        { requiredYn: 'Y', checked: true },
        { requiredYn: 'N', checked: false },
      ],
      true,
    ],
    [
      [
        { requiredYn: 'Y', checked: true },
        { requiredYn: 'Y', checked: false },
      ],
      false,
    ],
    [[{ requiredYn: 'Y' }], false],
    [[{ requiredYn: 'N' }], true],
    [[], true],
  ] as const)('%j all required checked: %s', (terms, expected) => {
    expect(allRequiredTermsChecked(terms)).toBe(expected);
  });

  it('lists required terms first, keeping order, with (필수)/(선택) labels', () => {
    const terms = [
      { termsName: '마케팅', requiredYn: 'N' },
      { termsName: '이용약관', requiredYn: 'Y' },
      { termsName: '광고', requiredYn: 'N' },
      { termsName: '개인정보', requiredYn: 'Y' },
    ] as const;
    expect(sortTermsRequiredFirst(terms).map(termsLabel)).toEqual([
      '(필수) 이용약관',
      '(필수) 개인정보',
      '(선택) 마케팅',
      '(선택) 광고',
    ]);
  });
});
