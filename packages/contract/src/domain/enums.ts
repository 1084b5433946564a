/**
 * Shared vocabularies of both spec documents as `as const` objects, so client, server and
 * database seed spell every code the same way. Their zod enums live in ../api/enums.ts: this
 * folder stays free of zod, so the web's first-visit bundle can import domain rules cheaply.
 */
type ValueOf<T> = T[keyof T];

// ── Programs ────────────────────────────────────────────────────────────────

/** DEFAULT is informational only: no reservation or application button (spec 001 §1). */
export const ProgramType = {
  DEFAULT: 'DEFAULT',
  RESERVATION: 'RESERVATION',
  APPLICATION: 'APPLICATION',
} as const;
export type ProgramType = ValueOf<typeof ProgramType>;

/** Program types that create entries (reservations or draw applications). */
export const EntryProgramType = {
  RESERVATION: ProgramType.RESERVATION,
  APPLICATION: ProgramType.APPLICATION,
} as const;
export type EntryProgramType = ValueOf<typeof EntryProgramType>;

export const ProgramStatus = {
  PENDING: 'PENDING',
  OPEN: 'OPEN',
  CLOSED: 'CLOSED',
  /** Closed by an administrator before its natural end. */
  CLOSEDADMIN: 'CLOSEDADMIN',
} as const;
export type ProgramStatus = ValueOf<typeof ProgramStatus>;

/** The spec treats anything other than ALWAYS, SINGLE and ONCE as multi-date; we name it MULTI. */
export const ScheduleType = {
  ALWAYS: 'ALWAYS',
  SINGLE: 'SINGLE',
  ONCE: 'ONCE',
  MULTI: 'MULTI',
} as const;
export type ScheduleType = ValueOf<typeof ScheduleType>;

export const PeriodType = { LIMIT: 'LIMIT', UNLIMIT: 'UNLIMIT' } as const;
export type PeriodType = ValueOf<typeof PeriodType>;

/** Program detail notice box: WARNING titles it 유의사항, INFO 안내사항, NONE hides it. */
export const NoticeType = { NONE: 'NONE', WARNING: 'WARNING', INFO: 'INFO' } as const;
export type NoticeType = ValueOf<typeof NoticeType>;

export const DescriptionType = { EDITOR: 'EDITOR', LINK: 'LINK' } as const;
export type DescriptionType = ValueOf<typeof DescriptionType>;

export const QuestionType = {
  /** single choice */
  OBJONE: 'OBJONE',
  /** multiple choice */
  OBJMULTI: 'OBJMULTI',
  /** short text */
  SUBJECTIVE: 'SUBJECTIVE',
  /** long text, max 200 characters */
  DESCRIPTIVE: 'DESCRIPTIVE',
} as const;
export type QuestionType = ValueOf<typeof QuestionType>;

/** URL opens a new tab; FILE downloads. */
export const ButtonType = { URL: 'URL', FILE: 'FILE' } as const;
export type ButtonType = ValueOf<typeof ButtonType>;

// ── Entries (reservations and applications) ─────────────────────────────────

export const ReservationStatus = {
  CONFIRM: 'CONFIRM',
  APPLY: 'APPLY',
  CANCEL: 'CANCEL',
  DONE: 'DONE',
  NOSHOW: 'NOSHOW',
} as const;
export type ReservationStatus = ValueOf<typeof ReservationStatus>;

export const ApplicationStatus = {
  ATTEND: 'ATTEND',
  WIN: 'WIN',
  LOSE: 'LOSE',
  /** the win was cancelled */
  CANCEL: 'CANCEL',
  DONE: 'DONE',
  /** a winner who did not come */
  NOSHOW: 'NOSHOW',
  /** the application itself was withdrawn */
  ATTENDCANCEL: 'ATTENDCANCEL',
} as const;
export type ApplicationStatus = ValueOf<typeof ApplicationStatus>;

/** Any entry status, as carried by list items whose programType tells which set applies. */
export const EntryStatus = { ...ReservationStatus, ...ApplicationStatus } as const;
export type EntryStatus = ReservationStatus | ApplicationStatus;

