/**
 * Where each call of the API lives and who may make it: its method, path and auth, one exported
 * constant per call, named as in the call table (`apiCalls`, ./calls.ts, which adds the call's
 * schemas and documentation by the same name). No zod here: the web app and the console import
 * the calls they make from `@venue/contract/endpoints` and send them through `@venue/client`,
 * so a first visit carries only its own few calls (decision 051).
 *
 * `auth`: 'none' anyone; 'optional' a member token changes the answer; 'required' a member token
 * (401 without); 'staff' any operator's console session; 'staffEditor' EDITOR or ADMIN;
 * 'staffAdmin' ADMIN only. Member tokens never count for staff calls.
 */

export interface Endpoint {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  auth: 'none' | 'optional' | 'required' | 'staff' | 'staffEditor' | 'staffAdmin';
}

export const getUserInfo = { method: 'POST', path: '/api/getuserinfo', auth: 'required' } as const;
export const updateNotificationSettings = {
  method: 'POST',
  path: '/api/settings/notifications',
  auth: 'required',
} as const;
export const getMainTitleInfo = {
  method: 'POST',
  path: '/api/getMainTitleInfo',
  auth: 'required',
} as const;
export const getLegalGuardian = {
  method: 'POST',
  path: '/api/getlegalguardian',
  auth: 'required',
} as const;
export const checkNService = {
  method: 'POST',
  path: '/api/checkNService',
  auth: 'required',
} as const;
export const mainBannerList = {
  method: 'GET',
  path: '/api/banner/mainbannerlist',
  auth: 'none',
} as const;
export const bannerList = { method: 'POST', path: '/api/banner/list', auth: 'none' } as const;
export const loginBannerList = {
  method: 'POST',
  path: '/api/login/banner/list',
  auth: 'required',
} as const;
export const bannerActionInsert = {
  method: 'POST',
  path: '/api/banner/action/insert',
  auth: 'optional',
} as const;
export const bannerProgramList = {
  method: 'POST',
  path: '/api/banner/program/list',
  auth: 'none',
} as const;
export const floorsList = { method: 'POST', path: '/api/floors/list', auth: 'none' } as const;
export const checkinBannerList = {
  method: 'POST',
  path: '/api/checkin/banner/list',
  auth: 'none',
} as const;
export const zoneList = { method: 'GET', path: '/api/zone/list', auth: 'none' } as const;
export const zoneDetail = { method: 'POST', path: '/api/zone/detail', auth: 'none' } as const;
export const tourDetail = { method: 'POST', path: '/api/tour/detail', auth: 'none' } as const;
export const programList = { method: 'POST', path: '/api/program/list', auth: 'none' } as const;
export const programDetail = {
  method: 'POST',
  path: '/api/program/detail',
  auth: 'optional',
} as const;
export const programCategoryList = {
  method: 'POST',
  path: '/api/program/category/list',
  auth: 'none',
} as const;
export const programOptionList = {
  method: 'POST',
  path: '/api/program/option/list',
  auth: 'none',
} as const;
export const programButtonList = {
  method: 'POST',
  path: '/api/program/button/list',
  auth: 'none',
} as const;
export const programRelatedList = {
  method: 'POST',
  path: '/api/program/related/list',
  auth: 'none',
} as const;
export const programInstanceList = {
  method: 'POST',
  path: '/api/program/instance/list',
  auth: 'none',
} as const;
export const programUsePrevList = {
  method: 'POST',
  path: '/api/program/useprev/list',
  auth: 'none',
} as const;
export const getYears = { method: 'POST', path: '/api/getyears', auth: 'none' } as const;
export const reserveEntryCollectInfo = {
  method: 'POST',
  path: '/api/reserveentry/collect/info',
  auth: 'required',
} as const;
export const reserveEntryQuestionList = {
  method: 'POST',
  path: '/api/reserveentry/question/list',
  auth: 'required',
} as const;
export const reserveEntryInsert = {
  method: 'POST',
  path: '/api/reserveentry/insert',
  auth: 'required',
} as const;
export const reserveEntryDetail = {
  method: 'POST',
  path: '/api/reserveentry/detail',
  auth: 'required',
} as const;
export const reserveEntryList = {
  method: 'GET',
  path: '/api/reserveentry/list',
  auth: 'required',
} as const;
/** The reminder's one-tap answers: a signed link instead of a login. */
export const visitAnswerRead = {
  method: 'POST',
  path: '/api/visit-answer/read',
  auth: 'none',
} as const;
export const visitAnswerSubmit = {
  method: 'POST',
  path: '/api/visit-answer/submit',
  auth: 'none',
} as const;
/** The waiting list of a full session (decision 063). */
export const waitlistJoin = {
  method: 'POST',
  path: '/api/waitlist/join',
  auth: 'required',
} as const;
export const waitlistList = {
  method: 'POST',
  path: '/api/waitlist/list',
  auth: 'required',
} as const;
export const waitlistLeave = {
  method: 'POST',
  path: '/api/waitlist/leave',
  auth: 'required',
} as const;
export const waitlistAccept = {
  method: 'POST',
  path: '/api/waitlist/accept',
  auth: 'required',
} as const;
export const waitlistDecline = {
  method: 'POST',
  path: '/api/waitlist/decline',
  auth: 'required',
} as const;
export const drawOfferAccept = {
  method: 'POST',
  path: '/api/draws/offer/accept',
  auth: 'required',
} as const;
export const drawOfferDecline = {
  method: 'POST',
  path: '/api/draws/offer/decline',
  auth: 'required',
} as const;
export const reserveEntryCancel = {
  method: 'POST',
  path: '/api/reserveentry/cancel',
  auth: 'required',
} as const;
/**
 * An entry's calendar file: `text/calendar`, no login. The token is the entry's
 * signed calendar link (the 알림톡's 캘린더에 추가 button and the detail's `calendar.icsUrl`).
 */
