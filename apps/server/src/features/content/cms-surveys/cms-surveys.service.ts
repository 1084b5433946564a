/**
 * The console's survey writes (decision 031). Each is one `auditedWrite` with
 * `{ content: true }` holding the survey row locked (`for update`; an answer holds it in share
 * mode, features/content/surveys), so a save and an answer never interleave.
 *
 * - No id: a new survey (`survey.save`).
 * - Nobody answered: everything changes in place, the questions too (`survey.save`).
 * - Answered, questions unchanged: title, summary, period and display change in place
 *   (`survey.save`); the target may not change (409).
 * - Answered, questions changed: a new survey with the body replaces it (`survey.copy`, the old
 *   one before, the new one after); the old one closes to members who did not answer it and
 *   keeps its results. Answers `copiedYn` Y.
 * - A replaced survey is read-only (409): the current version is the one to edit.
 * - Delete: only a survey nobody answered (409 otherwise; hiding is the alternative).
 */
import type { StaffSurveySaveBody, StaffSurveySaveResult } from '@venue/contract';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../../db/types';
import { AppError } from '../../../lib/app-error';
import type { StaffOperator } from '../../../plugins/staff-auth';
import { auditedWrite } from '../../operations/audit/audited-write';
import {
  deleteSurvey,
  findEditableSurvey,
  insertSurvey,
  lockSurvey,
  programExists,
  replaceQuestions,
  updateSurvey,
} from './cms-surveys.repository';

export const surveyEditMessages = {
  notFound: '설문을 찾을 수 없어요.',
  programUnknown: '프로그램을 찾을 수 없어요. 다시 선택해 주세요.',
  replaced: '새 설문으로 바뀐 설문이라 수정할 수 없어요. 목록에서 새 설문을 열어 편집해 주세요.',
  targetFixed: '응답이 있는 설문은 대상을 바꿀 수 없어요. 대상이 다르면 새 설문을 만들어 주세요.',
  answeredDelete:
    '응답이 있는 설문은 삭제할 수 없어요. 회원에게 보이지 않게 하려면 ‘회원에게 표시’를 꺼 주세요.',
} as const;

type Editable = NonNullable<Awaited<ReturnType<typeof findEditableSurvey>>>;

/** The question set as the save body spells it, to compare with a body. */
function questionSet(questions: Editable['questionList'] | StaffSurveySaveBody['questionList']) {
  return JSON.stringify(
    questions.map((q) => [
      q.questionType,
      q.questionText,
      q.requiredYn,
      q.optionList.map((option) => option.multipleText),
    ]),
  );
}

async function checkProgram(tx: Transaction, body: StaffSurveySaveBody) {
  if (body.programIdx !== null && !(await programExists(tx, body.programIdx))) {
    throw AppError.invalidFields([
      { path: 'programIdx', message: surveyEditMessages.programUnknown },
    ]);
  }
}

/** POST /api/staff/surveys/detail. */
export async function editableSurvey(app: FastifyInstance, surveyIdx: number) {
  const survey = await findEditableSurvey(app.db, surveyIdx);
  if (!survey) throw AppError.notFound(surveyEditMessages.notFound);
  return survey;
}

/** POST /api/staff/surveys/save: the rules above; answers the saved survey's id. */
export function saveSurvey(
  app: FastifyInstance,
  operator: StaffOperator,
  body: StaffSurveySaveBody,
): Promise<StaffSurveySaveResult> {
  return auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    await checkProgram(tx, body);
    const surveyIdx = body.surveyIdx;
    if (surveyIdx === undefined) {
      const created = await insertSurvey(tx, body, null);
      audit({
        action: 'survey.save',
        targetType: 'survey',
        targetId: created,
        before: null,
        after: await findEditableSurvey(tx, created),
      });
      return { surveyIdx: created, copiedYn: 'N', replacedSurveyIdx: null };
    }

    const locked = await lockSurvey(tx, surveyIdx);
    const before = locked ? await findEditableSurvey(tx, surveyIdx) : null;
    if (!locked || !before) throw AppError.notFound(surveyEditMessages.notFound);
    if (before.replacedBySurveyIdx !== null) {
      throw new AppError(409, 'CONFLICT', surveyEditMessages.replaced);
    }
    const questionsChanged = questionSet(before.questionList) !== questionSet(body.questionList);
    const answered = before.responseCount > 0;
    if (
      answered &&
      (before.targetType !== body.targetType || before.programIdx !== body.programIdx)
    ) {
      throw new AppError(409, 'CONFLICT', surveyEditMessages.targetFixed);
    }

    if (answered && questionsChanged) {
      const copy = await insertSurvey(tx, body, locked.originalSurveyIdx ?? surveyIdx);
      audit({
        action: 'survey.copy',
        targetType: 'survey',
        targetId: copy,
        before,
        after: await findEditableSurvey(tx, copy),
      });
      return { surveyIdx: copy, copiedYn: 'Y', replacedSurveyIdx: surveyIdx };
    }

    await updateSurvey(tx, surveyIdx, body);
    if (questionsChanged) await replaceQuestions(tx, surveyIdx, body.questionList);
    audit({
      action: 'survey.save',
      targetType: 'survey',
      targetId: surveyIdx,
      before,
      after: await findEditableSurvey(tx, surveyIdx),
    });
    return { surveyIdx, copiedYn: 'N', replacedSurveyIdx: null };
  });
}

/** POST /api/staff/surveys/delete: only without responses. */
export async function removeSurvey(
  app: FastifyInstance,
  operator: StaffOperator,
  surveyIdx: number,
): Promise<void> {
  await auditedWrite(app, operator, { content: true }, async (tx, audit) => {
    const locked = await lockSurvey(tx, surveyIdx);
    const before = locked ? await findEditableSurvey(tx, surveyIdx) : null;
    if (!before) throw AppError.notFound(surveyEditMessages.notFound);
    if (before.responseCount > 0) {
      throw new AppError(409, 'CONFLICT', surveyEditMessages.answeredDelete);
    }
    await deleteSurvey(tx, surveyIdx);
    audit({
      action: 'survey.delete',
      targetType: 'survey',
      targetId: surveyIdx,
      before,
      after: null,
    });
  });
}
