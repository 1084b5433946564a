import { z } from 'zod';
import {
  buttonType,
  descriptionType,
  entryStatus,
  noticeType,
  periodType,
  programStatus,
  programType,
  scheduleType,
} from './enums';
import { apiSuccess, emptyBody, idParam, isoDateTime, ymd, yn } from './envelope';

/** Program category (spec 000 §3). */
export const programCategory = z.object({
  programCategoryIdx: z.number().int(),
  programCategoryName: z.string(),
});
export type ProgramCategory = z.infer<typeof programCategory>;

/**
 * Program card: the union of the list fields of spec 000 §3 and spec 001 §3. The dot* fields are
 * the server's yy.mm.dd / HH:mm renderings of the same dates, as the spec's client reads them.
 */
export const programListItem = z.object({
  programIdx: z.number().int(),
  /** may contain simple HTML such as <br>, sanitized on the server */
  programName: z.string(),
  programCategoryIdx: z.number().int(),
  programCategoryName: z.string(),
  programSummary: z.string(),
  savePath: z.string(),
  programType: programType,
  status: programStatus,
  scheduleType: scheduleType,
  periodType: periodType,
  zoneIdx: z.number().int().nullable(),
  zoneName: z.string().nullable(),
  zoneNameEn: z.string().nullable(),
  floorIdx: z.number().int().nullable(),
  floorName: z.string().nullable(),
  minExecDate: ymd.nullable(),
  maxExecDate: ymd.nullable(),
  /** the date the list was asked about (startDate) or the single date; null for ALWAYS */
  execDate: ymd.nullable(),
  /** multi-date programs: every date, comma-separated YYYY-MM-DD */
  multiExecDate: z.string().nullable(),
  dotMinExecDate: z.string(),
  dotMaxExecDate: z.string(),
  dotExecDate: z.string(),
  /** HH:mm of the first instance on execDate, '' when none */
  dotExecTime: z.string(),
  /** application (draw) programs only */
  winnerAnnouncementDate: isoDateTime.nullable(),
  tutorialYn: yn,
  tutorialLink: z.string().nullable(),
});
export type ProgramListItem = z.infer<typeof programListItem>;

const categoryIdxList = z.array(idParam).max(50);

/**
 * POST /api/program/list (spec 000 §7, 001 §7). Every filter is optional: no startDate means
 * every date, no floorIdx every floor, an absent or empty programCategoryIdxList every category
 * (the /program query's ALL).
 */
export const programListBody = z
  .object({
    startDate: ymd.optional(),
    floorIdx: idParam.optional(),
    programCategoryIdxList: categoryIdxList.optional(),
  })
  .strict()
  .optional();
export const programListResponse = apiSuccess(z.array(programListItem));

/** POST /api/program/detail (spec 000 §7, 001 §7). */
export const programDetailBody = z.object({ programIdx: idParam }).strict();
export const programDetail = programListItem.extend({
  descriptionType: descriptionType,
  /** Editor HTML, sanitized on the server; the client sanitizes again before rendering. */
  programEditor: z.string(),
  /** descriptionType LINK: the page embedded in a frame */
  programLink: z.string().nullable(),
  useOptionYn: yn,
  useButtonYn: yn,
  useRelatedProgramYn: yn,
  usePrevProgramYn: yn,
  noticeType: noticeType,
  /** split by lines on screen */
  noticeText: z.string(),
  zoneSummary: z.string().nullable(),
  mainFileContentSavePath: z.string().nullable(),
  /** Y when the program cannot take entries now (ended, full or outside its entry window) */
  closedYn: yn,
  /** N when this member is barred from entering (spec 001 §4); Y for guests */
  participationPossibleYn: yn,
  /** The member's entry for this program; null for guests and members without one. */
  attendStatus: entryStatus.nullable(),
  attendCnt: z.number().int().nonnegative(),
  reserveEntryIdx: z.number().int().nullable(),
  reserveEntryId: z.string().nullable(),
  /** Designed here: how many people one entry may bring (the person count on /schedule). */
  maxPersonCount: z.number().int().positive(),
  /** Designed here (decision 026): why the venue closed it, set only with status CLOSEDADMIN. */
  closedReason: z.string().nullable(),
});
export type ProgramDetail = z.infer<typeof programDetail>;
export const programDetailResponse = apiSuccess(programDetail);

const byProgram = z.object({ programIdx: idParam }).strict();