export const entryCalendar = {
  method: 'GET',
  path: '/api/calendar/:token.ics',
  auth: 'none',
} as const;
export const noticeList = { method: 'POST', path: '/api/notice/list', auth: 'none' } as const;
export const noticeDetail = { method: 'POST', path: '/api/notice/detail', auth: 'none' } as const;
export const faqList = { method: 'POST', path: '/api/faq/list', auth: 'none' } as const;
export const faqCategoryList = {
  method: 'POST',
  path: '/api/faq/categorylist',
  auth: 'none',
} as const;
export const faqDetail = { method: 'POST', path: '/api/faq/detail', auth: 'none' } as const;
export const termsList = { method: 'POST', path: '/api/terms/list', auth: 'none' } as const;
export const termsPreview = { method: 'POST', path: '/api/terms/preview', auth: 'none' } as const;
export const updateTermsInfo = {
  method: 'POST',
  path: '/api/updateTermsInfo',
  auth: 'required',
} as const;
export const appConfig = { method: 'GET', path: '/api/app/config', auth: 'none' } as const;
export const frontVisit = { method: 'GET', path: '/api/front/visit', auth: 'optional' } as const;
export const authAuthorize = {
  method: 'POST',
  path: '/api/auth/authorize',
  auth: 'optional',
} as const;
export const authLoginKakao = {
  method: 'POST',
  path: '/api/auth/login/kakao',
  auth: 'none',
} as const;
export const authLoginTid = { method: 'POST', path: '/api/auth/login/tid', auth: 'none' } as const;
export const authLoginVip = { method: 'POST', path: '/api/auth/login/vip', auth: 'none' } as const;
export const captcha = { method: 'GET', path: '/api/captcha', auth: 'none' } as const;
export const captchaCheck = { method: 'POST', path: '/api/captcha/check', auth: 'none' } as const;
export const captchaAudio = { method: 'GET', path: '/api/captcha/audio', auth: 'none' } as const;
export const authPhoneSend = {
  method: 'POST',
  path: '/api/auth/phone/send',
  auth: 'optional',
} as const;
export const authPhoneVerify = {
  method: 'POST',
  path: '/api/auth/phone/verify',
  auth: 'optional',
} as const;
export const authCompleteSignup = {
  method: 'POST',
  path: '/api/auth/complete/signup',
  auth: 'none',
} as const;
export const authSaveLegalGuardian = {
  method: 'POST',
  path: '/api/auth/save/legalguardian',
  auth: 'required',
} as const;
export const authLinkAccount = {
  method: 'POST',
  path: '/api/auth/link/account',
  auth: 'none',
} as const;
export const authUnlinkAccount = {
  method: 'POST',
  path: '/api/auth/unlink/account',
  auth: 'required',
} as const;
export const logout = { method: 'POST', path: '/api/auth/logout', auth: 'required' } as const;
export const withdraw = { method: 'POST', path: '/api/withdraw', auth: 'required' } as const;
export const getQrValue = { method: 'POST', path: '/api/getQrValue', auth: 'required' } as const;
export const registerPassDevice = {
  method: 'POST',
  path: '/api/qr/device',
  auth: 'required',
} as const;
export const sseSubscribe = {
  method: 'GET',
  path: '/api/sse/subscribe',
  auth: 'required',
} as const;
export const frequencyEarn = {
  method: 'POST',
  path: '/api/frequency/earn',
  auth: 'required',
} as const;
export const frequencyNow = {
  method: 'POST',
  path: '/api/frequency/now',
  auth: 'required',
} as const;
export const frequencyPast = {
  method: 'POST',
  path: '/api/frequency/past',
  auth: 'required',
} as const;
export const frequencyDetail = {
  method: 'POST',
  path: '/api/frequency/detail',
  auth: 'required',
} as const;
export const staffFrequencyMember = {
  method: 'POST',
  path: '/api/staff/frequency/member',
  auth: 'staff',
} as const;
export const staffFrequencyClaim = {
  method: 'POST',
  path: '/api/staff/frequency/claim',
  auth: 'staff',
} as const;
export const inquiryInsert = {
  method: 'POST',
  path: '/api/inquiry/insert',
  auth: 'required',
} as const;
export const inquiryList = { method: 'POST', path: '/api/inquiry/list', auth: 'required' } as const;
export const inquiryDetail = {
  method: 'POST',
  path: '/api/inquiry/detail',
  auth: 'required',
} as const;

