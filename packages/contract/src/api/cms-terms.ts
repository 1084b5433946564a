/**
 * Terms versions (decision 028). A new version of a term is a new record: EDITOR or
 * ADMIN drafts it (POST /api/staff/terms/save), an ADMIN publishes it (POST
 * /api/staff/terms/publish), and from its effective day (a Seoul day) visitors see it. Published
 * versions never change again: members agreed to them, and /terms/preview/{id} keeps showing
 * them. When a new version of a required term comes into force, members agree again before they
 * can reserve (getuserinfo's `reagreeTermsList`, POST /api/terms/agree).
 */
import { z } from 'zod';
import { PRIVACY_POLICY_CODE } from '../domain/terms-catalog';
import { termsCode } from './enums';
import { apiSuccess, emptyBody, idNumber, isoDateTime, safeText, ymd, yn } from './envelope';
import { terms } from './terms';

/** Where a version stands, for the console. */
export const termsVersionStatus = z.enum([
  /** not published yet; the only state that can be edited */
  'DRAFT',
  /** published, its effective day still ahead */
  'SCHEDULED',
  /** the version visitors see now */
  'IN_FORCE',
  /** published and once in force (or never, when a later one overtook it); still readable */
  'SUPERSEDED',
]);
export type TermsVersionStatus = z.infer<typeof termsVersionStatus>;

/**
 * The codes the console edits: the six terms and the venue's privacy policy (PRIVACY), which
 * shares their versions, drafts and publication but is never offered for agreement.
 */
export const staffTermsCode = z.enum([...termsCode.options, PRIVACY_POLICY_CODE]);
export type StaffTermsCode = z.infer<typeof staffTermsCode>;

/** A version as the console sees it: the visitor's term plus its state. */
export const staffTermsVersion = terms.extend({
  termsCode: staffTermsCode,
  /** the Seoul day it comes into force (시행일) */
  effectiveDate: ymd,
  status: termsVersionStatus,
  publishedAt: isoDateTime.nullable(),
  regDate: isoDateTime,
});
export type StaffTermsVersion = z.infer<typeof staffTermsVersion>;

/** POST /api/staff/terms/list (EDITOR): every code with its versions, newest version first. */
export const staffTermsListBody = emptyBody;
export const staffTermsList = z.array(
  z.object({ termsCode: staffTermsCode, versions: z.array(staffTermsVersion) }),
);
export type StaffTermsList = z.infer<typeof staffTermsList>;
export const staffTermsListResponse = apiSuccess(staffTermsList);

/** Editor HTML is sanitized on write; this bounds what an operator can send at all. */
export const TERMS_DESCRIPTION_MAX = 100_000;

/**
 * POST /api/staff/terms/save (EDITOR): without termsIdx a draft of the code's next version is
 * created (one draft per code at a time); with termsIdx that draft is updated. A published
 * version is refused (409 TERMS_PUBLISHED): publish a new version instead. Answers the draft.
 */
export const staffTermsSaveBody = z
  .object({
    termsIdx: idNumber().optional(),
    termsCode: staffTermsCode,
    termsName: safeText('약관 이름을 입력해 주세요.')
      .trim()
      .min(1, { error: '약관 이름을 입력해 주세요.' })
      .max(200, { error: '약관 이름은 200자 이하로 입력해 주세요.' }),
    termsDescription: safeText('약관 내용을 입력해 주세요.')
      .trim()
      .min(1, { error: '약관 내용을 입력해 주세요.' })
      .max(TERMS_DESCRIPTION_MAX, { error: '약관 내용이 너무 길어요.' }),
    requiredYn: yn,
    effectiveDate: ymd,
  })
  .strict();
export type StaffTermsSaveBody = z.input<typeof staffTermsSaveBody>;
export const staffTermsSaveResponse = apiSuccess(staffTermsVersion);

/**
 * POST /api/staff/terms/publish (ADMIN): publishes a draft. Its effective day must be today or
 * later (Seoul) and not before the code's last published version's; it is in force from that
 * day on. Answers the published version.
 */
export const staffTermsPublishBody = z.object({ termsIdx: idNumber() }).strict();
export const staffTermsPublishResponse = apiSuccess(staffTermsVersion);

/** A required term version in force that the member has not agreed to yet. */
export const reagreeTerms = z.object({
  termsIdx: z.number().int(),
  termsCode: termsCode,
  version: z.number().int(),
  termsName: z.string(),
});
export type ReagreeTerms = z.infer<typeof reagreeTerms>;

/**
 * POST /api/terms/agree (member): the member agrees to the listed versions, which must be the
 * versions in force they were asked about (getuserinfo's reagreeTermsList); every one of that
 * list must be there (400 TERMS_REQUIRED), a stale or unknown one is 409 TERMS_CHANGED. Answers
 * the terms still to agree to (empty on success).
 */
export const termsAgreeBody = z
  .object({ termsIdxList: z.array(idNumber()).min(1).max(20) })
  .strict();
export const termsAgreeResponse = apiSuccess(z.object({ reagreeTermsList: z.array(reagreeTerms) }));