/** POST /api/program/option/list (spec 001 §7): the schedule and place table. */
export const programOptionListBody = byProgram;
export const programOption = z.object({
  optionTitle: z.string(),
  optionDescription: z.string(),
});
export type ProgramOption = z.infer<typeof programOption>;
export const programOptionListResponse = apiSuccess(z.array(programOption));

/** POST /api/program/button/list (spec 001 §7): URL opens a new tab, FILE downloads savePath. */
export const programButtonListBody = byProgram;
export const programButton = z.object({
  buttonType: buttonType,
  buttonName: z.string(),
  buttonUrl: z.string().nullable(),
  savePath: z.string().nullable(),
});
export type ProgramButton = z.infer<typeof programButton>;
export const programButtonListResponse = apiSuccess(z.array(programButton));

/** Related or previous program: programInstanceIdx plus the list fields (spec 001 §3). */
export const relatedProgram = programListItem.extend({
  programInstanceIdx: z.number().int().nullable(),
});
export type RelatedProgram = z.infer<typeof relatedProgram>;

/** POST /api/program/related/list (spec 001 §7). */
export const programRelatedListBody = byProgram;
export const programRelatedListResponse = apiSuccess(z.array(relatedProgram));

/** POST /api/program/useprev/list (spec 001 §7): at most 3 previous programs. */
export const programUsePrevListBody = byProgram;
export const programUsePrevListResponse = apiSuccess(z.array(relatedProgram).max(3));

/**
 * POST /api/program/instance/list (designed here: spec 001 §2 /schedule chooses "the date and time
 * instance" but names no call for it). The program's instances from today (Seoul) on, by date and
 * start time, with the seats left, so /schedule can offer only instances that can still be booked.
 * Public and read-cached like the other sub-lists; the seats are a hint, the insert decides.
 */
export const programInstanceListBody = byProgram;
export const programInstance = z.object({
  programInstanceIdx: z.number().int(),
  execDate: ymd,
  /** HH:mm */
  startTime: z.string(),
  /** HH:mm */
  endTime: z.string(),
  /** null = unlimited */
  capacity: z.number().int().nullable(),
  /** seats left; null = unlimited */
  remainingCnt: z.number().int().nonnegative().nullable(),
  /** Y when the instance is full or has started, or its day is a closed day of the venue */
  closedYn: yn,
  /**
   * A draw's (APPLICATION) places in this instance: the fewer of its capacity and the program's
   * winner count; null = no limit, absent for reservations.
   */
  winnerCnt: z.number().int().nonnegative().nullable().optional(),
});
export type ProgramInstance = z.infer<typeof programInstance>;
export const programInstanceListResponse = apiSuccess(z.array(programInstance));

/** POST /api/program/category/list (spec 000 §7, 001 §7). Payload not shown: an empty body. */
export const programCategoryListBody = emptyBody;
export const programCategoryListResponse = apiSuccess(z.array(programCategory));

/**
 * POST /api/getyears (spec 000 §7). Payload and answer not shown; designed here: an empty body
 * and the ascending list of years that have programs. The client falls back to 2023 through
 * the current year when the call fails.
 */
export const getYearsBody = emptyBody;
export const getYearsResponse = apiSuccess(z.array(z.number().int().min(2000).max(2100)));

/**
 * POST /api/banner/program/list (spec 000 §7). Payload and answer not shown; designed here for
 * the in-venue home's "Now" section: programs on a floor that run today (Seoul), as cards.
 */
export const bannerProgramListBody = z.object({ floorIdx: idParam.optional() }).strict().optional();
export const bannerProgramListResponse = apiSuccess(z.array(programListItem));

/**
 * An entry of the home header block (getMainTitleInfo reserveEntryList, spec 000 §2 Home): the
 * spec names floorIdx and floorName; the rest is designed here for the greetings of §4.
 */
export const mainTitleEntry = z.object({
  reserveEntryIdx: z.number().int(),
  programIdx: z.number().int(),
  programName: z.string(),
  programType: programType,
  status: entryStatus,
  floorIdx: z.number().int().nullable(),
  floorName: z.string().nullable(),
  zoneName: z.string().nullable(),
  execDate: ymd.nullable(),
  winnerAnnouncementDate: isoDateTime.nullable(),
});
export type MainTitleEntry = z.infer<typeof mainTitleEntry>;