/** History type filter values of /res-entry (spec 001 §4, §9); `enter` means applications. */
export const HistoryTypeFilter = {
  ALL: 'all',
  RESERVATION: 'reservation',
  ENTER: 'enter',
} as const;
export type HistoryTypeFilter = ValueOf<typeof HistoryTypeFilter>;

/** First letter of a reserveEntryId: D default, R reservation, A application, X unknown. */
export const ReserveEntryLetter = { D: 'D', R: 'R', A: 'A', X: 'X' } as const;
export type ReserveEntryLetter = ValueOf<typeof ReserveEntryLetter>;

export function reserveEntryLetterFor(type: string): ReserveEntryLetter {
  if (type === ProgramType.DEFAULT) return 'D';
  if (type === ProgramType.RESERVATION) return 'R';
  if (type === ProgramType.APPLICATION) return 'A';
  return 'X';
}

// ── Telecom carriers ────────────────────────────────────────────────────────

export const TelecomCode = {
  SKT: '01',
  KT: '02',
  LGU: '03',
  SKT_MVNO: '04',
  KT_MVNO: '05',
  LGU_MVNO: '06',
} as const;
export type TelecomCode = ValueOf<typeof TelecomCode>;

export const telecoms: Readonly<Record<TelecomCode, { name: string; isMvno: boolean }>> = {
  '01': { name: 'SKT', isMvno: false },
  '02': { name: 'KT', isMvno: false },
  '03': { name: 'LG U+', isMvno: false },
  '04': { name: 'SKT 알뜰폰', isMvno: true },
  '05': { name: 'KT 알뜰폰', isMvno: true },
  '06': { name: 'LG U+ 알뜰폰', isMvno: true },
};

export function isTelecomCode(code: unknown): code is TelecomCode {
  return typeof code === 'string' && Object.hasOwn(telecoms, code);
}

export function telecomName(code: string): string | null {
  return isTelecomCode(code) ? telecoms[code].name : null;
}

/** MVNO (알뜰폰) carriers are the only ones shown the TOS005 third-party ad-info term. */
export function isMvno(code: string | null | undefined): boolean {
  return isTelecomCode(code) && telecoms[code].isMvno;
}

// ── Terms ───────────────────────────────────────────────────────────────────

export const TermsCode = {
  TOS001: 'TOS001',
  TOS002: 'TOS002',
  TOS003: 'TOS003',
  /** personal information collection and use */
  TOS004: 'TOS004',
  /** advertising information: third-party provision, shown only for MVNO carriers */
  TOS005: 'TOS005',
  /** marketing */
  TOS006: 'TOS006',
} as const;
export type TermsCode = ValueOf<typeof TermsCode>;

/** The user-record agreement flags, one per optional-consent term (spec 000 §3). */
export const AgreementFlag = {
  USER_INFO: 'userInfoAgreementYn',
  AD_INFO: 'adInfoAgreementYn',
  MARKETING: 'marketingAgreementYn',
} as const;
export type AgreementFlag = ValueOf<typeof AgreementFlag>;

export const termsAgreementFlag: Readonly<Partial<Record<TermsCode, AgreementFlag>>> = {
  TOS004: 'userInfoAgreementYn',
  TOS005: 'adInfoAgreementYn',
  TOS006: 'marketingAgreementYn',
};

/** Whether a term is offered to a user of this carrier: TOS005 only to MVNO users. */
export function isTermsCodeShownFor(code: TermsCode, telecom: string | null | undefined): boolean {
  return code !== TermsCode.TOS005 || isMvno(telecom);
}

// ── Banners and floor map ───────────────────────────────────────────────────

export const BannerType = {
  /** promotion carousel */
  BANNER: 'BANNER',
  /** bottom sheet */
  BOTTOM: 'BOTTOM',
  POPUP: 'POPUP',
  /** side menu carousel */
  LNB: 'LNB',
  /** QR page */
  QR: 'QR',
} as const;
export type BannerType = ValueOf<typeof BannerType>;

/** Where a banner was clicked, for the click report. */
export const BannerDetailType = { MAIN: 'MAIN', LNB: 'LNB', QR: 'QR' } as const;
export type BannerDetailType = ValueOf<typeof BannerDetailType>;

/** Popup slide kind, decided by which of image and description are present. */
export const PopupKind = { IMG: 'img', IMAGE_TEXT: 'imageText', TEXT: 'text' } as const;
export type PopupKind = ValueOf<typeof PopupKind>;

