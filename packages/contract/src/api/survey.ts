/**
 * Surveys (spec 001 §2 `/survey` → `/survey/ing`, "contents: not shown" — designed in
 * decision 021). A survey is about the member's visit (VISIT: they checked in at the venue on a
 * day of the survey's period) or one program (PROGRAM: they attended it — checked in at it, or
 * their entry for it became DONE). A member answers each survey once. Members use /api/survey/*;
 * staff read the results under /api/staff/surveys* (staff cookie only).
 */
import { z } from 'zod';
import { SURVEY_TARGET_TYPES } from '../domain/survey';
import { questionType } from './enums';
import { apiSuccess, emptyBody, idParam, isoDateTime, safeText, ymd, yn } from './envelope';

export const surveyTargetType = z.enum(SURVEY_TARGET_TYPES);

export const surveyQuestion = z.object({
  surveyQuestionIdx: z.number().int(),
  questionType: questionType,
  requiredYn: yn,
  questionText: z.string(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestion>;

export const surveyQuestionOption = z.object({
  surveyQuestionIdx: z.number().int(),
  surveyQuestionOptionIdx: z.number().int(),
  optionText: z.string(),
});
export type SurveyQuestionOption = z.infer<typeof surveyQuestionOption>;

/** A survey as the member's list shows it. */
export const surveySummary = z.object({
  surveyIdx: z.number().int(),
  title: z.string(),
  /** plain text, one or two sentences */
  summary: z.string(),
  targetType: surveyTargetType,
  /** PROGRAM surveys: the program and its name; null for VISIT surveys */
  programIdx: z.number().int().nullable(),
  programName: z.string().nullable(),
  /** the period, inclusive Seoul days */
  startDate: ymd,
  endDate: ymd,
  questionCount: z.number().int().nonnegative(),
  /** whether this member has answered it, and when */
  answeredYn: yn,
  answeredAt: isoDateTime.nullable(),
});
export type SurveySummary = z.infer<typeof surveySummary>;

/**
 * POST /api/survey/list: the open surveys (today within the period) this member may answer —
 * they visited on a day of the period, or attended the program — answered ones included (shown
 * as 참여 완료), unanswered first, then by end date.
 */
export const surveyListBody = emptyBody;
export const surveyListResponse = apiSuccess(z.object({ surveyList: z.array(surveySummary) }));
export type SurveyListData = z.infer<typeof surveyListResponse>['data'];

/** One answer; choice answers are option ids joined by commas ("3,4"), texts are the text. */
export const surveyAnswer = z.object({
  surveyQuestionIdx: idParam,
  answer: safeText('답변은 글자로 보내 주세요.').max(1000),
});
export type SurveyAnswer = z.infer<typeof surveyAnswer>;

/**
 * POST /api/survey/detail: the survey with its questions, and the member's own answers once given
 * (`myAnswerList`, empty before). Unknown, hidden or not yet open → 404 NOT_FOUND; ended →
 * 409 SURVEY_CLOSED; the member did not visit / attend → 403 SURVEY_NOT_ELIGIBLE.
 */
export const surveyDetailBody = z.object({ surveyIdx: idParam }).strict();
export const surveyDetail = surveySummary.extend({
  questionList: z.array(surveyQuestion),
  questionOptionsList: z.array(surveyQuestionOption),
  myAnswerList: z.array(z.object({ surveyQuestionIdx: z.number().int(), answer: z.string() })),
});
export type SurveyDetail = z.infer<typeof surveyDetail>;
export const surveyDetailResponse = apiSuccess(surveyDetail);

/**
 * POST /api/survey/answer: the member's answers, checked with `surveyAnswerIssues` (the
 * reservation questions' rule: required answered, OBJONE one choice, options of that question,
 * texts at most 200 characters) → 400 VALIDATION_FAILED with a field per question
 * (`answerList.{index}` or `question.{surveyQuestionIdx}`). Answered already →
 * 409 SURVEY_ALREADY_ANSWERED (nothing changes); the other refusals as for detail.
 */
export const surveyAnswerBody = z
  .object({ surveyIdx: idParam, answerList: z.array(surveyAnswer).max(50) })
  .strict();
export type SurveyAnswerBody = z.input<typeof surveyAnswerBody>;
export const surveyAnswerResponse = apiSuccess(
  z.object({ surveyResponseIdx: z.number().int(), answeredAt: isoDateTime }),
);

// staff

/** A survey in the console's list, with how many members answered. */
export const staffSurveySummary = surveySummary
  .omit({ answeredYn: true, answeredAt: true })
  .extend({
    displayYn: yn,
    responseCount: z.number().int().nonnegative(),
    /** OPEN today, UPCOMING (starts later) or ENDED */
    periodStatus: z.enum(['UPCOMING', 'OPEN', 'ENDED']),
    /** the answered survey this one replaced when its questions changed (decision 031), or null */
    replacesSurveyIdx: z.number().int().nullable(),
    /** the survey that replaced this one: closed to members from then on; null while current */
    replacedBySurveyIdx: z.number().int().nullable(),
  });
export type StaffSurveySummary = z.infer<typeof staffSurveySummary>;

/** POST /api/staff/surveys: every survey, the open ones first, newest start first. */
export const staffSurveyListBody = emptyBody;
export const staffSurveyListResponse = apiSuccess(
  z.object({ surveyList: z.array(staffSurveySummary) }),
);

/** One question's results: counts per option for choices; the texts (newest first) otherwise. */
export const staffSurveyQuestionResult = surveyQuestion.extend({
  /** members who answered this question (optional questions may be skipped) */
  answeredCount: z.number().int().nonnegative(),
  options: z.array(
    z.object({
      surveyQuestionOptionIdx: z.number().int(),
      optionText: z.string(),
      count: z.number().int().nonnegative(),
    }),
  ),
  /** the newest 100 texts of a SUBJECTIVE / DESCRIPTIVE question; [] for choices */
  textAnswers: z.array(z.object({ answer: z.string(), answeredAt: isoDateTime })),
});
export type StaffSurveyQuestionResult = z.infer<typeof staffSurveyQuestionResult>;

/** POST /api/staff/surveys/results: unknown survey → 404 NOT_FOUND. */
export const staffSurveyResultsBody = z.object({ surveyIdx: idParam }).strict();
export const staffSurveyResults = z.object({
  survey: staffSurveySummary,
  questionList: z.array(staffSurveyQuestionResult),
});
export type StaffSurveyResults = z.infer<typeof staffSurveyResults>;
export const staffSurveyResultsResponse = apiSuccess(staffSurveyResults);
