import { describe, expect, it } from 'vitest';
import {
  birthYmdFromResident,
  matchesVerifiedIdentity,
  residentDigitFor,
  residentDigitInfo,
  residentIdentity,
} from './resident-number';

describe('residentDigitInfo', () => {
  it.each([
    ['1', 'M', 1900, 'N'],
    ['2', 'F', 1900, 'N'],
    ['3', 'M', 2000, 'N'],
    ['4', 'F', 2000, 'N'],
    ['5', 'M', 1900, 'Y'],
    ['6', 'F', 1900, 'Y'],
    ['7', 'M', 2000, 'Y'],
    ['8', 'F', 2000, 'Y'],
  ] as const)(
    'back digit %s means gender %s, born %s, foreigner %s',
    (digit, gender, century, foreignerYn) => {
      expect(residentDigitInfo(digit)).toEqual({ gender, century, foreignerYn });
    },
  );

  it.each(['0', '9', '', '12', 'a', ' 1', '١'])('rejects the back digit %j', (digit) => {
    expect(residentDigitInfo(digit)).toBeNull();
  });
});

describe('birthYmdFromResident', () => {
  it.each([
    ['900101', '1', '1990-01-01'],
    ['991231', '2', '1999-12-31'],
    ['050615', '3', '2005-06-15'],
    ['120229', '4', '2012-02-29'],
    ['851010', '5', '1985-10-10'],
    ['000101', '6', '1900-01-01'],
    ['200301', '7', '2020-03-01'],
    ['000101', '8', '2000-01-01'],
  ])('front %s with back digit %s is born %s', (front, digit, birth) => {
    expect(birthYmdFromResident(front, digit)).toBe(birth);
  });

  it.each([
    ['900230', '1', 'February 30th'],
    ['130229', '3', '29 February of a common year'],
    ['901301', '1', 'month 13'],
    ['900100', '1', 'day 0'],
    ['90010', '1', 'five digits'],
    ['9001011', '1', 'seven digits'],
    ['90-101', '1', 'a dash'],
    ['900101', '9', 'an 1800s digit'],
  ])('rejects %s-%s (%s)', (front, digit) => {
    expect(birthYmdFromResident(front, digit)).toBeNull();
  });
});

describe('residentIdentity', () => {
  const now = new Date('2026-03-10T03:00:00Z');

  it('gives birth date, gender and foreigner flag together', () => {
    expect(residentIdentity('100315', '4', now)).toEqual({
      birthYmd: '2010-03-15',
      gender: 'F',
      foreignerYn: 'N',
    });
  });

  it('rejects a birth date after today in Seoul', () => {
    expect(residentIdentity('260311', '3', now)).toBeNull();
    expect(residentIdentity('260310', '3', now)).not.toBeNull();
  });
});

describe('residentDigitFor', () => {
  it.each([
    ['1990-01-01', 'M', 'N', '1'],
    ['1990-01-01', 'F', 'N', '2'],
    ['2005-01-01', 'M', 'N', '3'],
    ['2005-01-01', 'F', 'N', '4'],
    ['1990-01-01', 'M', 'Y', '5'],
    ['19900101', 'F', 'Y', '6'],
    ['2005-01-01', 'M', 'Y', '7'],
    ['2005-01-01', 'F', 'Y', '8'],
  ] as const)(
    'born %s, %s, foreigner %s has back digit %s',
    (birthYmd, gender, foreignerYn, digit) => {
      expect(residentDigitFor({ birthYmd, gender, foreignerYn })).toBe(digit);
    },
  );

  it('has no digit for a birth outside 1900–2099', () => {
    expect(residentDigitFor({ birthYmd: '1899-12-31', gender: 'M', foreignerYn: 'N' })).toBeNull();
  });
});

describe('matchesVerifiedIdentity (under-14 confirmation)', () => {
  const verified = {
    name: '김하늘',
    birthYmd: '2014-05-05',
    gender: 'F',
    foreignerYn: 'N',
  } as const;

  it.each([
    [{ name: '김하늘', front6: '140505', digit: '4' }, true],
    [{ name: ' 김하늘 ', front6: '140505', digit: '4' }, true],
    [{ name: '김하늘', front6: '140505', digit: '3' }, false],
    [{ name: '김하늘', front6: '140506', digit: '4' }, false],
    [{ name: '김하', front6: '140505', digit: '4' }, false],
    [{ name: '김하늘', front6: '140505', digit: '8' }, false],
  ])('typed %j matches the verified identity: %s', (typed, expected) => {
    expect(matchesVerifiedIdentity(typed, verified)).toBe(expected);
  });
});
