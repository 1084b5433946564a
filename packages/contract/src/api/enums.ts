/**
 * zod enums for the shared vocabularies of ../domain/enums.ts, for validating requests and
 * responses. Kept apart from the domain so that code importing only domain rules (the web's
 * first-visit bundle) does not pull in zod.
 */
import { z } from 'zod';
import {
  AgreementFlag,
  ApplicationStatus,
  BannerDetailType,
  BannerType,
  ButtonType,
  Congestion,
  DescriptionType,
  EarnType,
  EntryProgramType,
  EntryStatus,
  Gender,
  HistoryTypeFilter,
  LoginType,
  MainBannerActionType,
  NoticeType,
  PeriodType,
  ProgramStatus,
  ProgramType,
  QuestionType,
  ReservationStatus,
  ReserveEntryLetter,
  ScheduleType,
  TelecomCode,
  TermsCode,
  UserState,
  VerifyType,
  ZoneState,
} from '../domain/enums';
import { MAP_HOTSPOT_CODES } from '../domain/map-hotspots';

export const programType = z.enum(ProgramType);

export const entryProgramType = z.enum(EntryProgramType);

export const programStatus = z.enum(ProgramStatus);

export const scheduleType = z.enum(ScheduleType);

export const periodType = z.enum(PeriodType);

export const noticeType = z.enum(NoticeType);

export const descriptionType = z.enum(DescriptionType);

export const questionType = z.enum(QuestionType);

export const buttonType = z.enum(ButtonType);

export const reservationStatus = z.enum(ReservationStatus);

export const applicationStatus = z.enum(ApplicationStatus);

export const entryStatus = z.enum(EntryStatus);

export const historyTypeFilter = z.enum(HistoryTypeFilter);

export const reserveEntryLetter = z.enum(ReserveEntryLetter);

export const telecomCode = z.enum(TelecomCode, { error: '통신사를 선택해 주세요.' });

export const termsCode = z.enum(TermsCode);

export const agreementFlag = z.enum(AgreementFlag);

export const bannerType = z.enum(BannerType);

export const bannerDetailType = z.enum(BannerDetailType);

export const mainBannerSlotCode = z
  .string()
  .regex(/^[a-d][1-4]$/, { error: '메인 배너 슬롯 코드가 올바르지 않습니다.' });

export const mainBannerActionType = z.enum(MainBannerActionType);

export const mapHotspotCode = z.enum(MAP_HOTSPOT_CODES);

export const loginType = z.enum(LoginType);

export const linkableLoginType = z.enum([LoginType.TID, LoginType.KAKAO]);

export const gender = z.enum(Gender);

export const verifyType = z.enum(VerifyType);

export const earnType = z.enum(EarnType);

export const userState = z.enum(UserState);

export const zoneState = z.enum(ZoneState);

export const congestion = z.enum(Congestion);
