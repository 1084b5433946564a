import type { StaffTermsVersion, TermsVersionStatus } from '@venue/contract';

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