/** the photo's bytes (not JSON) */
export const inquiryAttachment = {
  method: 'GET',
  path: '/api/inquiry/attachment/:attachmentIdx',
  auth: 'required',
} as const;
export const staffInquiryList = {
  method: 'POST',
  path: '/api/staff/inquiries',
  auth: 'staff',
} as const;
export const staffInquiryDetail = {
  method: 'POST',
  path: '/api/staff/inquiries/detail',
  auth: 'staff',
} as const;
export const staffInquiryAnswer = {
  method: 'POST',
  path: '/api/staff/inquiries/answer',
  auth: 'staff',
} as const;

/** the photo's bytes (not JSON); the staff cookie's path is /api/staff, hence its own route */
export const staffInquiryAttachment = {
  method: 'GET',
  path: '/api/staff/inquiries/attachment/:attachmentIdx',
  auth: 'staff',
} as const;
export const surveyList = { method: 'POST', path: '/api/survey/list', auth: 'required' } as const;
export const surveyDetail = {
  method: 'POST',
  path: '/api/survey/detail',
  auth: 'required',
} as const;
export const surveyAnswer = {
  method: 'POST',
  path: '/api/survey/answer',
  auth: 'required',
} as const;
export const staffSurveyList = {
  method: 'POST',
  path: '/api/staff/surveys',
  auth: 'staff',
} as const;
export const staffSurveyResults = {
  method: 'POST',
  path: '/api/staff/surveys/results',
  auth: 'staff',
} as const;
export const staffSurveyDetail = {
  method: 'POST',
  path: '/api/staff/surveys/detail',
  auth: 'staffEditor',
} as const;
export const staffSurveySave = {
  method: 'POST',
  path: '/api/staff/surveys/save',
  auth: 'staffEditor',
} as const;
export const staffSurveyDelete = {
  method: 'POST',
  path: '/api/staff/surveys/delete',
  auth: 'staffEditor',
} as const;
export const staffLogin = { method: 'POST', path: '/api/staff/login', auth: 'none' } as const;
export const staffLogout = { method: 'POST', path: '/api/staff/logout', auth: 'staff' } as const;
export const staffMe = { method: 'POST', path: '/api/staff/me', auth: 'staff' } as const;
export const staffPlaces = { method: 'POST', path: '/api/staff/places', auth: 'staff' } as const;
export const staffCheckIn = { method: 'POST', path: '/api/staff/checkin', auth: 'staff' } as const;
export const staffDoorKeys = {
  method: 'POST',
  path: '/api/staff/door/keys',
  auth: 'staff',
} as const;
export const staffDoorSync = {
  method: 'POST',
  path: '/api/staff/door/sync',
  auth: 'staff',
} as const;
export const staffDoorIntegrity = {
  method: 'POST',
  path: '/api/staff/door/integrity',
  auth: 'staff',
} as const;
/** Named check-in lists, chosen on the scanner. */
export const staffDoorListList = {
  method: 'POST',
  path: '/api/staff/door-lists/list',
  auth: 'staff',
} as const;
export const staffDoorListSave = {
  method: 'POST',
  path: '/api/staff/door-lists/save',
  auth: 'staffEditor',
} as const;
export const staffProgramList = {
  method: 'POST',
  path: '/api/staff/programs/list',
  auth: 'staffEditor',
} as const;
export const staffProgramDetail = {
  method: 'POST',
  path: '/api/staff/programs/detail',
  auth: 'staffEditor',
} as const;
export const staffProgramPreview = {
  method: 'POST',
  path: '/api/staff/programs/preview',
  auth: 'staffEditor',
} as const;
export const staffProgramSave = {
  method: 'POST',
  path: '/api/staff/programs/save',
  auth: 'staffEditor',
} as const;
export const staffProgramPublish = {
  method: 'POST',
  path: '/api/staff/programs/publish',
  auth: 'staffEditor',
} as const;
export const staffProgramUnpublish = {
  method: 'POST',
  path: '/api/staff/programs/unpublish',
  auth: 'staffEditor',
} as const;
export const staffProgramDuplicate = {
  method: 'POST',
  path: '/api/staff/programs/duplicate',
  auth: 'staffEditor',
} as const;
export const staffProgramSchedulePublish = {
  method: 'POST',
  path: '/api/staff/programs/schedule-publish',
  auth: 'staffEditor',
} as const;
export const staffProgramStatus = {
  method: 'POST',
  path: '/api/staff/programs/status',
  auth: 'staffEditor',
} as const;
export const staffProgramBulk = {
  method: 'POST',
  path: '/api/staff/programs/bulk',
  auth: 'staffEditor',
} as const;
export const staffInstanceList = {
  method: 'POST',
  path: '/api/staff/programs/instances/list',
  auth: 'staff',
} as const;
export const staffInstanceSave = {
  method: 'POST',
  path: '/api/staff/programs/instances/save',
  auth: 'staffEditor',
} as const;
export const staffInstanceSeries = {
  method: 'POST',
  path: '/api/staff/programs/instances/series',
  auth: 'staffEditor',
} as const;
export const staffInstanceCancel = {
  method: 'POST',
  path: '/api/staff/programs/instances/cancel',
  auth: 'staffEditor',
} as const;
export const staffQuestionList = {
  method: 'POST',
  path: '/api/staff/programs/questions/list',
  auth: 'staffEditor',
} as const;
export const staffQuestionSave = {
  method: 'POST',
  path: '/api/staff/programs/questions/save',
  auth: 'staffEditor',
} as const;
export const staffCategorySave = {
  method: 'POST',
  path: '/api/staff/programs/categories/save',
  auth: 'staffEditor',
} as const;
export const staffCategoryList = {
  method: 'POST',
  path: '/api/staff/programs/categories/list',
  auth: 'staffEditor',
} as const;
export const staffCategorySaveAll = {
  method: 'POST',
  path: '/api/staff/programs/categories/save-all',
  auth: 'staffEditor',
} as const;
export const staffMediaUpload = {
  method: 'POST',
  path: '/api/staff/media/upload',
  auth: 'staffEditor',
} as const;
export const staffMediaList = {
  method: 'POST',
  path: '/api/staff/media/list',
  auth: 'staffEditor',
} as const;
export const staffMediaUpdate = {
  method: 'POST',
  path: '/api/staff/media/update',
  auth: 'staffEditor',
} as const;
export const staffMediaDelete = {
  method: 'POST',
  path: '/api/staff/media/delete',
  auth: 'staffEditor',
} as const;
export const staffNoticeList = {
  method: 'POST',
  path: '/api/staff/notices/list',
  auth: 'staffEditor',
} as const;
export const staffNoticeSave = {
  method: 'POST',
  path: '/api/staff/notices/save',
  auth: 'staffEditor',
} as const;
export const staffNoticeDelete = {
  method: 'POST',
  path: '/api/staff/notices/delete',
  auth: 'staffEditor',
} as const;
export const staffFaqList = {
  method: 'POST',
  path: '/api/staff/faq/list',
  auth: 'staffEditor',
} as const;
export const staffFaqSave = {
  method: 'POST',
  path: '/api/staff/faq/save',
  auth: 'staffEditor',
} as const;
export const staffFaqDelete = {
  method: 'POST',
  path: '/api/staff/faq/delete',
  auth: 'staffEditor',
} as const;
export const staffFaqCategorySave = {
  method: 'POST',
  path: '/api/staff/faq/categories/save',
  auth: 'staffEditor',
} as const;
export const staffFaqCategoryDelete = {
  method: 'POST',
  path: '/api/staff/faq/categories/delete',
  auth: 'staffEditor',
} as const;
export const staffBannerList = {
  method: 'POST',
  path: '/api/staff/banners/list',
  auth: 'staffEditor',
} as const;
export const staffBannerSave = {
  method: 'POST',
  path: '/api/staff/banners/save',
  auth: 'staffEditor',
} as const;
export const staffBannerDelete = {
  method: 'POST',
  path: '/api/staff/banners/delete',
  auth: 'staffEditor',
} as const;
export const staffTermsList = {
  method: 'POST',
  path: '/api/staff/terms/list',
  auth: 'staffEditor',
} as const;
export const staffTermsSave = {
  method: 'POST',
  path: '/api/staff/terms/save',
  auth: 'staffEditor',
} as const;
export const staffTermsPublish = {
  method: 'POST',
  path: '/api/staff/terms/publish',
  auth: 'staffAdmin',
} as const;
export const privacyPolicy = {
  method: 'POST',
  path: '/api/terms/privacy-policy',
  auth: 'none',
} as const;
export const termsAgree = { method: 'POST', path: '/api/terms/agree', auth: 'required' } as const;
export const venueInfo = { method: 'POST', path: '/api/venue/info', auth: 'none' } as const;
export const staffFloorList = {
  method: 'POST',
  path: '/api/staff/floors',
  auth: 'staffEditor',
} as const;
export const staffFloorSave = {
  method: 'POST',
  path: '/api/staff/floors/save',
  auth: 'staffEditor',
} as const;
export const staffFloorDelete = {
  method: 'POST',
  path: '/api/staff/floors/delete',
  auth: 'staffEditor',
} as const;
export const staffFloorPlanSave = {
  method: 'POST',
  path: '/api/staff/floors/plan/save',
  auth: 'staffEditor',
} as const;
export const staffZoneList = {
  method: 'POST',
  path: '/api/staff/zones',
  auth: 'staffEditor',
} as const;
export const staffZoneSave = {
  method: 'POST',
  path: '/api/staff/zones/save',
  auth: 'staffEditor',
} as const;
export const staffZoneDelete = {
  method: 'POST',
  path: '/api/staff/zones/delete',
  auth: 'staffEditor',
} as const;
export const staffTourList = {
  method: 'POST',
  path: '/api/staff/tours',
  auth: 'staffEditor',
} as const;
export const staffTourDetail = {
  method: 'POST',
  path: '/api/staff/tours/detail',
  auth: 'staffEditor',
} as const;
export const staffTourSave = {
  method: 'POST',
  path: '/api/staff/tours/save',
  auth: 'staffEditor',
} as const;
export const staffHotspotList = {
  method: 'POST',
  path: '/api/staff/hotspots',
  auth: 'staffEditor',
} as const;
export const staffHotspotSave = {
  method: 'POST',
  path: '/api/staff/hotspots/save',
  auth: 'staffEditor',
} as const;
export const staffHotspotDelete = {
  method: 'POST',
  path: '/api/staff/hotspots/delete',
  auth: 'staffEditor',
} as const;
export const staffVenueSettings = {
  method: 'POST',
  path: '/api/staff/venue/settings',
  auth: 'staffAdmin',
} as const;
export const staffVenueSettingsSave = {
  method: 'POST',
  path: '/api/staff/venue/settings/save',
  auth: 'staffAdmin',
} as const;
export const staffClosedDayBookings = {
  method: 'POST',
  path: '/api/staff/venue/closed-day-bookings',
  auth: 'staff',
} as const;
export const staffSeasonList = {
  method: 'POST',
  path: '/api/staff/frequency/seasons/list',
  auth: 'staffEditor',
} as const;
export const staffSeasonSave = {
  method: 'POST',
  path: '/api/staff/frequency/seasons/save',
  auth: 'staffEditor',
} as const;
export const staffSeasonDelete = {
  method: 'POST',
  path: '/api/staff/frequency/seasons/delete',
  auth: 'staffEditor',
} as const;
export const staffRewardSave = {
  method: 'POST',
  path: '/api/staff/frequency/rewards/save',
  auth: 'staffEditor',
} as const;
export const staffRewardDelete = {
  method: 'POST',
  path: '/api/staff/frequency/rewards/delete',
  auth: 'staffEditor',
} as const;
export const staffAuditList = {
  method: 'POST',
  path: '/api/staff/audit/list',
  auth: 'staffAdmin',
} as const;
/** The audit log's filtered rows as CSV or XLSX. */
export const staffAuditExport = {
  method: 'POST',
  path: '/api/staff/audit/export',
  auth: 'staffAdmin',
} as const;
/** Each outside provider's setup, last answer and recent failures. */
export const staffProviders = {
  method: 'POST',
  path: '/api/staff/providers',
  auth: 'staffAdmin',
} as const;
export const staffOperatorList = {
  method: 'POST',
  path: '/api/staff/operators',
  auth: 'staffAdmin',
} as const;
export const staffOperatorCreate = {
  method: 'POST',
  path: '/api/staff/operators/create',
  auth: 'staffAdmin',
} as const;
export const staffOperatorUpdate = {
  method: 'POST',
  path: '/api/staff/operators/update',
  auth: 'staffAdmin',
} as const;
export const staffOperatorUnlock = {
  method: 'POST',
  path: '/api/staff/operators/unlock',
  auth: 'staffAdmin',
} as const;
export const staffOperatorResetPassword = {
  method: 'POST',
  path: '/api/staff/operators/reset-password',
  auth: 'staffAdmin',
} as const;
export const staffPasswordChange = {
  method: 'POST',
  path: '/api/staff/password',
  auth: 'staff',
} as const;
export const staffDrawsList = {
  method: 'POST',
  path: '/api/staff/draws/list',
  auth: 'staff',
} as const;
export const staffDrawUpdate = {
  method: 'POST',
  path: '/api/staff/draws/update',
  auth: 'staffEditor',
} as const;
export const staffDrawRun = {
  method: 'POST',
  path: '/api/staff/draws/run',
  auth: 'staffEditor',
} as const;
export const staffDrawDetail = {
  method: 'POST',
  path: '/api/staff/draws/detail',
  auth: 'staff',
} as const;
export const staffDrawOfferNext = {
  method: 'POST',
  path: '/api/staff/draws/offer-next',
  auth: 'staffEditor',
} as const;
export const staffLoginTotp = {
  method: 'POST',
  path: '/api/staff/login/totp',
  auth: 'none',
} as const;
export const staffTotpStatus = {
  method: 'POST',
  path: '/api/staff/totp/status',
  auth: 'staff',
} as const;
export const staffTotpSetup = {
  method: 'POST',
  path: '/api/staff/totp/setup',
  auth: 'staffAdmin',
} as const;
export const staffTotpEnable = {
  method: 'POST',
  path: '/api/staff/totp/enable',
  auth: 'staffAdmin',
} as const;
export const staffTotpDisable = {
  method: 'POST',
  path: '/api/staff/totp/disable',
  auth: 'staff',
} as const;
export const staffOperatorResetTotp = {
  method: 'POST',
  path: '/api/staff/operators/reset-totp',
  auth: 'staffAdmin',
} as const;
export const staffInstanceRoster = {
  method: 'POST',
  path: '/api/staff/instances/roster',
  auth: 'staff',
} as const;
export const staffWaitlistList = {
  method: 'POST',
  path: '/api/staff/waitlist/list',
  auth: 'staff',
} as const;
export const staffWaitlistOfferNext = {
  method: 'POST',
  path: '/api/staff/waitlist/offer-next',
  auth: 'staffEditor',
} as const;
export const staffWaitlistRemove = {
  method: 'POST',
  path: '/api/staff/waitlist/remove',
  auth: 'staffEditor',
} as const;
export const staffEntryStatus = {
  method: 'POST',
  path: '/api/staff/entries/status',
  auth: 'staff',
} as const;
// Bookings made by staff (decision 069): any operator books, moves and resizes;
// an EDITOR holds and releases seats for a group.
export const staffEntryCreate = {
  method: 'POST',
  path: '/api/staff/entries/create',
  auth: 'staff',
} as const;
export const staffEntryMove = {
  method: 'POST',
  path: '/api/staff/entries/move',
  auth: 'staff',
} as const;
export const staffEntryPartySize = {
  method: 'POST',
  path: '/api/staff/entries/party-size',
  auth: 'staff',
} as const;
export const staffHoldCreate = {
  method: 'POST',
  path: '/api/staff/holds/create',
  auth: 'staffEditor',
} as const;
export const staffHoldRelease = {
  method: 'POST',
  path: '/api/staff/holds/release',
  auth: 'staffEditor',
} as const;
export const staffHoldList = {
  method: 'POST',
  path: '/api/staff/holds/list',
  auth: 'staff',
} as const;
export const staffEntryBulk = {
  method: 'POST',
  path: '/api/staff/entries/bulk',
  auth: 'staff',
} as const;
export const staffCheckInUndo = {
  method: 'POST',
  path: '/api/staff/checkin/undo',
  auth: 'staff',
} as const;
export const staffCheckInSearch = {
  method: 'POST',
  path: '/api/staff/checkin/search',
  auth: 'staff',
} as const;
export const staffCheckInManual = {
  method: 'POST',
  path: '/api/staff/checkin/manual',
  auth: 'staff',
} as const;
export const staffRecentScans = {
  method: 'POST',
  path: '/api/staff/checkin/recent',
  auth: 'staff',
} as const;
export const staffDoorRule = {
  method: 'POST',
  path: '/api/staff/programs/door-rule',
  auth: 'staffEditor',
} as const;
export const staffDashboard = {
  method: 'POST',
  path: '/api/staff/dashboard',
  auth: 'staff',
} as const;
export const staffStats = { method: 'POST', path: '/api/staff/stats', auth: 'staff' } as const;
export const staffStatsExport = {
  method: 'POST',
  path: '/api/staff/stats/export',
  auth: 'staff',
} as const;
export const staffHeadcount = {
  method: 'POST',
  path: '/api/staff/headcount',
  auth: 'staff',
} as const;
export const staffSetupChecklist = {
  method: 'POST',
  path: '/api/staff/setup-checklist',
  auth: 'staff',
} as const;
export const staffMemberSearch = {
  method: 'POST',
  path: '/api/staff/members/search',
  auth: 'staff',
} as const;
/** The browsable member list (filters, no text search). */
export const staffMemberBrowse = {
  method: 'POST',
  path: '/api/staff/members/browse',
  auth: 'staff',
} as const;
export const staffMemberDetail = {
  method: 'POST',
  path: '/api/staff/members/detail',
  auth: 'staff',
} as const;
export const staffMemberRestriction = {
  method: 'POST',
  path: '/api/staff/members/restriction',
  auth: 'staffAdmin',
} as const;
export const staffApiTokenIssue = {
  method: 'POST',
  path: '/api/staff/api-tokens/issue',
  auth: 'staffAdmin',
} as const;
export const staffApiTokenList = {
  method: 'POST',
  path: '/api/staff/api-tokens/list',
  auth: 'staffAdmin',
} as const;
export const staffApiTokenRevoke = {
  method: 'POST',
  path: '/api/staff/api-tokens/revoke',
  auth: 'staffAdmin',
} as const;
export const staffWebhookSave = {
  method: 'POST',
  path: '/api/staff/webhooks/save',
  auth: 'staffAdmin',
} as const;
export const staffWebhookList = {
  method: 'POST',
  path: '/api/staff/webhooks/list',
  auth: 'staffAdmin',
} as const;
export const staffWebhookDeliveries = {
  method: 'POST',
  path: '/api/staff/webhooks/deliveries',
  auth: 'staffAdmin',
} as const;
export const staffWebhookResend = {
  method: 'POST',
  path: '/api/staff/webhooks/resend',
  auth: 'staffAdmin',
} as const;
export const staffVipKeyList = {
  method: 'POST',
  path: '/api/staff/vip-keys/list',
  auth: 'staffAdmin',
} as const;
export const staffVipKeyIssue = {
  method: 'POST',
  path: '/api/staff/vip-keys/issue',
  auth: 'staffAdmin',
} as const;
export const staffVipKeyRevoke = {
  method: 'POST',
  path: '/api/staff/vip-keys/revoke',
  auth: 'staffAdmin',
} as const;
export const staffExportPrograms = {
  method: 'POST',
  path: '/api/staff/exports/programs',
  auth: 'staff',
} as const;
export const staffExportInstances = {
  method: 'POST',
  path: '/api/staff/exports/instances',
  auth: 'staff',
} as const;

