/**
 * Every call of both specs' §7 (plus the few designed here), with its method, path, input and
 * success schemas. The server registers routes from it and the client builds fetchers from it,
 * so a path is spelled once. `auth`: none = anyone; optional = a jwt changes the answer;
 * required = 401 without a valid jwt.
 */
import type { z } from 'zod';
import * as appConfig from './app-config';
import * as audit from './audit';
import * as auth from './auth';
import * as banner from './banner';
import * as captcha from './captcha';
import * as cmsTerms from './cms-terms';
import * as faq from './faq';
import * as floor from './floor';
import * as frequency from './frequency';
import * as inquiry from './inquiry';
import * as notice from './notice';
import * as program from './program';
import * as qr from './qr';
import * as reserveEntry from './reserve-entry';
import * as staff from './staff';
import * as survey from './survey';
import * as terms from './terms';
import * as tour from './tour';
import * as user from './user';
import * as visit from './visit';
import * as zone from './zone';

export interface ApiCall {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  /** JSON body of a POST */
  body?: z.ZodType;
  /** query string of a GET */
  query?: z.ZodType;
  /** success envelope; absent for calls that do not answer JSON (audio, event stream) */
  response?: z.ZodType;
  /**
   * Member calls: none, optional or required as above. Staff calls (/api/staff/*): 'staff' needs
   * a staff session cookie of any role, 'staffEditor' one of role EDITOR or ADMIN, 'staffAdmin'
   * one of role ADMIN; member tokens do not count.
   */
  auth: 'none' | 'optional' | 'required' | 'staff' | 'staffEditor' | 'staffAdmin';
  /** where the call is described; 'designed' when neither spec lists it */
  spec: '000' | '001' | '000+001' | 'designed';
}

