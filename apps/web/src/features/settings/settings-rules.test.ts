import { describe, expect, it } from 'vitest';
import {
  agreementFailureText,
  easyLoginRows,
  linkedProviders,
  maskPhone,
  parseTermsPreviewId,
} from './settings-rules';

describe('settings rules', () => {
  it.each([
    ['01012345678', '010-****-5678'],
    ['0101234567', '010-***-4567'],
    ['', '-'],
  ])('masks the phone %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('reads the linked providers from userType, ignoring unknown ones', () => {
    expect(linkedProviders('tid,kakao')).toEqual(['tid', 'kakao']);
    expect(linkedProviders('vip')).toEqual([]);
  });

  it('locks the current login and the last one left, never an unlinked row', () => {
    expect(easyLoginRows('kakao,tid', 'kakao')).toEqual([
      { provider: 'tid', linked: true, lockedReason: null },
      { provider: 'kakao', linked: true, lockedReason: '지금 로그인에 사용 중이에요' },
    ]);
    expect(easyLoginRows('kakao', 'kakao')[0]).toEqual({
      provider: 'tid',
      linked: false,
      lockedReason: null,
    });
    expect(easyLoginRows('tid', 'vip')[0]?.lockedReason).toBeNull();
  });

  it.each([
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['1.5', null],
    [undefined, null],
  ])('takes the terms preview id %s as %s', (raw, id) => {
    expect(parseTermsPreviewId(raw)).toBe(id);
  });

  it('words the consent failure as the spec does', () => {
    expect(agreementFailureText('마케팅 활용')).toBe('마케팅 활용 변경에 실패했습니다.');
  });
});
