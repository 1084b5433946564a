import { describe, expect, it } from 'vitest';
import { generateSmsCode, sandboxIdentityValues, sandboxSmsText } from './sandbox-identity-agency';

const person = { name: '김하늘', birthYmd: '1990-05-05', gender: 'F', phoneNumber: '01012345678' };

describe('sandboxIdentityValues', () => {
  it('gives the same person the same 88-character base64url CI and DI every time', () => {
    const first = sandboxIdentityValues('secret-a', person);
    expect(sandboxIdentityValues('secret-a', { ...person })).toEqual(first);
    expect(first.ci).toMatch(/^[A-Za-z0-9_-]{88}$/);
    expect(first.di).toMatch(/^[A-Za-z0-9_-]{88}$/);
    expect(first.ci).not.toBe(first.di);
  });

  it.each([
    ['name', { name: '김하나' }],
    ['birth date', { birthYmd: '1990-05-06' }],
    ['gender', { gender: 'M' }],
    ['phone', { phoneNumber: '01012345679' }],
  ])('gives another %s another CI', (_what, change) => {
    expect(sandboxIdentityValues('secret-a', { ...person, ...change }).ci).not.toBe(
      sandboxIdentityValues('secret-a', person).ci,
    );
  });

  it('depends on the server secret', () => {
    expect(sandboxIdentityValues('secret-b', person).ci).not.toBe(
      sandboxIdentityValues('secret-a', person).ci,
    );
  });
});

describe('sandbox SMS', () => {
  it('codes are six digits', () => {
    for (let i = 0; i < 200; i += 1) expect(generateSmsCode()).toMatch(/^\d{6}$/);
  });

  it("the text names the venue from its settings and the code, with the particle the code's Korean reading takes", () => {
    // 오십만 사천삼백십오 ends in a vowel: 를; 십이만 삼천사백오십육 in a consonant: 을.
    expect(sandboxSmsText('504315', '오렌지하우스 성수')).toBe(
      '[오렌지하우스 성수] 인증번호 [504315]를 입력해 주세요.',
    );
    expect(sandboxSmsText('123456', '오렌지하우스 성수')).toBe(
      '[오렌지하우스 성수] 인증번호 [123456]을 입력해 주세요.',
    );
    // A venue without settings yet: no name is made up.
    expect(sandboxSmsText('504312', null)).toBe('인증번호 [504312]를 입력해 주세요.');
  });
});
