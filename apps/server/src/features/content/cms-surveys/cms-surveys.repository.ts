/**
 * Queries of the console's survey editor (decision 031): one survey with its
 * questions as the editor form starts from, its response count, writing a survey and replacing
 * its question set. Every function takes a transaction or the database; the service decides what
 * runs together. Versions are read through features/content/surveys' `survey-versions.ts`.
 */
import { type StaffSurveyEditable, type StaffSurveySaveBody, toSeoulIso } from '@venue/contract';
import { count, eq } from 'drizzle-orm';
import {
  programs,
  surveyQuestionOptions,
  surveyQuestions,
  surveyResponses,
  surveys,
} from '../../../db/schema';
import type { Database, Transaction } from '../../../db/types';
import { toYn } from '../../../lib/yn';
import { replacedBySurveyIdx, replacesSurveyIdx } from '../surveys/survey-versions';
// The members' feature reads a survey's questions in display order; the editor starts from the same.
import { listQuestions } from '../surveys/surveys.repository';

type Db = Database | Transaction;
type QuestionInput = StaffSurveySaveBody['questionList'][number];

const nullableId = (value: unknown) => (value === null ? null : Number(value));

/** The survey's row locked for the rest of the transaction (answers take it in share mode). */
export async function lockSurvey(tx: Transaction, surveyIdx: number) {
  const [row] = await tx
    .select({ surveyIdx: surveys.surveyIdx, originalSurveyIdx: surveys.originalSurveyIdx })
    .from(surveys)
    .where(eq(surveys.surveyIdx, surveyIdx))
    .for('update');
  return row;
}

/** The survey with its questions, response count and versions, or null. */
export async function findEditableSurvey(
  db: Db,
  surveyIdx: number,
): Promise<StaffSurveyEditable | null> {
  const [row] = await db
    .select({
      surveyIdx: surveys.surveyIdx,
      title: surveys.title,
      summary: surveys.summary,
      targetType: surveys.targetType,
      programIdx: surveys.programIdx,
      startDate: surveys.startDate,
      endDate: surveys.endDate,
      displayYn: surveys.displayYn,
      regDate: surveys.regDate,
      modDate: surveys.modDate,
      replacesSurveyIdx: replacesSurveyIdx.mapWith(nullableId),
      replacedBySurveyIdx: replacedBySurveyIdx.mapWith(nullableId),
    })
    .from(surveys)
    .where(eq(surveys.surveyIdx, surveyIdx));
  if (!row) return null;
  const { questions, options } = await listQuestions(db, surveyIdx);
  return {
    ...row,
    targetType: row.targetType as StaffSurveyEditable['targetType'],
    displayYn: toYn(row.displayYn),
    regDate: toSeoulIso(row.regDate),
    modDate: toSeoulIso(row.modDate),
    responseCount: await countResponses(db, surveyIdx),
    questionList: questions.map((q) => ({
      surveyQuestionIdx: q.surveyQuestionIdx,
      questionType: q.questionType as QuestionInput['questionType'],
      questionText: q.questionText,
      requiredYn: toYn(q.requiredYn),
      optionList: options
        .filter((o) => o.surveyQuestionIdx === q.surveyQuestionIdx)
        .map((o) => ({
          surveyQuestionOptionIdx: o.surveyQuestionOptionIdx,
          multipleText: o.optionText,
        })),
    })),
  };
}

/** Responses to the survey, anonymised ones (withdrawn members) included. */
export async function countResponses(db: Db, surveyIdx: number) {
  const [row] = await db
    .select({ count: count() })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyIdx, surveyIdx));
  return Number(row?.count ?? 0);
}

export async function programExists(db: Db, programIdx: number) {
  const [row] = await db
    .select({ programIdx: programs.programIdx })
    .from(programs)
    .where(eq(programs.programIdx, programIdx));
  return row !== undefined;
}

function surveyValues(body: StaffSurveySaveBody) {
  return {
    title: body.title,
    summary: body.summary,
    targetType: body.targetType,
    programIdx: body.targetType === 'PROGRAM' ? body.programIdx : null,
    startDate: body.startDate,
    endDate: body.endDate,
    displayYn: body.displayYn === 'Y',
  };
}

/** A new survey (a first version, or the next version of `originalSurveyIdx`'s line). */
export async function insertSurvey(
  tx: Transaction,
  body: StaffSurveySaveBody,
  originalSurveyIdx: number | null,
) {
  const [row] = await tx
    .insert(surveys)
    .values({ ...surveyValues(body), originalSurveyIdx })
    .returning({ surveyIdx: surveys.surveyIdx });
  if (!row) throw new Error('insertSurvey: no row');
  await insertQuestions(tx, row.surveyIdx, body.questionList);
  return row.surveyIdx;
}

/** Title, summary, target, period and display; the questions are `replaceQuestions`'. */
export async function updateSurvey(tx: Transaction, surveyIdx: number, body: StaffSurveySaveBody) {
  await tx
    .update(surveys)
    .set({ ...surveyValues(body), modDate: new Date() })
    .where(eq(surveys.surveyIdx, surveyIdx));
}

/** Replaces the question set of a survey nobody answered (ids change). */
export async function replaceQuestions(
  tx: Transaction,
  surveyIdx: number,
  questionList: QuestionInput[],
) {
  await tx.delete(surveyQuestions).where(eq(surveyQuestions.surveyIdx, surveyIdx));
  await insertQuestions(tx, surveyIdx, questionList);
}

async function insertQuestions(tx: Transaction, surveyIdx: number, questionList: QuestionInput[]) {
  for (const [index, question] of questionList.entries()) {
    const [row] = await tx
      .insert(surveyQuestions)
      .values({
        surveyIdx,
        questionType: question.questionType,
        questionText: question.questionText,
        requiredYn: question.requiredYn === 'Y',
        sortIndex: index + 1,
      })
      .returning({ surveyQuestionIdx: surveyQuestions.surveyQuestionIdx });
    if (!row) throw new Error('insertQuestions: no row');
    if (question.optionList.length > 0) {
      await tx.insert(surveyQuestionOptions).values(
        question.optionList.map((option, optionIndex) => ({
          surveyQuestionIdx: row.surveyQuestionIdx,
          optionText: option.multipleText,
          sortIndex: optionIndex + 1,
        })),
      );
    }
  }
}

/** Deletes a survey; its questions and options cascade. */
export async function deleteSurvey(tx: Transaction, surveyIdx: number) {
  await tx.delete(surveys).where(eq(surveys.surveyIdx, surveyIdx));
}
