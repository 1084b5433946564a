import type { StaffTermsCode, StaffTermsVersion, TermsVersionStatus } from '@venue/contract';
import {
  PRIVACY_POLICY_CODE,
  PRIVACY_POLICY_NAME,
  type TermsCode,
  termsCatalog,
} from '@venue/contract/domain';

/** A version's state in the console's words (decision 028). */
export const termsStatusLabels: Record<TermsVersionStatus, string> = {
  DRAFT: '작성 중',
  SCHEDULED: '시행 예정',
  IN_FORCE: '시행 중',
  SUPERSEDED: '이전 버전',
};

/**
 * What the publish dialog says will happen: a required term asks every member who agreed to an
 * older version to agree again, from its effective day, before they can reserve or enter a draw.
 */
export function publishConsequence(version: StaffTermsVersion, today: string): string {
  const when =
    version.effectiveDate <= today ? '게시하는 즉시' : `시행일(${version.effectiveDate})부터`;
  const visible = `${when} 방문자에게 ${version.version}버전이 보여요. 게시한 버전은 고칠 수 없어요.`;
  if (version.requiredYn !== 'Y') return visible;
  return `${visible} 필수 약관이라 ${when === '게시하는 즉시' ? '지금부터' : '그날부터'} 이전 버전에 동의한 회원은 모두 다시 동의해야 예약·응모할 수 있어요.`;
}

/**
 * What a code is, before any version of it exists: its Korean name and whether
 * members must agree to it (the contract's terms catalog), and for the privacy policy, that it
 * is published for everyone to read, not agreed to.
 */
export function termsCodeInfo(code: StaffTermsCode): {
  name: string;
  requiredYn: 'Y' | 'N';
  note: string;
} {
  if (code === PRIVACY_POLICY_CODE) {
    return {
      name: PRIVACY_POLICY_NAME,
      requiredYn: 'N',
      note: '동의받지 않고 공개하는 문서예요. 방문자 화면 푸터의 개인정보처리방침 링크가 보여 줘요.',
    };
  }
  const entry = termsCatalog[code as TermsCode];
  const note = entry.required
    ? '필수 · 가입할 때 모든 회원이 동의해요. 게시하기 전에는 가입을 받을 수 없어요.'
    : code === 'TOS005'
      ? '선택 · 알뜰폰 회원에게만 보여요. 설정에서 언제든 바꿀 수 있어요.'
      : '선택 · 동의하지 않아도 가입할 수 있고, 설정에서 언제든 바꿀 수 있어요.';
  return { name: entry.name, requiredYn: entry.required ? 'Y' : 'N', note };
}
