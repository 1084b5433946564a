import type { CollectInfo } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { type InfoValues, infoIssues } from './info-rules';

const collect = (over: Partial<CollectInfo> = {}): CollectInfo => ({
  nameCollectYn: 'Y',
  nameRequiredYn: 'Y',
  contactCollectYn: 'Y',
  contactRequiredYn: 'Y',
  emailCollectYn: 'Y',
  emailRequiredYn: 'N',
  programTermList: [
    { termsIdx: 1, termsName: '개인정보 수집 및 이용', requiredYn: 'Y', termsDescription: '' },
    { termsIdx: 2, termsName: '마케팅 수신', requiredYn: 'N', termsDescription: '' },
  ],
  ...over,
});
const values = (over: Partial<InfoValues> = {}): InfoValues => ({
  name: '김하늘',
  phoneNumber: '01012345678',
  email: '',
  agreedTerms: [1],
  ...over,
});

describe('info confirmation (spec 001 §5)', () => {
  it('is valid with a name, a 010 contact, no optional email and the required term', () => {
    expect(infoIssues(collect(), values())).toMatchObject({ valid: true, termsMissing: false });
  });

  it.each([
    [
      'a one-letter required name',
      values({ name: '김' }),
      'name',
      '최소 2글자 이상 입력해 주세요.',
    ],
    [
      'a contact of 10 digits',
      values({ phoneNumber: '0101234567' }),
      'phoneNumber',
      '연락처를 확인해 주세요.',
    ],
    [
      'a contact not starting 010',
      values({ phoneNumber: '01112345678' }),
      'phoneNumber',
      '연락처를 확인해 주세요.',
    ],
    [
      'an empty required contact',
      values({ phoneNumber: '' }),
      'phoneNumber',
      '연락처를 확인해 주세요.',
    ],
    [
      'a malformed optional email',
      values({ email: 'a@b' }),
      'email',
      '올바른 이메일을 입력해 주세요.',
    ],
  ] as const)('refuses %s with its help text', (_, given, field, message) => {
    const issues = infoIssues(collect(), given);
    expect(issues[field]).toBe(message);
    expect(issues.valid).toBe(false);
  });

  it('requires an email only when the program requires it', () => {
    expect(infoIssues(collect({ emailRequiredYn: 'Y' }), values()).email).toBe(
      '올바른 이메일을 입력해 주세요.',
    );
    expect(infoIssues(collect({ emailRequiredYn: 'Y' }), values({ email: 'a@b.kr' })).valid).toBe(
      true,
    );
  });

  it('accepts an empty optional contact but not a wrong one', () => {
    const optional = collect({ contactRequiredYn: 'N' });
    expect(infoIssues(optional, values({ phoneNumber: '' })).valid).toBe(true);
    expect(infoIssues(optional, values({ phoneNumber: '0101' })).phoneNumber).not.toBeNull();
  });

  it('never checks a field the program does not collect', () => {
    const none = collect({ nameCollectYn: 'N', contactCollectYn: 'N', emailCollectYn: 'N' });
    expect(infoIssues(none, values({ name: '', phoneNumber: 'x', email: 'y' })).valid).toBe(true);
  });

  it('does not check a collected name that is not required', () => {
    expect(infoIssues(collect({ nameRequiredYn: 'N' }), values({ name: '' })).name).toBeNull();
  });

  it('needs every required term, not the optional ones', () => {
    expect(infoIssues(collect(), values({ agreedTerms: [2] }))).toMatchObject({
      termsMissing: true,
      valid: false,
    });
    expect(infoIssues(collect(), values({ agreedTerms: [1] })).valid).toBe(true);
  });
});
