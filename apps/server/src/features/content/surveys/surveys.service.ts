/**
 * Surveys (decision 021): the rules of who sees, opens and answers a survey, and the
 * shapes of the contract's answers. Queries are in surveys.repository.ts.
 *
 * - Open = displayed and startDate ≤ today ≤ endDate (Seoul days, decision 008). Unknown, hidden
 *   or not yet started → 404 NOT_FOUND (indistinguishable); ended → 409 SURVEY_CLOSED.
 * - Eligible = VISIT: checked in on a day of the period; PROGRAM: checked in at the program or an
 *   entry for it is DONE. Otherwise 403 SURVEY_NOT_ELIGIBLE.
 * - Answered once: the check before validation answers 409 SURVEY_ALREADY_ANSWERED; the unique
 *   (survey, user) index settles a race, whose loser gets the same 409 and writes nothing.
 */
import {
  type ApiError,
  joinChoiceAnswer,
  parseChoiceAnswer,
  QuestionType,
  type StaffSurveyQuestionResult,
  type StaffSurveyResults,
  type StaffSurveySummary,
  type SurveyAnswer,
  type SurveyDetail,
  type SurveySummary,
  seoulToday,
  surveyAnswerIssues,
  toSeoulIso,
} from '@venue/contract';
import { eq } from 'drizzle-orm';
import { surveys } from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import { toYn } from '../../../lib/yn';
import {
  countAnswersPerQuestion,
  countOptionChoices,
  findResponse,
  findStaffSurvey,
  findSurvey,
  insertResponse,
  listAllSurveys,
  listNewestTextAnswers,
  listOpenEligibleSurveys,
  listQuestions,
  listResponseAnswers,
  type SurveyRow,
} from './surveys.repository';

/** How many texts per question the console's results carry (the newest). */
export const SURVEY_TEXT_ANSWER_LIMIT = 100;

const surveyNotFound = () => AppError.notFound('설문을 찾을 수 없어요.');

/**
 * A program's name is editor HTML (`<br>` line breaks, entities); a survey card shows one line of
 * plain text, so the answers carry the name as text.
 */
export function plainProgramName(html: string | null): string | null {
  if (html === null) return null;
  const text = html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text;
}

type PeriodStatus = StaffSurveySummary['periodStatus'];

export function periodStatusOf(row: Pick<SurveyRow, 'startDate' | 'endDate'>, today: string) {
  if (today < row.startDate) return 'UPCOMING' as const;
  if (today > row.endDate) return 'ENDED' as const;
  return 'OPEN' as const;
}

function baseSummary(row: SurveyRow) {
  return {
    surveyIdx: row.surveyIdx,
    title: row.title,
    summary: row.summary,
    targetType: row.targetType as SurveySummary['targetType'],
    programIdx: row.programIdx,
    programName: plainProgramName(row.programName),
    startDate: row.startDate,
    endDate: row.endDate,
    questionCount: row.questionCount,
  };
}

function memberSummary(row: SurveyRow, answeredAt: Date | null): SurveySummary {
  return {
    ...baseSummary(row),
    answeredYn: toYn(answeredAt !== null),
    answeredAt: answeredAt ? toSeoulIso(answeredAt) : null,
  };
}

/** POST /api/survey/list: unanswered first, then the nearest end date, then id. */
export async function memberSurveyList(db: Database, userIdx: number, now: Date) {
  const rows = await listOpenEligibleSurveys(db, userIdx, seoulToday(now));
  rows.sort(
    (a, b) =>
      Number(a.answeredAt !== null) - Number(b.answeredAt !== null) ||
      a.endDate.localeCompare(b.endDate) ||
      a.surveyIdx - b.surveyIdx,
  );
  return { surveyList: rows.map((row) => memberSummary(row, row.answeredAt)) };
}

