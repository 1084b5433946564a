import type { StaffTermsVersion } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { publishConsequence } from './terms-status';

const draft: StaffTermsVersion = {
  termsIdx: 9,
  termsCode: 'TOS001',
  version: 2,
  requiredYn: 'Y',
  termsName: '서비스 이용약관',
  termsDescription: '<p>내용</p>',
  effectiveDate: '2026-05-05',
  status: 'DRAFT',
  publishedAt: null,
  regDate: '2026-05-01T10:00:00+09:00',
};

describe('publishConsequence', () => {
  it('warns that members agree again to a required term in force today', () => {
    expect(publishConsequence(draft, '2026-05-05')).toBe(
      '게시하는 즉시 방문자에게 2버전이 보여요. 게시한 버전은 고칠 수 없어요. 필수 약관이라 지금부터 이전 버전에 동의한 회원은 모두 다시 동의해야 예약·응모할 수 있어요.',
    );
  });

  it('names the effective day of a later version', () => {
    expect(publishConsequence(draft, '2026-05-01')).toContain('시행일(2026-05-05)부터 방문자에게');
    expect(publishConsequence(draft, '2026-05-01')).toContain('그날부터 이전 버전에 동의한 회원은');
  });

  it('asks nobody again for an optional term', () => {
    expect(publishConsequence({ ...draft, requiredYn: 'N' }, '2026-05-05')).not.toContain(
      '다시 동의',
    );
  });
});
