import { z } from 'zod';
import { reagreeTerms } from './cms-terms';
import { gender, telecomCode } from './enums';
import { apiSuccess, birthDate, emptyBody, idParam, isoDateTime, ymd, yn } from './envelope';
import { mainTitleEntry } from './program';

/**
 * The member as the client sees it: spec 000 §3 User info and Server user record, and spec 001
 * §3 User info. ci and di are deliberately absent: identity-provider keys never leave the server.
 */
export const userInfo = z.object({
  userIdx: z.number().int(),
  name: z.string(),
  birthYmd: birthDate,
  gender: gender,
  foreignerYn: yn,
  /** comma list of linked providers, e.g. 'tid,kakao' */
  userType: z.string(),
  /** the provider of the current login */
  loginType: z.string(),
  beforeUserType: z.string().nullable(),
  kakaoSubId: z.string().nullable(),
  kakaoSubsId: z.string().nullable(),
  tidSubId: z.string().nullable(),
  tidSubsId: z.string().nullable(),
  telco: telecomCode.nullable(),
  telecomCode: telecomCode.nullable(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  qrAuthYn: yn,
  qrUuid: z.string().nullable(),
  lastQrIssuedDate: ymd.nullable(),
  userInfoAgreementYn: yn,
  adInfoAgreementYn: yn,
  marketingAgreementYn: yn,
  /** Designed here: the 방문 리마인더 알림톡, which the member can turn off. */
  visitReminderYn: yn,
  checkInCount: z.number().int().nonnegative(),
  visitCount: z.number().int().nonnegative(),
  /** N when the member is barred from reserving and applying (spec 001 §6) */
  participationPossibleYn: yn,
  /**
   * Designed here (decision 065): no new bookings or draw entries until `until` after no-shows,
   * with why; null when none is in force.
   */
  bookingRestriction: z.object({ until: isoDateTime, reason: z.string() }).nullable(),
  regDate: isoDateTime,
  /**
   * Designed here (decision 028): the required terms versions in force the member has
   * not agreed to, because a new version came into force since. Not empty: the app asks them
   * to agree again (POST /api/terms/agree), and reservations are refused until they do.
   */
  reagreeTermsList: z.array(reagreeTerms),
});
export type UserInfo = z.infer<typeof userInfo>;

/** POST /api/getuserinfo (spec 000 §7: no payload; spec 001 §7: programIdx optional). */
export const getUserInfoBody = z.object({ programIdx: idParam.optional() }).strict().optional();
export const getUserInfoResponse = apiSuccess(userInfo);

/** POST /api/getMainTitleInfo (spec 000 §7, jwt only): the home header block. */
export const getMainTitleInfoBody = emptyBody;
export const mainTitleInfo = z.object({
  userName: z.string(),
  qrAuthYn: yn,
  visitCnt: z.number().int().nonnegative(),
  loginCnt: z.number().int().nonnegative(),
  reserveEntryList: z.array(mainTitleEntry),
  /**
   * The floor of the member's last check-in today at a zone or a program (Seoul day), null when
   * there is none (not checked in, or only at the entrance). Designed here: the
   * in-venue home opens on that floor.
   */
  lastCheckInFloorIdx: z.number().int().positive().nullable(),
});
export type MainTitleInfo = z.infer<typeof mainTitleInfo>;
export const getMainTitleInfoResponse = apiSuccess(mainTitleInfo);

/** Legal guardian (spec 000 §3) without ci and di, which stay on the server. */
export const legalGuardian = z.object({
  name: z.string(),
  birthYmd: birthDate,
  gender: gender,
  telco: telecomCode,
  phoneNumber: z.string(),
  foreignerYn: yn,
});
export type LegalGuardian = z.infer<typeof legalGuardian>;

/** POST /api/getlegalguardian: payload not shown (empty); data null when none is saved. */
export const getLegalGuardianBody = emptyBody;
export const getLegalGuardianResponse = apiSuccess(legalGuardian.nullable());

/**
 * POST /api/checkNService (spec 000 §7). data.content holds isN, isNSvc and one
 * is{product}PromotionPointAwarded flag per product; booleans are designed here.
 */
export const checkNServiceBody = z
  .object({
    phoneNumber: z.string().regex(/^\d{10,11}$/, { error: '연락처를 확인해 주세요.' }),
    telecomCode: telecomCode,
    marketingAgreementYn: yn,
  })
  .strict();
export const nServiceContent = z
  .object({ isN: z.boolean(), isNSvc: z.boolean() })
  .catchall(z.boolean());
export type NServiceContent = z.infer<typeof nServiceContent>;
export const checkNServiceResponse = apiSuccess(z.object({ content: nServiceContent }));

/**
 * POST /api/settings/notifications (designed): the member turns the visit reminder
 * on or off (설정). Confirmations and cancellations are always sent.
 */
export const updateNotificationSettingsBody = z.object({ visitReminderYn: yn }).strict();
export const updateNotificationSettingsResponse = apiSuccess(z.object({ visitReminderYn: yn }));