/** The survey the member may open or answer now, or the refusal (404 / 409 / 403). */
async function openSurveyFor(
  db: Database | Transaction,
  surveyIdx: number,
  userIdx: number,
  now: Date,
) {
  const survey = await findSurvey(db, surveyIdx, userIdx);
  const today = seoulToday(now);
  if (!survey?.displayYn || today < survey.startDate) throw surveyNotFound();
  if (today > survey.endDate) throw new AppError(409, 'SURVEY_CLOSED');
  if (!survey.eligible) throw new AppError(403, 'SURVEY_NOT_ELIGIBLE');
  // Versions (decision 031): a member answers one version of a survey; a replaced one stays open
  // only to read the answers given to it.
  if (survey.answeredOtherVersion) throw new AppError(409, 'SURVEY_ALREADY_ANSWERED');
  if (survey.replaced && !(await findResponse(db, surveyIdx, userIdx))) {
    throw new AppError(409, 'SURVEY_CLOSED');
  }
  return survey;
}

/** POST /api/survey/detail: the questions, and the member's answers once given. */
export async function memberSurveyDetail(
  db: Database,
  userIdx: number,
  surveyIdx: number,
  now: Date,
): Promise<SurveyDetail> {
  const survey = await openSurveyFor(db, surveyIdx, userIdx, now);
  const [{ questions, options }, response] = await Promise.all([
    listQuestions(db, surveyIdx),
    findResponse(db, surveyIdx, userIdx),
  ]);
  return {
    ...memberSummary(survey, response?.answeredAt ?? null),
    questionList: questions.map((q) => ({
      surveyQuestionIdx: q.surveyQuestionIdx,
      questionType: q.questionType as SurveyDetail['questionList'][number]['questionType'],
      requiredYn: toYn(q.requiredYn),
      questionText: q.questionText,
    })),
    questionOptionsList: options,
    myAnswerList: response ? await listResponseAnswers(db, response.surveyResponseIdx) : [],
  };
}

const isChoice = (type: string) => type === QuestionType.OBJONE || type === QuestionType.OBJMULTI;

/**
 * POST /api/survey/answer: open → eligible → not answered yet → answers valid
 * (`surveyAnswerIssues`, 400 with a field per problem: `answerList.{index}` for a sent answer,
 * `question.{surveyQuestionIdx}` for a missing one) → one transaction writes the response and
 * its non-blank answers (texts trimmed, choices normalised to "3,4").
 */
export async function answerSurvey(
  db: Database,
  input: { userIdx: number; surveyIdx: number; answerList: SurveyAnswer[]; now: Date },
): Promise<{ surveyResponseIdx: number; answeredAt: string }> {
  const { userIdx, surveyIdx, now } = input;
  // One transaction holding the survey row in share mode: a console save of this survey
  // (decision 031) waits for it, and it for the save, so the questions checked are the ones the
  // answers are written against, and a survey replaced meanwhile is seen as replaced.
  return db.transaction(async (tx) => {
    await tx
      .select({ surveyIdx: surveys.surveyIdx })
      .from(surveys)
      .where(eq(surveys.surveyIdx, surveyIdx))
      .for('share');
    await openSurveyFor(tx, surveyIdx, userIdx, now);
    if (await findResponse(tx, surveyIdx, userIdx)) {
      throw new AppError(409, 'SURVEY_ALREADY_ANSWERED');
    }
    const { questions, options } = await listQuestions(tx, surveyIdx);
    const issues = surveyAnswerIssues(
      questions.map((q) => ({ ...q, requiredYn: toYn(q.requiredYn) })),
      options,
      input.answerList,
    );
    if (issues.length > 0) {
      const fields: NonNullable<ApiError['fields']> = issues.map((issue) => ({
        path:
          issue.index === null
            ? `question.${issue.surveyQuestionIdx}`
            : `answerList.${issue.index}`,
        message: issue.message,
      }));
      throw AppError.invalidFields(fields);
    }

    const typeOf = new Map(questions.map((q) => [q.surveyQuestionIdx, q.questionType]));
    const answers = input.answerList.flatMap(({ surveyQuestionIdx, answer }) => {
      const stored = isChoice(typeOf.get(surveyQuestionIdx) ?? '')
        ? joinChoiceAnswer(parseChoiceAnswer(answer) ?? [])
        : answer.trim();
      return stored === '' ? [] : [{ surveyQuestionIdx, answer: stored }];
    });
    const response = await insertResponse(tx, { surveyIdx, userIdx, answeredAt: now, answers });
    if (!response) throw new AppError(409, 'SURVEY_ALREADY_ANSWERED');
    return {
      surveyResponseIdx: response.surveyResponseIdx,
      answeredAt: toSeoulIso(response.answeredAt),
    };
  });
}

