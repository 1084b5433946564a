import { describe, expect, it } from 'vitest';
import { formatPhone, maskName, maskPhone, personalData } from './masking';

describe('maskName', () => {
  it.each([
    ['김하늘', '김*늘'],
    ['이솔', '이*'],
    ['남궁민수', '남**수'],
    ['김', '김'],
    ['', ''],
    ['  박보검 ', '박*검'],
    ['Kim Ha', 'K****a'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});

describe('maskPhone', () => {
  it.each([
    ['01012345678', '010-****-5678'],
    ['010-1234-5678', '010-****-5678'],
    ['0111235678', '011-****-5678'],
    ['0212345678', '02-****-5678'],
    ['021235678', '02-****-5678'],
    ['12345', '****-2345'],
    ['1234', '****'],
    ['', ''],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('formatPhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0111235678', '011-123-5678'],
    ['0212345678', '02-1234-5678'],
    ['021235678', '02-123-5678'],
    ['12345', '12345'],
    ['010-****-5678', '010-****-5678'],
  ])('%s → %s', (phone, formatted) => {
    expect(formatPhone(phone)).toBe(formatted);
  });
});

describe('personalData', () => {
  const person = { name: '김하늘', phoneNumber: '01012345678' };
  it('ADMIN (full) sees the name and the phone written out', () => {
    expect(personalData(true, person)).toEqual({ name: '김하늘', phoneNumber: '010-1234-5678' });
  });
  it('STAFF see both masked', () => {
    expect(personalData(false, person)).toEqual({ name: '김*늘', phoneNumber: '010-****-5678' });
  });
  it('a field the entry did not collect stays null', () => {
    expect(personalData(false, { name: null, phoneNumber: null })).toEqual({
      name: null,
      phoneNumber: null,
    });
  });
});
