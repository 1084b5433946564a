/**
 * Pure rules of the settings pages (decision 019), kept out of the components so they are tested
 * at a glance: labels, masking, which login may be unlinked, and the one-shot flag that lets
 * /setting/withdraw/complete show only right after a withdrawal.
 */
import type { AgreementState, Terms, UserInfo } from '@venue/contract';
import {
  isTermsCodeShownFor,
  quotedWithParticle,
  termsAgreementFlag,
  termsLabel,
} from '@venue/contract/domain';

export type AgreementFlag = keyof AgreementState;

/** The codes of the optional terms behind the consent toggles, in screen order. */
const CONSENT_TERMS_CODES = ['TOS004', 'TOS005', 'TOS006'] as const;

export type ConsentToggle = {
  flag: AgreementFlag;
  termsCode: (typeof CONSENT_TERMS_CODES)[number];
  termsIdx: number;
  /** the term record's own name, as signup shows it after (선택) */
  name: string;
  /** the row's label: exactly signup's checkbox label, "(선택) {termsName}" */
  label: string;
};

/**
 * The consent toggles of /setting/terms, one per optional term the member is offered, named by
 * the term record itself (spec 000 §3) so that settings and signup say the same
 * thing: TOS004 → userInfoAgreementYn, TOS005 → adInfoAgreementYn, TOS006 → marketingAgreementYn
 * (contract `termsAgreementFlag`). TOS005 is offered only to MVNO carriers, as at signup; a
 * member whose flag is on anyway (a carrier change) still sees it, so they can withdraw it.
 */
export function consentToggles(
  terms: readonly Pick<Terms, 'termsIdx' | 'termsCode' | 'termsName' | 'requiredYn'>[],
  member: Pick<UserInfo, 'telecomCode' | AgreementFlag>,
): ConsentToggle[] {
  const toggles: ConsentToggle[] = [];
  for (const termsCode of CONSENT_TERMS_CODES) {
    const flag = termsAgreementFlag[termsCode];
    const term = terms.find((item) => item.termsCode === termsCode);
    if (!flag || !term) continue;
    if (!isTermsCodeShownFor(termsCode, member.telecomCode) && member[flag] !== 'Y') continue;
    toggles.push({
      flag,
      termsCode,
      termsIdx: term.termsIdx,
      name: term.termsName,
      label: termsLabel(term),
    });
  }
  return toggles;
}

/** Spec 001 §8: "{label} 변경에 실패했습니다." */
export const agreementFailureText = (label: string) => `${label} 변경에 실패했습니다.`;

/** The toast after a consent change (2000 ms, spec 001 §9), naming the term changed. */
export const agreementChangedText = (name: string, agreed: boolean) =>
  agreed ? `‘${name}’에 동의했어요.` : `${quotedWithParticle(name, '을/를')} 철회했어요.`;

export type EasyLoginProvider = 'tid' | 'kakao';

export const providerLabels: Record<EasyLoginProvider | 'vip', string> = {
  tid: 'T아이디',
  kakao: '카카오',
  vip: 'VIP 입장 키',
};

/** Providers named in getuserinfo's comma list `userType`, known ones only. */
export function linkedProviders(userType: string): EasyLoginProvider[] {
  return userType
    .split(',')
    .map((value) => value.trim())
    .filter((value): value is EasyLoginProvider => value === 'tid' || value === 'kakao');
}

export type EasyLoginRow = {
  provider: EasyLoginProvider;
  linked: boolean;
  /** why the 연결 해제 button is disabled, or null when it is enabled (or not linked) */
  lockedReason: string | null;
};

/**
 * Rows of /setting/easy: T ID then Kakao. The login of this session cannot be unlinked (spec 001
 * §2), nor the last one left (the server refuses it too).
 */
export function easyLoginRows(userType: string, loginType: string): EasyLoginRow[] {
  const linked = linkedProviders(userType);
  return (['tid', 'kakao'] as const).map((provider) => {
    const isLinked = linked.includes(provider);
    let lockedReason: string | null = null;
    if (isLinked && provider === loginType) lockedReason = '지금 로그인에 사용 중이에요';
    else if (isLinked && linked.length === 1 && loginType !== 'vip') {
      lockedReason = '하나뿐인 로그인 방법이에요';
    }
    return { provider, linked: isLinked, lockedReason };
  });
}

/** 010-1234-5678 → 010-****-5678 (the middle digits never show). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11) return `${digits.slice(0, 3)}-****-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-***-${digits.slice(6)}`;
  return '-';
}

/** 1990-05-05 → 1990.05.05 */
export const formatBirth = (ymd: string) => ymd.replaceAll('-', '.');

/** sessionStorage key of the one-shot flag set by a successful withdrawal. */
export const WITHDRAW_COMPLETE_KEY = 'withdrawComplete';

export function markWithdrawComplete(): void {
  try {
    window.sessionStorage.setItem(WITHDRAW_COMPLETE_KEY, '1');
  } catch {
    // Storage unavailable: the complete page will send the visitor home instead.
  }
}

/** Whether a withdrawal just happened in this tab (the complete page may show). */
export function hasWithdrawComplete(): boolean {
  try {
    return window.sessionStorage.getItem(WITHDRAW_COMPLETE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Spends the flag: a reload or a later visit of the complete page goes home. */
export function clearWithdrawComplete(): void {
  try {
    window.sessionStorage.removeItem(WITHDRAW_COMPLETE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Spec 001 §7 terms preview id: a positive whole number, else null (잘못된 약관 ID 입니다.). */
export function parseTermsPreviewId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