// staff

function staffSummary(
  row: SurveyRow & {
    responseCount: number;
    replacesSurveyIdx: number | null;
    replacedBySurveyIdx: number | null;
  },
  today: string,
) {
  return {
    ...baseSummary(row),
    displayYn: toYn(row.displayYn),
    responseCount: row.responseCount,
    periodStatus: periodStatusOf(row, today),
    replacesSurveyIdx: row.replacesSurveyIdx,
    replacedBySurveyIdx: row.replacedBySurveyIdx,
  } satisfies StaffSurveySummary;
}

const periodOrder: Record<PeriodStatus, number> = { OPEN: 0, UPCOMING: 1, ENDED: 1 };

/** POST /api/staff/surveys: every survey, open ones first, then the newest start, then id. */
export async function staffSurveyList(db: Database, now: Date) {
  const today = seoulToday(now);
  const list = (await listAllSurveys(db)).map((row) => staffSummary(row, today));
  list.sort(
    (a, b) =>
      periodOrder[a.periodStatus] - periodOrder[b.periodStatus] ||
      b.startDate.localeCompare(a.startDate) ||
      b.surveyIdx - a.surveyIdx,
  );
  return { surveyList: list };
}

/**
 * POST /api/staff/surveys/results: per question, how many answered it; for choices each option
 * with its count; for texts the newest 100. Anonymised (withdrawn) responses count like others.
 */
export async function staffSurveyResults(
  db: Database,
  surveyIdx: number,
  now: Date,
): Promise<StaffSurveyResults> {
  const survey = await findStaffSurvey(db, surveyIdx);
  if (!survey) throw surveyNotFound();
  const [{ questions, options }, answered, chosen, texts] = await Promise.all([
    listQuestions(db, surveyIdx),
    countAnswersPerQuestion(db, surveyIdx),
    countOptionChoices(db, surveyIdx),
    listNewestTextAnswers(db, surveyIdx, SURVEY_TEXT_ANSWER_LIMIT),
  ]);
  const questionList = questions.map((q): StaffSurveyQuestionResult => {
    const choice = isChoice(q.questionType);
    return {
      surveyQuestionIdx: q.surveyQuestionIdx,
      questionType: q.questionType as StaffSurveyQuestionResult['questionType'],
      requiredYn: toYn(q.requiredYn),
      questionText: q.questionText,
      answeredCount: answered.get(q.surveyQuestionIdx) ?? 0,
      options: options
        .filter((o) => o.surveyQuestionIdx === q.surveyQuestionIdx)
        .map((o) => ({
          surveyQuestionOptionIdx: o.surveyQuestionOptionIdx,
          optionText: o.optionText,
          count: chosen.get(o.surveyQuestionOptionIdx) ?? 0,
        })),
      textAnswers: choice
        ? []
        : texts
            .filter((text) => text.surveyQuestionIdx === q.surveyQuestionIdx)
            .map((text) => ({ answer: text.answer, answeredAt: toSeoulIso(text.answeredAt) })),
    };
  });
  return { survey: staffSummary(survey, seoulToday(now)), questionList };
}
