import type { Terms } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import {
  ageConfirmationLabel,
  agreementFlags,
  canCompleteSignup,
  checkAllState,
  requiredTermsAgreed,
  signupTermsList,
  visibleSignupTerms,
} from './terms-rules';

function term(idx: number, code: Terms['termsCode'], requiredYn: 'Y' | 'N'): Terms {
  return {
    termsIdx: idx,
    termsCode: code,
    version: 1,
    requiredYn,
    termsName: `약관 ${code}`,
    termsDescription: '<p>내용</p>',
  };
}

// Served in a shuffled order on purpose.
const served = [
  term(6, 'TOS006', 'N'),
  term(1, 'TOS001', 'Y'),
  term(4, 'TOS004', 'N'),
  term(2, 'TOS002', 'Y'),
  term(5, 'TOS005', 'N'),
  term(3, 'TOS003', 'Y'),
];

describe('the terms shown on /tos', () => {
  it('puts required terms first, each group keeping its order', () => {
    expect(visibleSignupTerms(served, '04').map((t) => t.termsCode)).toEqual([
      'TOS001',
      'TOS002',
      'TOS003',
      'TOS006',
      'TOS004',
      'TOS005',
    ]);
  });

  it.each([
    ['01', false],
    ['02', false],
    ['03', false],
    ['04', true],
    ['05', true],
    ['06', true],
    [null, false],
  ])('shows TOS005 to carrier %j: %j', (telco, shown) => {
    const codes = visibleSignupTerms(served, telco).map((t) => t.termsCode);
    expect(codes.includes('TOS005')).toBe(shown);
    expect(codes).toHaveLength(shown ? 6 : 5);
  });
});

describe('the all-check box', () => {
  it.each([
    [[], 'unchecked'],
    [[false, false], 'unchecked'],
    [[true, false], 'mixed'],
    [[false, true, false], 'mixed'],
    [[true, true], 'checked'],
  ] as const)('%j → %s', (items, state) => {
    expect(checkAllState(items)).toBe(state);
  });
});

describe('completing signup', () => {
  const shown = visibleSignupTerms(served, '01');
  const requiredOnly = { 1: true, 2: true, 3: true };

  it('needs every required term and the age confirmation', () => {
    expect(requiredTermsAgreed(shown, requiredOnly)).toBe(true);
    expect(requiredTermsAgreed(shown, { 1: true, 2: true })).toBe(false);
    expect(canCompleteSignup(shown, requiredOnly, true)).toBe(true);
    expect(canCompleteSignup(shown, requiredOnly, false)).toBe(false);
    expect(canCompleteSignup(shown, { ...requiredOnly, 3: false, 4: true }, true)).toBe(false);
    expect(canCompleteSignup([], {}, true)).toBe(false);
  });

  it('maps TOS004, TOS005 and TOS006 to the three agreement flags', () => {
    const all = visibleSignupTerms(served, '05');
    expect(agreementFlags(all, requiredOnly)).toEqual({
      userInfoAgreementYn: 'N',
      adInfoAgreementYn: 'N',
      marketingAgreementYn: 'N',
    });
    expect(agreementFlags(all, { ...requiredOnly, 4: true, 5: true, 6: true })).toEqual({
      userInfoAgreementYn: 'Y',
      adInfoAgreementYn: 'Y',
      marketingAgreementYn: 'Y',
    });
    expect(agreementFlags(all, { ...requiredOnly, 6: true })).toEqual({
      userInfoAgreementYn: 'N',
      adInfoAgreementYn: 'N',
      marketingAgreementYn: 'Y',
    });
  });

  it('never agrees to TOS005 for a carrier that was not shown it', () => {
    expect(agreementFlags(shown, { 5: true }).adInfoAgreementYn).toBe('N');
  });

  it('records every term shown with the answer', () => {
    expect(signupTermsList(shown, { ...requiredOnly, 6: true })).toEqual([
      { termsIdx: 1, termsCode: 'TOS001', agreementYn: 'Y' },
      { termsIdx: 2, termsCode: 'TOS002', agreementYn: 'Y' },
      { termsIdx: 3, termsCode: 'TOS003', agreementYn: 'Y' },
      { termsIdx: 6, termsCode: 'TOS006', agreementYn: 'Y' },
      { termsIdx: 4, termsCode: 'TOS004', agreementYn: 'N' },
    ]);
  });

  it('asks the age confirmation of the under14 query', () => {
    expect(ageConfirmationLabel(false)).toBe('만 14세 이상입니다');
    expect(ageConfirmationLabel(true)).toBe('만 14세 미만이며 법정대리인의 동의를 받았습니다');
  });
});
