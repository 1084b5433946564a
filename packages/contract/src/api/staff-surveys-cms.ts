/**
 * Surveys in the staff console (decisions 021 and 031): EDITOR and ADMIN operators
 * open a survey for editing, save it and delete it. A save without an id creates, with an id
 * updates, and answers the id. Once members have answered a survey its questions never change
 * (answers point at question ids): a save that changes them makes a new survey that replaces the
 * answered one (`copiedYn` Y); a save that changes only the title, summary, period or display
 * edits it in place. Questions have the program questions' shape, so one console editor serves
 * both. The results stay with `/api/staff/surveys/results` (any staff role).
 */
import { z } from 'zod';
import { withParticle } from '../domain/josa';
import { checkQuestionChoices, cmsQuestionFields } from './cms-programs';
import { questionType } from './enums';
import { apiSuccess, idNumber, isoDateTime, okResponse, safeText, ymd, yn } from './envelope';
import { surveyTargetType } from './survey';

// ── Reads ───────────────────────────────────────────────────────────────────

/** POST /api/staff/surveys/detail (EDITOR): a survey as the editor form starts from. */
export const staffSurveyDetailBody = z.object({ surveyIdx: idNumber() }).strict();
export const staffSurveyEditable = z.object({
  surveyIdx: z.number().int(),
  title: z.string(),
  summary: z.string(),
  targetType: surveyTargetType,
  programIdx: z.number().int().nullable(),
  startDate: ymd,
  endDate: ymd,
  displayYn: yn,
  questionList: z.array(
    z.object({
      surveyQuestionIdx: z.number().int(),
      questionType: questionType,
      questionText: z.string(),
      requiredYn: yn,
      optionList: z.array(
        z.object({ surveyQuestionOptionIdx: z.number().int(), multipleText: z.string() }),
      ),
    }),
  ),
  /** members who answered (anonymised ones too); above 0 the questions are fixed */
  responseCount: z.number().int().nonnegative(),
  /** the survey this one replaced when its questions changed, or null */
  replacesSurveyIdx: z.number().int().nullable(),
  /** the survey that replaced this one, or null: a replaced survey is closed and read-only */
  replacedBySurveyIdx: z.number().int().nullable(),
  regDate: isoDateTime,
  modDate: isoDateTime,
});
export type StaffSurveyEditable = z.infer<typeof staffSurveyEditable>;
export const staffSurveyDetailResponse = apiSuccess(staffSurveyEditable);

// ── Writes ──────────────────────────────────────────────────────────────────

const surveyText = (label: string, max: number, empty?: string) => {
  const base = safeText(empty).trim();
  const bounded = base.max(max, {
    error: `${withParticle(label, '은/는')} ${max}자 이하로 입력해 주세요.`,
  });
  return empty ? bounded.min(1, { error: empty }) : bounded;
};

/** One survey question: the program questions' fields, choices at most 100 characters. */
export const staffSurveyQuestionInput = z
  .object(cmsQuestionFields(100))
  .strict()
  .superRefine(checkQuestionChoices);

/**
 * POST /api/staff/surveys/save (EDITOR): the whole survey with its questions in order. A PROGRAM
 * survey names its program, a VISIT survey none; the period is inclusive Seoul days, end ≥ start.
 * Refusals: unknown id or program → 404 / 400 `programIdx`; a replaced survey, or the target of an
 * answered one → 409 CONFLICT with the Korean reason.
 */
export const staffSurveySaveBody = z
  .object({
    surveyIdx: idNumber().optional(),
    title: surveyText('제목', 100, '제목을 입력해 주세요.'),
    summary: surveyText('소개', 300).default(''),
    targetType: surveyTargetType,
    programIdx: idNumber({ type: '프로그램을 선택해 주세요.' }).nullable().default(null),
    startDate: ymd,
    endDate: ymd,
    displayYn: yn,
    questionList: z
      .array(staffSurveyQuestionInput)
      .min(1, { error: '질문을 1개 이상 넣어 주세요.' })
      .max(30, { error: '질문은 30개까지예요.' }),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.targetType === 'PROGRAM' && body.programIdx === null) {
      ctx.addIssue({ code: 'custom', path: ['programIdx'], message: '프로그램을 선택해 주세요.' });
    }
    if (body.targetType === 'VISIT' && body.programIdx !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['programIdx'],
        message: '방문 설문에는 프로그램을 고를 수 없어요.',
      });
    }
    if (body.endDate < body.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: '종료일은 시작일과 같거나 뒤여야 해요.',
      });
    }
  });
export type StaffSurveySaveBody = z.output<typeof staffSurveySaveBody>;
export type StaffSurveySaveInput = z.input<typeof staffSurveySaveBody>;
export const staffSurveySaveResponse = apiSuccess(
  z.object({
    /** the saved survey: the new one when `copiedYn` is Y */
    surveyIdx: z.number().int(),
    /** Y when the survey had answers and its questions changed: a new survey replaced it */
    copiedYn: yn,
    /** the answered survey the new one replaced (closed from now on), or null */
    replacedSurveyIdx: z.number().int().nullable(),
  }),
);
export type StaffSurveySaveResult = z.infer<typeof staffSurveySaveResponse>['data'];

/** POST /api/staff/surveys/delete (EDITOR): only a survey nobody answered (else 409 CONFLICT). */
export const staffSurveyDeleteBody = z.object({ surveyIdx: idNumber() }).strict();
export const staffSurveyDeleteResponse = okResponse;
