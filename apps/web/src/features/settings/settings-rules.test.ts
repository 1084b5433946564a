import { describe, expect, it } from 'vitest';
import {
  agreementChangedText,
  agreementFailureText,
  consentToggles,
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
    expect(agreementFailureText('마케팅 정보 수신 동의')).toBe(
      '마케팅 정보 수신 동의 변경에 실패했습니다.',
    );
  });

  it('toasts the name of the term changed, with the right particle', () => {
    expect(agreementChangedText('마케팅 정보 수신 동의', true)).toBe(
      '‘마케팅 정보 수신 동의’에 동의했어요.',
    );
    expect(agreementChangedText('마케팅 정보 수신 동의', false)).toBe(
      '‘마케팅 정보 수신 동의’를 철회했어요.',
    );
    expect(agreementChangedText('광고성 정보 수신', false)).toBe(
      '‘광고성 정보 수신’을 철회했어요.',
    );
  });

  describe('consent toggles', () => {
    const term = (termsIdx: number, termsCode: 'TOS004' | 'TOS005' | 'TOS006', termsName: string) =>
      ({ termsIdx, termsCode, termsName, requiredYn: 'N' }) as const;
    const terms = [
      term(6, 'TOS006', '마케팅 정보 수신 동의'),
      term(4, 'TOS004', '맞춤형 서비스를 위한 개인정보 수집·이용 동의'),
      term(5, 'TOS005', '개인정보 제3자 제공 동의'),
    ];
    const flags = {
      userInfoAgreementYn: 'N',
      adInfoAgreementYn: 'N',
      marketingAgreementYn: 'N',
    } as const;

    it('are the term records TOS004–TOS006 in order, each with its flag and signup label', () => {
      expect(consentToggles(terms, { ...flags, telecomCode: '04' })).toEqual([
        {
          flag: 'userInfoAgreementYn',
          termsCode: 'TOS004',
          termsIdx: 4,
          name: '맞춤형 서비스를 위한 개인정보 수집·이용 동의',
          label: '(선택) 맞춤형 서비스를 위한 개인정보 수집·이용 동의',
        },
        {
          flag: 'adInfoAgreementYn',
          termsCode: 'TOS005',
          termsIdx: 5,
          name: '개인정보 제3자 제공 동의',
          label: '(선택) 개인정보 제3자 제공 동의',
        },
        {
          flag: 'marketingAgreementYn',
          termsCode: 'TOS006',
          termsIdx: 6,
          name: '마케팅 정보 수신 동의',
          label: '(선택) 마케팅 정보 수신 동의',
        },
      ]);
    });

    it('leave TOS005 out for carriers that are not MVNO, unless its flag is on', () => {
      const codes = (telecomCode: '01' | '02' | '03' | '06', adInfoAgreementYn: 'Y' | 'N' = 'N') =>
        consentToggles(terms, { ...flags, telecomCode, adInfoAgreementYn }).map((t) => t.termsCode);
      expect(codes('01')).toEqual(['TOS004', 'TOS006']);
      expect(codes('03')).toEqual(['TOS004', 'TOS006']);
      expect(codes('06')).toEqual(['TOS004', 'TOS005', 'TOS006']);
      expect(codes('02', 'Y')).toEqual(['TOS004', 'TOS005', 'TOS006']);
    });

    it('show no switch for a term that is not published', () => {
      expect(
        consentToggles([terms[0]!], { ...flags, telecomCode: '05' }).map((t) => t.termsCode),
      ).toEqual(['TOS006']);
    });
  });
});
