import { z } from 'zod';
import { MAX_ID } from '../domain/ids';
import { validationMessages } from '../domain/validation';
import { termsCode } from './enums';
import { apiSuccess, emptyBody, idParam, ymd, yn } from './envelope';

/** A term as served (spec 000 §3). The client adds its own `checked` state. */
export const terms = z.object({
  termsIdx: z.number().int(),
  termsCode: termsCode,
  version: z.number().int(),
  requiredYn: yn,
  termsName: z.string(),
  /** Editor HTML, sanitized on the server; the client sanitizes again before rendering. */
  termsDescription: z.string(),
});
export type Terms = z.infer<typeof terms>;

/**
 * POST /api/terms/list (spec 000 §7). termsCodeList narrows the answer; absent or empty means
 * every displayed term. Only the newest version of each code is served.
 */
export const termsListBody = z
  .object({ termsCodeList: z.array(termsCode).max(20).optional() })
  .strict()
  .optional();
export const termsListResponse = apiSuccess(z.array(terms));

/** POST /api/terms/preview (spec 001 §7): /terms/preview/{id}. */
export const termsPreviewBody = z.object({
  termsIdx: z.coerce
    .number({ error: validationMessages.termsPreviewId })
    .int({ error: validationMessages.termsPreviewId })
    .positive({ error: validationMessages.termsPreviewId })
    .max(MAX_ID, { error: validationMessages.termsPreviewId }),
});
/** Designed here: the spec only says "terms description"; the name heads the preview page. */
export const termsPreview = z.object({
  termsIdx: z.number().int(),
  termsName: z.string(),
  termsDescription: z.string(),
});
export type TermsPreview = z.infer<typeof termsPreview>;
export const termsPreviewResponse = apiSuccess(termsPreview);

/**
 * POST /api/terms/privacy-policy (designed here): the venue's privacy policy in force
 * (null before one is published) and every published version, newest first, each readable at
 * /terms/preview/{id} — a changed policy keeps its earlier versions readable.
 */
export const privacyPolicyBody = emptyBody;
export const privacyPolicyVersion = z.object({
  termsIdx: z.number().int(),
  version: z.number().int(),
  /** the Seoul day it came (or comes) into force */
  effectiveDate: ymd,
});
export const privacyPolicy = z.object({
  current: privacyPolicyVersion
    .extend({ termsName: z.string(), termsDescription: z.string() })
    .nullable(),
  versions: z.array(privacyPolicyVersion),
});
export type PrivacyPolicy = z.infer<typeof privacyPolicy>;
export const privacyPolicyResponse = apiSuccess(privacyPolicy);

const agreementFlags = [
  'userInfoAgreementYn',
  'adInfoAgreementYn',
  'marketingAgreementYn',
] as const;

/**
 * POST /api/updateTermsInfo (spec 001 §7): userIdx and exactly one of the three consent flags.
 * userIdx must be the token's own user; the server answers 403 otherwise.
 */
export const updateTermsInfoBody = z
  .object({
    userIdx: idParam,
    userInfoAgreementYn: yn.optional(),
    adInfoAgreementYn: yn.optional(),
    marketingAgreementYn: yn.optional(),
  })
  .strict()
  .refine((body) => agreementFlags.filter((flag) => body[flag] !== undefined).length === 1, {
    error: '변경할 동의 항목을 하나만 보내 주세요.',
  });
/** Designed here: the answer is the user's three flags after the change, for the toggles. */
export const agreementState = z.object({
  userInfoAgreementYn: yn,
  adInfoAgreementYn: yn,
  marketingAgreementYn: yn,
});
export type AgreementState = z.infer<typeof agreementState>;
export const updateTermsInfoResponse = apiSuccess(agreementState);
