/**
 * Surveys (decision 021): the answer rule and the words both sides use. A survey asks
 * the same four question types as a program's participation questions (OBJONE, OBJMULTI,
 * SUBJECTIVE, DESCRIPTIVE) in the same wire format, so its answers are checked by the same rule,
 * `answerIssues` of entry-answers.ts; only the names of the ids differ.
 */
import { type AnswerIssue, answerIssues } from './entry-answers';

export interface SurveyAnswerableQuestion {
  surveyQuestionIdx: number;
  questionType: string;
  requiredYn: 'Y' | 'N';
}

export interface SurveyAnswerableOption {
  surveyQuestionIdx: number;
  surveyQuestionOptionIdx: number;
}

export interface SurveyGivenAnswer {
  surveyQuestionIdx: number;
  answer: string;
}

export interface SurveyAnswerIssue {
  surveyQuestionIdx: number;
  /** the answer's position in the list, if it was sent */
  index: number | null;
  message: string;
}

/** Every problem with a survey's answers, in question order; [] means they may be sent. */
export function surveyAnswerIssues(
  questions: readonly SurveyAnswerableQuestion[],
  options: readonly SurveyAnswerableOption[],
  answers: readonly SurveyGivenAnswer[],
): SurveyAnswerIssue[] {
  const issues: AnswerIssue[] = answerIssues(
    questions.map((q) => ({
      programQuestionIdx: q.surveyQuestionIdx,
      questionType: q.questionType,
      requiredYn: q.requiredYn,
    })),
    options.map((o) => ({
      programQuestionIdx: o.surveyQuestionIdx,
      programQuestionOptionIdx: o.surveyQuestionOptionIdx,
    })),
    answers.map((a) => ({ programQuestionIdx: a.surveyQuestionIdx, answer: a.answer })),
  );
  return issues.map((issue) => ({
    surveyQuestionIdx: issue.programQuestionIdx,
    index: issue.index,
    message: issue.message,
  }));
}

/** What a survey is about: the member's visit to the venue, or one program they attended. */
export const SURVEY_TARGET_TYPES = ['VISIT', 'PROGRAM'] as const;
export type SurveyTargetType = (typeof SURVEY_TARGET_TYPES)[number];

export const surveyTargetLabels: Record<SurveyTargetType, string> = {
  VISIT: '방문 설문',
  PROGRAM: '프로그램 설문',
};
