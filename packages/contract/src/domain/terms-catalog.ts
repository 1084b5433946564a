import type { TermsCode } from './enums';

/**
 * What each terms code is (spec 000 §3, the demo seed): its Korean name and whether members must
 * agree to it. Spec 000 fixes the codes' meanings — TOS004–TOS006 are the optional consents the
 * settings toggles change — and signup needs the first three: the service terms, the consent to
 * collect personal information and the consent to entrust its processing to the identity agency
 * and the SMS sender. The console names a code by this before any version of it exists, and a
 * first draft starts from it; a published version's own name is what visitors read.
 */
export const termsCatalog: Readonly<Record<TermsCode, { name: string; required: boolean }>> = {
  TOS001: { name: '서비스 이용약관', required: true },
  TOS002: { name: '개인정보 수집 및 이용 동의', required: true },
  TOS003: { name: '개인정보 처리업무 위탁 동의', required: true },
  TOS004: { name: '맞춤형 서비스를 위한 개인정보 수집·이용 동의', required: false },
  TOS005: { name: '개인정보 제3자 제공 동의', required: false },
  TOS006: { name: '마케팅 정보 수신 동의', required: false },
};

/** The terms a visitor must be able to agree to before anyone can sign up. */
export const signupTermsCodes: readonly TermsCode[] = (
  Object.keys(termsCatalog) as TermsCode[]
).filter((code) => termsCatalog[code].required);

/**
 * The signup terms with no version in force among `inForceCodes`: while any is missing, signup
 * is closed (the server refuses it, the visitor's terms step says so, and the console's setup
 * checklist names them).
 */
export function missingSignupTerms(inForceCodes: Iterable<string>): TermsCode[] {
  const present = new Set(inForceCodes);
  return signupTermsCodes.filter((code) => !present.has(code));
}

/** What signup says while it is closed for lack of terms (the server's SIGNUP_CLOSED too). */
export const signupClosedMessages = {
  title: '지금은 회원가입을 받지 않아요',
  body: '아직 이용약관이 게시되지 않았어요. 약관이 게시되면 가입할 수 있어요.',
};

/**
 * The venue's privacy policy (개인정보처리방침, 개인정보 보호법 §30) is kept with the terms — versions,
 * drafts, publication by an ADMIN, the audit log — under a code of its own that is never offered
 * for agreement: a policy is published, not consented to.
 */
export const PRIVACY_POLICY_CODE = 'PRIVACY';
export const PRIVACY_POLICY_NAME = '개인정보처리방침';
