import type { SurveyDetail, SurveySummary } from '@venue/contract';
import {
  parseChoiceAnswer,
  QuestionType,
  surveyTargetLabels,
  weekdayLabel,
  ymdParts,
} from '@venue/contract/domain';

/** What a survey card says it is about: 방문 설문, or 프로그램 설문 · {the program}. */
export function surveyTargetText(survey: Pick<SurveySummary, 'targetType' | 'programName'>) {
  const label = surveyTargetLabels[survey.targetType];
  return survey.targetType === 'PROGRAM' && survey.programName
    ? `${label} · ${survey.programName}`
    : label;
}

/** About how long a survey takes: half a minute a question, rounded up, at least a minute. */
export function surveyMinutes(questionCount: number): number {
  return Math.max(1, Math.ceil(questionCount / 2));
}

/** "4문항 · 약 2분" */
export function surveySizeText(questionCount: number): string {
  return `${questionCount}문항 · 약 ${surveyMinutes(questionCount)}분`;
}

/** The last day to answer, as a card says it: "~ 12.31(수)까지" (Seoul days, decision 008). */
export function surveyDeadlineText(endDate: string): string {
  const { month, day } = ymdParts(endDate);
  return `~ ${month}.${day}(${weekdayLabel(endDate)})까지`;
}

/** Said in place of an optional question the member skipped. */
export const NO_ANSWER_TEXT = '답하지 않았어요';

/**
 * The member's stored answer to one question, in words: the chosen options' texts (in the
 * question's order) for choices, the text for texts, or NO_ANSWER_TEXT.
 */
export function answerText(
  survey: Pick<SurveyDetail, 'questionOptionsList' | 'myAnswerList'>,
  question: { surveyQuestionIdx: number; questionType: string },
): string {
  const given =
    survey.myAnswerList.find((a) => a.surveyQuestionIdx === question.surveyQuestionIdx)?.answer ??
    '';
  if (
    question.questionType !== QuestionType.OBJONE &&
    question.questionType !== QuestionType.OBJMULTI
  ) {
    return given.trim() === '' ? NO_ANSWER_TEXT : given;
  }
  const chosen = new Set(parseChoiceAnswer(given) ?? []);
  const texts = survey.questionOptionsList
    .filter((o) => o.surveyQuestionIdx === question.surveyQuestionIdx)
    .filter((o) => chosen.has(o.surveyQuestionOptionIdx))
    .map((o) => o.optionText);
  return texts.length > 0 ? texts.join(', ') : NO_ANSWER_TEXT;
}