export function popupKind(banner: {
  savePath?: string | null;
  popupDescription?: string | null;
}): PopupKind {
  const hasImage = Boolean(banner.savePath);
  const hasText = Boolean(banner.popupDescription?.trim());
  if (hasImage && hasText) return 'imageText';
  if (hasImage) return 'img';
  return 'text';
}

/** Home main banner grid: layouts a–d cycle, 4 banners per slide; slotCode is letter + 1..4. */
export const MAIN_BANNER_GROUPS = ['a', 'b', 'c', 'd'] as const;
export type MainBannerGroup = (typeof MAIN_BANNER_GROUPS)[number];
export const MAIN_BANNER_SLOTS_PER_GROUP = 4;

export const MainBannerActionType = { LINK: 'LINK', PROGRAM: 'PROGRAM' } as const;
export type MainBannerActionType = ValueOf<typeof MainBannerActionType>;

// Floor-map hotspots: ./map-hotspots.ts (only the floor maps need them).

// ── Floors ──────────────────────────────────────────────────────────────────

export const FLOOR_IDXS = [1, 2, 3, 4] as const;
/** Default floor of the home floor map (spec 000 §2). */
export const DEFAULT_HOME_MAP_FLOOR_IDX = 2;
/** Default floor of the program list floor tab (spec 001 §2). */
export const DEFAULT_PROGRAM_LIST_FLOOR_IDX = 1;

// ── Users and login ─────────────────────────────────────────────────────────

/** Login providers; a user's userType is a comma list of the linked ones (spec 001 §3). */
export const LoginType = { TID: 'tid', KAKAO: 'kakao', VIP: 'vip' } as const;
export type LoginType = ValueOf<typeof LoginType>;

/** Easy-login providers that can be linked and unlinked in settings. */
export type LinkableLoginType = Exclude<LoginType, 'vip'>;

export const Gender = { MALE: 'M', FEMALE: 'F' } as const;
export type Gender = ValueOf<typeof Gender>;

/** Why a phone verification is made; values spelled as the spec's client sends them. */
export const VerifyType = {
  IDENTIFICATION: 'Identification',
  IDENTIFICATION_GUARDIAN: 'identificationguardian',
  QR_ISSUE: 'qrissue',
  QR_ISSUE_GUARDIAN: 'qrissueguardian',
} as const;
export type VerifyType = ValueOf<typeof VerifyType>;

export function isGuardianVerifyType(type: VerifyType): boolean {
  return type === VerifyType.IDENTIFICATION_GUARDIAN || type === VerifyType.QR_ISSUE_GUARDIAN;
}

/** Earn types of POST /api/frequency/earn; the spec shows only NSERVICE. */
export const EarnType = { NSERVICE: 'NSERVICE' } as const;
export type EarnType = ValueOf<typeof EarnType>;

/** Client-side user state (spec 000 §4). */
export const UserState = {
  NOT_LOGGED_IN: 'notLoggedIn',
  LOGGED_IN: 'loggedIn',
  CHECKED_IN: 'checkedIn',
} as const;
export type UserState = ValueOf<typeof UserState>;

/** notLoggedIn without a jwt; checkedIn with a check-in flag or qrAuthYn Y; else loggedIn. */
export function userStateOf(input: {
  hasJwt: boolean;
  checkin?: boolean;
  qrAuthYn?: 'Y' | 'N' | null;
}): UserState {
  if (!input.hasJwt) return UserState.NOT_LOGGED_IN;
  if (input.checkin || input.qrAuthYn === 'Y') return UserState.CHECKED_IN;
  return UserState.LOGGED_IN;
}

/** Zone operating state; designed here (the spec names the field `state` only). */
export const ZoneState = { OPEN: 'OPEN', CLOSED: 'CLOSED', PREPARING: 'PREPARING' } as const;
export type ZoneState = ValueOf<typeof ZoneState>;

/** Floor congestion shown on the venue page; designed here (the spec names the field only). */
export const Congestion = { LOW: 'LOW', NORMAL: 'NORMAL', BUSY: 'BUSY' } as const;
export type Congestion = ValueOf<typeof Congestion>;
