/**
 * The failure answers of the OpenAPI document: one shared response per HTTP status
 * (`components.responses`, each the error envelope `ApiError` with the stable error codes it may
 * carry), and which of them each call can give. Who may call it decides 401 / 403 / 498; the
 * tables below say which calls can also answer 404 (an id that names nothing), 429 (a counted
 * attempt) or a refusal of their own. Anything else a call refuses (409 conflicts of its own
 * rules, 410, 413, 415) is the operation's `default`, in the same envelope.
 */
import type { ApiCall, ApiCallName, ErrorCode } from '@venue/contract';

type Response = Record<string, unknown>;

const codes = (list: readonly ErrorCode[]) => list.map((code) => `\`${code}\``).join(', ');

const envelope = (description: string, extra: Response = {}): Response => ({
  description,
  ...extra,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

/** `components.responses`: the failure envelope by status. */
export const errorResponses = {
  Error: envelope(
    'Any other failure of the call’s own rules (409 conflicts, 410, 413, 415 …), in the same envelope with its stable `errorCode` (decision 004).',
  ),
  BadRequest: envelope(
    `The request does not fit the contract or the call’s rules: ${codes(['VALIDATION_FAILED', 'MALFORMED_JSON', 'MALFORMED_REQUEST'])}. \`fields\` names the fields of a VALIDATION_FAILED; domain codes (OTP, captcha, QR, terms …) say which rule refused.`,
  ),
  MemberUnauthorized: envelope(
    `No member token, or one that does not verify: ${codes(['UNAUTHORIZED'])}. The client drops the token.`,
  ),
  TokenExpired: envelope(
    `A genuine member token past its expiry: ${codes(['TOKEN_EXPIRED'])} (status 498). The client logs in again.`,
  ),
  StaffUnauthorized: envelope(
    `No staff console session, or it expired: ${codes(['STAFF_UNAUTHORIZED'])}.`,
  ),
  StaffLoginRefused: envelope(
    `Wrong login id or password, or a two-factor challenge that is forged, used or too old: ${codes(['STAFF_LOGIN_FAILED', 'STAFF_LOGIN_EXPIRED'])}.`,
  ),
  StaffForbidden: envelope(
    `The operator’s role is below the call’s (\`x-staff-role\`), the session still has a temporary password, or the call came from another site: ${codes(['FORBIDDEN', 'PASSWORD_CHANGE_REQUIRED', 'CROSS_SITE_REQUEST'])}.`,
  ),
  Refused: envelope(
    `The call’s own rule refuses this caller: ${codes(['FORBIDDEN', 'PARTICIPATION_RESTRICTED', 'TERMS_REAGREE_REQUIRED', 'SIGNUP_CLOSED', 'SURVEY_NOT_ELIGIBLE', 'VIP_KEY_REVOKED'])}.`,
  ),
  NotFound: envelope(
    `What the request names does not exist (or is not the caller’s to see): ${codes(['NOT_FOUND', 'PROGRAM_NOT_FOUND', 'CHECKIN_NOT_FOUND', 'SEASON_NOT_RUNNING', 'CALENDAR_NOT_FOUND'])}.`,
  ),
  RateLimited: envelope(
    `Too many attempts: ${codes(['RATE_LIMITED', 'OTP_ATTEMPTS_EXCEEDED', 'CAPTCHA_ATTEMPTS_EXCEEDED'])}. \`Retry-After\` says when to try again.`,
    {
      headers: {
        'Retry-After': {
          description: 'Seconds until the window ends.',
          schema: { type: 'integer', minimum: 1 },
        },
      },
    },
  ),
  InternalError: envelope(
    `An unexpected failure: ${codes(['INTERNAL'])}, with the generic Korean message; the request id leads to the log.`,
  ),
  Unavailable: envelope(
    `Try again later: ${codes(['DATABASE_UNAVAILABLE', 'UNDER_MAINTENANCE', 'SERVICE_UNAVAILABLE'])} (the database away, the venue’s maintenance window for visitor calls, or a provider not reachable).`,
  ),
} as const satisfies Record<string, Response>;

type ErrorResponseName = keyof typeof errorResponses;

/**
 * Calls that answer 404 when the id, program, season or record they name does not exist (or is
 * another member's): each one seen answering so to a well-formed request naming nothing, or
 * read in its handler.
 */
const NOT_FOUND: ReadonlySet<ApiCallName> = new Set<ApiCallName>([
  'bannerActionInsert',
  'zoneDetail',
  'tourDetail',
  'programDetail',
  'programOptionList',
  'programButtonList',
  'programRelatedList',
  'programInstanceList',
  'programUsePrevList',
  'reserveEntryCollectInfo',
  'reserveEntryQuestionList',
  'reserveEntryInsert',
  'reserveEntryDetail',
  'reserveEntryCancel',
  'entryCalendar',
  'noticeDetail',
  'faqDetail',
  'termsPreview',
  'captchaAudio',
  'authLinkAccount',
  'authUnlinkAccount',
  'sseSubscribe',
  'frequencyDetail',
  'staffFrequencyMember',
  'staffFrequencyClaim',
  'inquiryDetail',
  'inquiryAttachment',
  'staffInquiryDetail',
  'staffInquiryAnswer',
  'staffInquiryAttachment',
  'surveyDetail',
  'surveyAnswer',
  'staffSurveyResults',
  'staffSurveyDetail',
  'staffSurveySave',
  'staffSurveyDelete',
  'staffCheckIn',
  'staffProgramDetail',
  'staffProgramPreview',
  'staffProgramSave',
  'staffProgramPublish',
  'staffProgramUnpublish',
  'staffProgramStatus',
  'staffInstanceList',
  'staffInstanceSave',
  'staffInstanceSeries',
  'staffInstanceCancel',
  'staffQuestionList',
  'staffQuestionSave',
  'staffCategorySave',
  'staffCategorySaveAll',
  'staffMediaUpdate',
  'staffMediaDelete',
  'staffNoticeSave',
  'staffNoticeDelete',
  'staffFaqSave',
  'staffFaqDelete',
  'staffFaqCategorySave',
  'staffFaqCategoryDelete',
  'staffBannerSave',
  'staffBannerDelete',
  'staffTermsSave',
  'staffTermsPublish',
  'venueInfo',
  'staffFloorSave',
  'staffFloorDelete',
  'staffFloorPlanSave',
  'staffZoneSave',
  'staffZoneDelete',
  'staffTourDetail',
  'staffTourSave',
  'staffHotspotSave',
  'staffHotspotDelete',
  'staffVenueSettings',
  'staffSeasonSave',
  'staffSeasonDelete',
  'staffRewardSave',
  'staffRewardDelete',
  'staffOperatorUpdate',
  'staffOperatorUnlock',
  'staffOperatorResetPassword',
  'staffOperatorResetTotp',
  'staffDrawUpdate',
  'staffDrawRun',
  'staffDrawDetail',
  'staffDrawOfferNext',
  'staffInstanceRoster',
  'staffEntryStatus',
  'staffCheckInUndo',
  'staffCheckInManual',
  'staffDoorRule',
  'staffMemberDetail',
  'staffMemberRestriction',
  'staffVipKeyRevoke',
  'staffExportInstances',
  'staffExportEntries',
  'staffExportSurveyResponses',
  'staffMessageDetail',
  'staffMessageResend',
]);

/**
 * Calls that count attempts and answer 429: new captchas and their answers, SMS codes, VIP key
 * guesses, the staff login's throttle (decision 024), member searches and typed entry codes.
 */
const RATE_LIMITED: ReadonlySet<ApiCallName> = new Set<ApiCallName>([
  'captcha',
  'captchaCheck',
  'authPhoneSend',
  'authPhoneVerify',
  'authLoginVip',
  'staffLogin',
  'staffLoginTotp',
  'staffTotpDisable',
  'staffMemberSearch',
  'staffCheckIn',
  'staffFrequencyMember',
  'staffFrequencyClaim',
]);

/** Calls with a 403 of their own beyond the staff roles (another member's id, a restriction …). */
const REFUSES: ReadonlySet<ApiCallName> = new Set<ApiCallName>([
  'checkNService',
  'updateTermsInfo',
  'frequencyEarn',
  'reserveEntryInsert',
  'authLoginVip',
  'authCompleteSignup',
  'authLinkAccount',
  'authUnlinkAccount',
  'surveyAnswer',
]);

/** The two steps of the staff login, which answer 401 for wrong credentials. */
const STAFF_LOGIN: ReadonlySet<ApiCallName> = new Set<ApiCallName>([
  'staffLogin',
  'staffLoginTotp',
]);

const ref = (name: ErrorResponseName) => ({ $ref: `#/components/responses/${name}` });

/** A call's failure answers by status, each a reference to `components.responses`. */
export function errorResponsesOf(name: ApiCallName, call: ApiCall): Record<string, unknown> {
  const staff = call.auth.startsWith('staff');
  const member = call.auth === 'required' || call.auth === 'optional';
  const unauthorized: ErrorResponseName | undefined = staff
    ? 'StaffUnauthorized'
    : STAFF_LOGIN.has(name)
      ? 'StaffLoginRefused'
      : member
        ? 'MemberUnauthorized'
        : undefined;
  const forbidden: ErrorResponseName | undefined = staff
    ? 'StaffForbidden'
    : REFUSES.has(name)
      ? 'Refused'
      : undefined;
  const byStatus: [string, ErrorResponseName | undefined][] = [
    ['400', 'BadRequest'],
    ['401', unauthorized],
    ['403', forbidden],
    ['404', NOT_FOUND.has(name) ? 'NotFound' : undefined],
    ['429', RATE_LIMITED.has(name) ? 'RateLimited' : undefined],
    ['498', member ? 'TokenExpired' : undefined],
    ['500', 'InternalError'],
    ['503', 'Unavailable'],
    ['default', 'Error'],
  ];
  return Object.fromEntries(
    byStatus.flatMap(([status, response]) => (response ? [[status, ref(response)]] : [])),
  );
}
