/**
 * Pure rules of the settings pages (decision 019), kept out of the components so they are tested
 * at a glance: labels, masking, which login may be unlinked, and the one-shot flag that lets
 * /setting/withdraw/complete show only right after a withdrawal.
 */
import type { AgreementState } from '@venue/contract';

export type AgreementFlag = keyof AgreementState;

/** The three consent toggles of /setting/terms, in screen order, with the term each previews. */
export const agreementToggles: readonly {
  flag: AgreementFlag;
  label: string;
  termsCode: 'TOS004' | 'TOS005' | 'TOS006';
  description: string;
}[] = [
  {
    flag: 'userInfoAgreementYn',
    label: '개인정보 수집·이용',
    termsCode: 'TOS004',
    description: '맞춤 프로그램 안내와 서비스 개선에 필요한 정보를 받아요.',
  },
  {
    flag: 'adInfoAgreementYn',
    label: '광고성 정보 수신',
    termsCode: 'TOS005',
    description: '이벤트와 혜택 소식을 문자로 보내 드려요.',
  },
  {
    flag: 'marketingAgreementYn',
    label: '마케팅 활용',
    termsCode: 'TOS006',
    description: '새 프로그램과 혜택을 고를 때 참고해요.',
  },
];

/** Spec 001 §8: "{label} 변경에 실패했습니다." */
export const agreementFailureText = (label: string) => `${label} 변경에 실패했습니다.`;

/** The toast after a consent change (2000 ms, spec 001 §9). */
export const agreementChangedText = (label: string, agreed: boolean) =>
  `${label}에 ${agreed ? '동의했어요' : '동의를 철회했어요'}.`;

export type EasyLoginProvider = 'tid' | 'kakao';

export const providerLabels: Record<EasyLoginProvider | 'vip', string> = {
  tid: 'T 아이디',
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
