import type { Terms } from '@venue/contract';
import {
  type AgreementFlag,
  isTermsCodeShownFor,
  sortTermsRequiredFirst,
  termsAgreementFlag,
} from '@venue/contract/domain';

/**
 * The rules of the signup terms page (spec 000 §3 Term, §5 Terms), pure so each is
 * tested on its own.
 */

/** Terms this member is offered, required first: TOS005 only to MVNO (알뜰폰, 04–06) carriers. */
export function visibleSignupTerms(terms: readonly Terms[], telco: string | null): Terms[] {
  return sortTermsRequiredFirst(terms.filter((t) => isTermsCodeShownFor(t.termsCode, telco)));
}

export type CheckAllState = 'checked' | 'unchecked' | 'mixed';

/** The all-check box: checked when every item is, unchecked when none is, else indeterminate. */
export function checkAllState(items: readonly boolean[]): CheckAllState {
  const count = items.filter(Boolean).length;
  if (items.length > 0 && count === items.length) return 'checked';
  return count === 0 ? 'unchecked' : 'mixed';
}

/** Every required term of the list is checked. */
export function requiredTermsAgreed(
  terms: readonly Terms[],
  checked: Readonly<Record<number, boolean>>,
): boolean {
  return terms.every((t) => t.requiredYn !== 'Y' || checked[t.termsIdx] === true);
}

/** Signup can be sent: the terms are loaded, every required one is agreed, and the age confirmed. */
export function canCompleteSignup(
  terms: readonly Terms[],
  checked: Readonly<Record<number, boolean>>,
  ageConfirmed: boolean,
): boolean {
  return terms.length > 0 && ageConfirmed && requiredTermsAgreed(terms, checked);
}

export type AgreementFlags = Record<AgreementFlag, 'Y' | 'N'>;

/**
 * The three agreement flags of the member record, from the optional terms that carry them
 * (contract `termsAgreementFlag`, the seeded terms and spec 000 §3):
 *
 * - TOS004 맞춤형 서비스를 위한 개인정보 수집·이용 동의 → userInfoAgreementYn
 * - TOS005 개인정보 제3자 제공 동의 (광고성 정보, MVNO carriers only) → adInfoAgreementYn
 * - TOS006 마케팅 정보 수신 동의 → marketingAgreementYn
 *
 * TOS001–TOS003 are the required service, personal-information and entrustment terms: they carry
 * no flag (signup is impossible without them). A flag whose term is not shown (TOS005 for a
 * non-MVNO carrier) or not checked is N.
 */
export function agreementFlags(
  terms: readonly Terms[],
  checked: Readonly<Record<number, boolean>>,
): AgreementFlags {
  const flags: AgreementFlags = {
    userInfoAgreementYn: 'N',
    adInfoAgreementYn: 'N',
    marketingAgreementYn: 'N',
  };
  for (const term of terms) {
    const flag = termsAgreementFlag[term.termsCode];
    if (flag && checked[term.termsIdx] === true) flags[flag] = 'Y';
  }
  return flags;
}

/** The consent record signup stores: every term shown, with the visitor's answer. */
export function signupTermsList(
  terms: readonly Terms[],
  checked: Readonly<Record<number, boolean>>,
): { termsIdx: number; termsCode: Terms['termsCode']; agreementYn: 'Y' | 'N' }[] {
  return terms.map((t) => ({
    termsIdx: t.termsIdx,
    termsCode: t.termsCode,
    agreementYn: checked[t.termsIdx] === true ? 'Y' : 'N',
  }));
}

/** Spec 000 §5: the age confirmation of /tos, by the under14 query. */
export function ageConfirmationLabel(under14: boolean): string {
  return under14 ? '만 14세 미만이며 법정대리인의 동의를 받았습니다' : '만 14세 이상입니다';
}