export const apiCalls = {
  // user
  getUserInfo: {
    method: 'POST',
    path: '/api/getuserinfo',
    body: user.getUserInfoBody,
    response: user.getUserInfoResponse,
    auth: 'required',
    spec: '000+001',
  },
  getMainTitleInfo: {
    method: 'POST',
    path: '/api/getMainTitleInfo',
    body: user.getMainTitleInfoBody,
    response: user.getMainTitleInfoResponse,
    auth: 'required',
    spec: '000',
  },
  getLegalGuardian: {
    method: 'POST',
    path: '/api/getlegalguardian',
    body: user.getLegalGuardianBody,
    response: user.getLegalGuardianResponse,
    auth: 'required',
    spec: '000',
  },
  checkNService: {
    method: 'POST',
    path: '/api/checkNService',
    body: user.checkNServiceBody,
    response: user.checkNServiceResponse,
    auth: 'required',
    spec: '000',
  },
  // banners and floor map
  mainBannerList: {
    method: 'GET',
    path: '/api/banner/mainbannerlist',
    response: banner.mainBannerListResponse,
    auth: 'none',
    spec: '000',
  },
  bannerList: {
    method: 'POST',
    path: '/api/banner/list',
    body: banner.bannerListBody,
    response: banner.bannerListResponse,
    auth: 'none',
    spec: '000',
  },
  loginBannerList: {
    method: 'POST',
    path: '/api/login/banner/list',
    body: banner.loginBannerListBody,
    response: banner.loginBannerListResponse,
    auth: 'required',
    spec: '000',
  },
  bannerActionInsert: {
    method: 'POST',
    path: '/api/banner/action/insert',
    body: banner.bannerActionInsertBody,
    response: banner.bannerActionInsertResponse,
    auth: 'optional',
    spec: '000',
  },
  bannerProgramList: {
    method: 'POST',
    path: '/api/banner/program/list',
    body: program.bannerProgramListBody,
    response: program.bannerProgramListResponse,
    auth: 'optional',
    spec: '000',
  },
  floorsList: {
    method: 'POST',
    path: '/api/floors/list',
    body: floor.floorsListBody,
    response: floor.floorsListResponse,
    auth: 'none',
    spec: '000',
  },
  checkinBannerList: {
    method: 'POST',
    path: '/api/checkin/banner/list',
    body: floor.checkinBannerListBody,
    response: floor.checkinBannerListResponse,
    auth: 'none',
    spec: '000',
  },
  // zones and tour
  zoneList: {
    method: 'GET',
    path: '/api/zone/list',
    response: zone.zoneListResponse,
    auth: 'none',
    spec: '000+001',
  },
  zoneDetail: {
    method: 'POST',
    path: '/api/zone/detail',
    body: zone.zoneDetailBody,
    response: zone.zoneDetailResponse,
    auth: 'none',
    spec: 'designed',
  },
  tourDetail: {
    method: 'POST',
    path: '/api/tour/detail',
    body: tour.tourDetailBody,
    response: tour.tourDetailResponse,
    auth: 'none',
    spec: '001',
  },
  // programs
  programList: {
    method: 'POST',
    path: '/api/program/list',
    body: program.programListBody,
    response: program.programListResponse,
    auth: 'none',
    spec: '000+001',
  },
  programDetail: {
    method: 'POST',
    path: '/api/program/detail',
    body: program.programDetailBody,
    response: program.programDetailResponse,
    auth: 'optional',
    spec: '000+001',
  },
  programCategoryList: {
    method: 'POST',
    path: '/api/program/category/list',
    body: program.programCategoryListBody,
    response: program.programCategoryListResponse,
    auth: 'none',
    spec: '000+001',
  },
  programOptionList: {
    method: 'POST',
    path: '/api/program/option/list',
    body: program.programOptionListBody,
    response: program.programOptionListResponse,
    auth: 'none',
    spec: '001',
  },
  programButtonList: {
    method: 'POST',
    path: '/api/program/button/list',
    body: program.programButtonListBody,
    response: program.programButtonListResponse,
    auth: 'none',
    spec: '001',
  },
  programRelatedList: {
    method: 'POST',
    path: '/api/program/related/list',
    body: program.programRelatedListBody,
    response: program.programRelatedListResponse,
    auth: 'none',
    spec: '001',
  },
  programInstanceList: {
    method: 'POST',
    path: '/api/program/instance/list',
    body: program.programInstanceListBody,
    response: program.programInstanceListResponse,
    auth: 'none',
    spec: 'designed',
  },
  programUsePrevList: {
    method: 'POST',
    path: '/api/program/useprev/list',
    body: program.programUsePrevListBody,
    response: program.programUsePrevListResponse,
    auth: 'none',
    spec: '001',
  },
  getYears: {
    method: 'POST',
    path: '/api/getyears',
    body: program.getYearsBody,
    response: program.getYearsResponse,
    auth: 'none',
    spec: '000',
  },
  // reservations and applications
  reserveEntryCollectInfo: {
    method: 'POST',
    path: '/api/reserveentry/collect/info',
    body: reserveEntry.reserveEntryCollectInfoBody,
    response: reserveEntry.reserveEntryCollectInfoResponse,
    auth: 'required',
    spec: '001',
  },
  reserveEntryQuestionList: {
    method: 'POST',
    path: '/api/reserveentry/question/list',
    body: reserveEntry.reserveEntryQuestionListBody,
    response: reserveEntry.reserveEntryQuestionListResponse,
    auth: 'required',
    spec: '001',
  },
  reserveEntryInsert: {
    method: 'POST',
    path: '/api/reserveentry/insert',
    body: reserveEntry.reserveEntryInsertBody,
    response: reserveEntry.reserveEntryInsertResponse,
    auth: 'required',
    spec: '001',
  },
  reserveEntryDetail: {
    method: 'POST',
    path: '/api/reserveentry/detail',
    body: reserveEntry.reserveEntryDetailBody,
    response: reserveEntry.reserveEntryDetailResponse,
    auth: 'required',
    spec: '001',
  },
  reserveEntryList: {
    method: 'GET',
    path: '/api/reserveentry/list',
    response: reserveEntry.reserveEntryListResponse,
    auth: 'required',
    spec: '001',
  },
  reserveEntryCancel: {
    method: 'POST',
    path: '/api/reserveentry/cancel',
    body: reserveEntry.reserveEntryCancelBody,
    response: reserveEntry.reserveEntryCancelResponse,
    auth: 'required',
    spec: 'designed',
  },
  // content
  noticeList: {
    method: 'POST',
    path: '/api/notice/list',
    body: notice.noticeListBody,
    response: notice.noticeListResponse,
    auth: 'none',
    spec: '000+001',
  },
  noticeDetail: {
    method: 'POST',
    path: '/api/notice/detail',
    body: notice.noticeDetailBody,
    response: notice.noticeDetailResponse,
    auth: 'none',
    spec: 'designed',
  },
  faqList: {
    method: 'POST',
    path: '/api/faq/list',
    body: faq.faqListBody,
    response: faq.faqListResponse,
    auth: 'none',
    spec: '001',
  },
  faqCategoryList: {
    method: 'POST',
    path: '/api/faq/categorylist',
    body: faq.faqCategoryListBody,
    response: faq.faqCategoryListResponse,
    auth: 'none',
    spec: '001',
  },
  faqDetail: {
    method: 'POST',
    path: '/api/faq/detail',
    body: faq.faqDetailBody,
    response: faq.faqDetailResponse,
    auth: 'none',
    spec: 'designed',
  },
  termsList: {
    method: 'POST',
    path: '/api/terms/list',
    body: terms.termsListBody,
    response: terms.termsListResponse,
    auth: 'none',
    spec: '000',
  },
  termsPreview: {
    method: 'POST',
    path: '/api/terms/preview',
    body: terms.termsPreviewBody,
    response: terms.termsPreviewResponse,
    auth: 'none',
    spec: '001',
  },
  updateTermsInfo: {
    method: 'POST',
    path: '/api/updateTermsInfo',
    body: terms.updateTermsInfoBody,
    response: terms.updateTermsInfoResponse,
    auth: 'required',
    spec: '001',
  },
  appConfig: {
    method: 'GET',
    path: '/api/app/config',
    response: appConfig.appConfigResponse,
    auth: 'none',
    spec: 'designed',
  },
  frontVisit: {
    method: 'GET',
    path: '/api/front/visit',
    query: visit.frontVisitQuery,
    response: visit.frontVisitResponse,
    auth: 'optional',
    spec: '000',
  },
  // login, identity, signup
  authAuthorize: {
    method: 'POST',
    path: '/api/auth/authorize',
    body: auth.authAuthorizeBody,
    response: auth.authAuthorizeResponse,
    auth: 'optional',
    spec: 'designed',
  },
  authLoginKakao: {
    method: 'POST',
    path: '/api/auth/login/kakao',
    body: auth.authLoginKakaoBody,
    response: auth.authLoginKakaoResponse,
    auth: 'none',
    spec: '000',
  },
  authLoginTid: {
    method: 'POST',
    path: '/api/auth/login/tid',
    body: auth.authLoginTidBody,
    response: auth.authLoginTidResponse,
    auth: 'none',
    spec: '000',
  },
  authLoginVip: {
    method: 'POST',
    path: '/api/auth/login/vip',
    body: auth.authLoginVipBody,
    response: auth.authLoginVipResponse,
    auth: 'none',
    spec: '000',
  },
  captcha: {
    method: 'GET',
    path: '/api/captcha',
    response: captcha.captchaResponse,
    auth: 'none',
    spec: '000',
  },
  captchaCheck: {
    method: 'POST',
    path: '/api/captcha/check',
    body: captcha.captchaCheckBody,
    response: captcha.captchaCheckResponse,
    auth: 'none',
    spec: '000',
  },
  captchaAudio: {
    method: 'GET',
    path: '/api/captcha/audio',
    query: captcha.captchaAudioQuery,
    auth: 'none',
    spec: '000',
  },
  authPhoneSend: {
    method: 'POST',
    path: '/api/auth/phone/send',
    body: auth.authPhoneSendBody,
    response: auth.authPhoneSendResponse,
    auth: 'optional',
    spec: '000',
  },
  authPhoneVerify: {
    method: 'POST',
    path: '/api/auth/phone/verify',
    body: auth.authPhoneVerifyBody,
    response: auth.authPhoneVerifyResponse,
    auth: 'optional',
    spec: '000',
  },
  authCompleteSignup: {
    method: 'POST',
    path: '/api/auth/complete/signup',
    body: auth.authCompleteSignupBody,
    response: auth.authCompleteSignupResponse,
    auth: 'none',
    spec: '000',
  },
  authSaveLegalGuardian: {
    method: 'POST',
    path: '/api/auth/save/legalguardian',
    body: auth.authSaveLegalGuardianBody,
    response: auth.authSaveLegalGuardianResponse,
    auth: 'required',
    spec: '000',
  },
  authLinkAccount: {
    method: 'POST',
    path: '/api/auth/link/account',
    body: auth.authLinkAccountBody,
    response: auth.authLinkAccountResponse,
    auth: 'none',
    spec: '000',
  },
  authUnlinkAccount: {
    method: 'POST',
    path: '/api/auth/unlink/account',
    body: auth.authUnlinkAccountBody,
    response: auth.authUnlinkAccountResponse,
    auth: 'required',
    spec: '001',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    body: auth.logoutBody,
    response: auth.logoutResponse,
    auth: 'required',
    spec: 'designed',
  },
  withdraw: {
    method: 'POST',
    path: '/api/withdraw',
    body: auth.withdrawBody,
    response: auth.withdrawResponse,
    auth: 'required',
    spec: '001',
  },
  // QR and rewards
  getQrValue: {
    method: 'POST',
    path: '/api/getQrValue',
    body: qr.getQrValueBody,
    response: qr.getQrValueResponse,
    auth: 'required',
    spec: '000',
  },
  sseSubscribe: {
    method: 'GET',
    path: '/api/sse/subscribe',
    query: qr.sseSubscribeQuery,
    auth: 'required',
    spec: '000',
  },
  frequencyEarn: {
    method: 'POST',
    path: '/api/frequency/earn',
    body: frequency.frequencyEarnBody,
    response: frequency.frequencyEarnResponse,
    auth: 'required',
    spec: '000',
  },
  // Draw Tour screens (designed, decision 020)
  frequencyNow: {
    method: 'POST',
    path: '/api/frequency/now',
    body: frequency.frequencyNowBody,
    response: frequency.frequencyNowResponse,
    auth: 'required',
    spec: 'designed',
  },
  frequencyPast: {
    method: 'POST',
    path: '/api/frequency/past',
    body: frequency.frequencyPastBody,
    response: frequency.frequencyPastResponse,
    auth: 'required',
    spec: 'designed',
  },
  frequencyDetail: {
    method: 'POST',
    path: '/api/frequency/detail',
    body: frequency.frequencyDetailBody,
    response: frequency.frequencyDetailResponse,
    auth: 'required',
    spec: 'designed',
  },
  // The Draw Tour reward desk in the staff console (designed, decision 022)
  staffFrequencyMember: {
    method: 'POST',
    path: '/api/staff/frequency/member',
    body: frequency.staffFrequencyMemberBody,
    response: frequency.staffFrequencyMemberResponse,
    auth: 'staff',
    spec: 'designed',
  },
  staffFrequencyClaim: {
    method: 'POST',
    path: '/api/staff/frequency/claim',
    body: frequency.staffFrequencyClaimBody,
    response: frequency.staffFrequencyClaimResponse,
    auth: 'staff',
    spec: 'designed',
  },
  // 1:1 inquiries (designed, decision 018)
  inquiryInsert: {
    method: 'POST',
    path: '/api/inquiry/insert',
    /** multipart/form-data: these text fields plus up to 3 `photos` files (not JSON) */
    body: inquiry.inquiryInsertFields,
    response: inquiry.inquiryInsertResponse,
    auth: 'required',
    spec: 'designed',
  },
  inquiryList: {
    method: 'POST',
    path: '/api/inquiry/list',
    body: inquiry.inquiryListBody,
    response: inquiry.inquiryListResponse,
    auth: 'required',
    spec: 'designed',
  },
  inquiryDetail: {
    method: 'POST',
    path: '/api/inquiry/detail',
    body: inquiry.inquiryDetailBody,
    response: inquiry.inquiryDetailResponse,
    auth: 'required',
    spec: 'designed',
  },
  /** the photo's bytes (not JSON) */
  inquiryAttachment: {
    method: 'GET',
    path: '/api/inquiry/attachment/:attachmentIdx',
    auth: 'required',
    spec: 'designed',
  },
  staffInquiryList: {
    method: 'POST',
    path: '/api/staff/inquiries',
    body: inquiry.staffInquiryListBody,
    response: inquiry.staffInquiryListResponse,
    auth: 'staff',
    spec: 'designed',
  },
  staffInquiryDetail: {
    method: 'POST',
    path: '/api/staff/inquiries/detail',
    body: inquiry.staffInquiryDetailBody,
    response: inquiry.staffInquiryDetailResponse,
    auth: 'staff',
    spec: 'designed',
  },
  staffInquiryAnswer: {
    method: 'POST',
    path: '/api/staff/inquiries/answer',
    body: inquiry.staffInquiryAnswerBody,
    response: inquiry.staffInquiryAnswerResponse,
    auth: 'staff',
    spec: 'designed',
  },
  /** the photo's bytes (not JSON); the staff cookie's path is /api/staff, hence its own route */
  staffInquiryAttachment: {
    method: 'GET',
    path: '/api/staff/inquiries/attachment/:attachmentIdx',
    auth: 'staff',
    spec: 'designed',
  },
  // surveys (designed, decision 021)
  surveyList: {
    method: 'POST',
    path: '/api/survey/list',
    body: survey.surveyListBody,
    response: survey.surveyListResponse,
    auth: 'required',
    spec: 'designed',
  },
  surveyDetail: {
    method: 'POST',
    path: '/api/survey/detail',
    body: survey.surveyDetailBody,
    response: survey.surveyDetailResponse,
    auth: 'required',
    spec: 'designed',
  },
  surveyAnswer: {
    method: 'POST',
    path: '/api/survey/answer',
    body: survey.surveyAnswerBody,
    response: survey.surveyAnswerResponse,
    auth: 'required',
    spec: 'designed',
  },
  staffSurveyList: {
    method: 'POST',
    path: '/api/staff/surveys',
    body: survey.staffSurveyListBody,
    response: survey.staffSurveyListResponse,
    auth: 'staff',
    spec: 'designed',
  },
  staffSurveyResults: {
    method: 'POST',
    path: '/api/staff/surveys/results',
    body: survey.staffSurveyResultsBody,
    response: survey.staffSurveyResultsResponse,
    auth: 'staff',
    spec: 'designed',
  },
  // staff console (designed, decision 017)
  staffLogin: {
    method: 'POST',
    path: '/api/staff/login',
    body: staff.staffLoginBody,
    response: staff.staffLoginResponse,
    auth: 'none',
    spec: 'designed',
  },
  staffLogout: {
    method: 'POST',
    path: '/api/staff/logout',
    body: staff.staffLogoutBody,
    response: staff.staffLogoutResponse,
    auth: 'staff',
    spec: 'designed',
  },
  staffMe: {
    method: 'POST',
    path: '/api/staff/me',
    body: staff.staffMeBody,
    response: staff.staffMeResponse,
    auth: 'staff',
    spec: 'designed',
  },
  staffPlaces: {
    method: 'POST',
    path: '/api/staff/places',
    body: staff.staffPlacesBody,
    response: staff.staffPlacesResponse,
    auth: 'staff',
    spec: 'designed',
  },
  staffCheckIn: {
    method: 'POST',
    path: '/api/staff/checkin',
    body: staff.staffCheckInBody,
    response: staff.staffCheckInResponse,
    auth: 'staff',
    spec: 'designed',
  },
  // Content management: terms (issue 17)
  staffTermsList: {
    method: 'POST',
    path: '/api/staff/terms/list',
    body: cmsTerms.staffTermsListBody,
    response: cmsTerms.staffTermsListResponse,
    auth: 'staffEditor',
    spec: 'designed',
  },
  staffTermsSave: {
    method: 'POST',
    path: '/api/staff/terms/save',
    body: cmsTerms.staffTermsSaveBody,
    response: cmsTerms.staffTermsSaveResponse,
    auth: 'staffEditor',
    spec: 'designed',
  },
  staffTermsPublish: {
    method: 'POST',
    path: '/api/staff/terms/publish',
    body: cmsTerms.staffTermsPublishBody,
    response: cmsTerms.staffTermsPublishResponse,
    auth: 'staffAdmin',
    spec: 'designed',
  },
  termsAgree: {
    method: 'POST',
    path: '/api/terms/agree',
    body: cmsTerms.termsAgreeBody,
    response: cmsTerms.termsAgreeResponse,
    auth: 'required',
    spec: 'designed',
  },
  staffAuditList: {
    method: 'POST',
    path: '/api/staff/audit/list',
    body: audit.staffAuditListBody,
    response: audit.staffAuditListResponse,
    auth: 'staffAdmin',
    spec: 'designed',
  },
  staffOperatorList: {
    method: 'POST',
    path: '/api/staff/operators',
    body: staff.staffOperatorListBody,
    response: staff.staffOperatorListResponse,
    auth: 'staffAdmin',
    spec: 'designed',
  },
  staffOperatorCreate: {
    method: 'POST',
    path: '/api/staff/operators/create',
    body: staff.staffOperatorCreateBody,
    response: staff.staffOperatorCreateResponse,
    auth: 'staffAdmin',
    spec: 'designed',
  },
  staffOperatorUpdate: {
    method: 'POST',
    path: '/api/staff/operators/update',
    body: staff.staffOperatorUpdateBody,
    response: staff.staffOperatorUpdateResponse,
    auth: 'staffAdmin',
    spec: 'designed',
  },
  staffOperatorUnlock: {
    method: 'POST',
    path: '/api/staff/operators/unlock',
    body: staff.staffOperatorUnlockBody,
    response: staff.staffOperatorUnlockResponse,
    auth: 'staffAdmin',
    spec: 'designed',
  },
} as const satisfies Record<string, ApiCall>;

export type ApiCallName = keyof typeof apiCalls;
