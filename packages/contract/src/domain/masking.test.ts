import { describe, expect, it } from 'vitest';
import { maskName, maskPhone } from './masking';

describe('maskName', () => {
  it.each([
    ['김하늘', '김*늘'],
    ['남궁하늘', '남**늘'],
    ['김하', '김*'],
    ['김', '*'],
    ['', ''],
    ['  이서준 ', '이*준'],
    ['Kim', 'K*m'],
  ])('%s → %s', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});

describe('maskPhone', () => {
  it.each([
    ['01012345678', '010-****-5678'],
    ['010-1234-5678', '010-****-5678'],
    ['0111234567', '011-***-4567'],
    ['1234567', '*******'],
    ['', ''],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