/** a CSV (UTF-8 with a BOM) or XLSX file, not JSON; masked below ADMIN */
export const staffExportEntries = {
  method: 'POST',
  path: '/api/staff/exports/entries',
  auth: 'staff',
} as const;
export const staffExportCheckIns = {
  method: 'POST',
  path: '/api/staff/exports/checkins',
  auth: 'staff',
} as const;
export const staffExportSurveyResponses = {
  method: 'POST',
  path: '/api/staff/exports/survey-responses',
  auth: 'staff',
} as const;
export const staffExportInquiries = {
  method: 'POST',
  path: '/api/staff/exports/inquiries',
  auth: 'staff',
} as const;

// system

export const health = { method: 'GET', path: '/api/health', auth: 'none' } as const;
/** the OpenAPI 3.1 document itself (JSON, not the envelope) */
export const openApiDocument = { method: 'GET', path: '/api/openapi.json', auth: 'none' } as const;
/**
 * Kakao's 연결 끊기 알림 (server to server): a form or query signed with the app's admin key
 * (`Authorization: KakaoAK …`), checked by the handler; 404 unless KAKAO_ADMIN_KEY is configured.
 */
export const kakaoUnlink = { method: 'POST', path: '/api/kakao/unlink', auth: 'none' } as const;
/**
 * SOLAPI's delivery reports (server to server, decision 059), signed like SOLAPI's own requests
 * (`Authorization: HMAC-SHA256 …` with the configured key and secret), checked by the handler.
 */
export const messageReport = {
  method: 'POST',
  path: '/api/webhooks/solapi',
  auth: 'none',
} as const;

// The console's 메시지 page: any operator reads (masked below ADMIN), EDITOR resends.
export const staffMessageList = {
  method: 'POST',
  path: '/api/staff/messages/list',
  auth: 'staff',
} as const;
export const staffMessageDetail = {
  method: 'POST',
  path: '/api/staff/messages/detail',
  auth: 'staff',
} as const;
export const staffMessageSummary = {
  method: 'POST',
  path: '/api/staff/messages/summary',
  auth: 'staff',
} as const;
export const staffMessageResend = {
  method: 'POST',
  path: '/api/staff/messages/resend',
  auth: 'staffEditor',
} as const;
// Its templates: any operator reads them, EDITOR records a template and its review.
export const staffMessageTemplateList = {
  method: 'POST',
  path: '/api/staff/message-templates/list',
  auth: 'staff',
} as const;
export const staffMessageTemplateUpdate = {
  method: 'POST',
  path: '/api/staff/message-templates/update',
  auth: 'staffEditor',
} as const;
