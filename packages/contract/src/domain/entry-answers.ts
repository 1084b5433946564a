/**
 * Answers to a program's participation questions (spec 001 §5 Questions, §7 insert): one rule for
 * the /participy form and for POST /api/reserveentry/insert, so the server refuses exactly what
 * the form would have refused.
 *
 * Wire format (spec 001 §7 "answers joined by comma"): a choice answer (OBJONE, OBJMULTI) is the
 * chosen programQuestionOptionIdx values joined by commas ("3,4"); a text answer (SUBJECTIVE,
 * DESCRIPTIVE) is the text. An unanswered optional question may be left out or sent as ''.
 */
import { QuestionType } from './enums';
import { DESCRIPTIVE_MAX_LENGTH } from './validation';

export interface AnswerableQuestion {
  programQuestionIdx: number;
  questionType: string;
  requiredYn: 'Y' | 'N';
}

export interface AnswerableOption {
  programQuestionIdx: number;
  programQuestionOptionIdx: number;
}

export interface GivenAnswer {
  programQuestionIdx: number;
  answer: string;
}

/** A problem with one question's answer; `index` is the answer's position in the list, if sent. */
export interface AnswerIssue {
  programQuestionIdx: number;
  index: number | null;
  message: string;
}

export const answerMessages = {
  required: '필수 질문에 답해 주세요.',
  chooseOne: '하나만 선택해 주세요.',
  badOption: '선택지를 다시 확인해 주세요.',
  tooLong: `답변은 ${DESCRIPTIVE_MAX_LENGTH}자 이내로 입력해 주세요.`,
  unknownQuestion: '질문을 다시 확인해 주세요.',
  duplicateAnswer: '같은 질문에 두 번 답할 수 없어요.',
} as const;

const isChoice = (type: string) => type === QuestionType.OBJONE || type === QuestionType.OBJMULTI;

/** "3,4" → [3, 4]; '' → []; anything that is not positive integers joined by commas → null. */
export function parseChoiceAnswer(answer: string): number[] | null {
  const trimmed = answer.trim();
  if (trimmed === '') return [];
  const parts = trimmed.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return null;
  return parts.map(Number);
}

/** Chosen option ids → the wire answer. */
export function joinChoiceAnswer(optionIdxList: readonly number[]): string {
  return optionIdxList.join(',');
}

/**
 * Every problem with `answers` for these questions, in question order; [] means valid.
 * - an answer must name a question of the program, once;
 * - required SUBJECTIVE / DESCRIPTIVE: non-blank text; any text at most 200 characters;
 * - choices: option ids of that question, each once; OBJONE at most one; required at least one.
 */
export function answerIssues(
  questions: readonly AnswerableQuestion[],
  options: readonly AnswerableOption[],
  answers: readonly GivenAnswer[],
): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  const byQuestion = new Map<number, { answer: string; index: number }>();
  const known = new Set(questions.map((q) => q.programQuestionIdx));
  answers.forEach((given, index) => {
    if (!known.has(given.programQuestionIdx)) {
      issues.push({
        programQuestionIdx: given.programQuestionIdx,
        index,
        message: answerMessages.unknownQuestion,
      });
    } else if (byQuestion.has(given.programQuestionIdx)) {
      issues.push({
        programQuestionIdx: given.programQuestionIdx,
        index,
        message: answerMessages.duplicateAnswer,
      });
    } else {
      byQuestion.set(given.programQuestionIdx, { answer: given.answer, index });
    }
  });

  for (const question of questions) {
    const given = byQuestion.get(question.programQuestionIdx);
    const issue = (message: string) =>
      issues.push({
        programQuestionIdx: question.programQuestionIdx,
        index: given?.index ?? null,
        message,
      });
    const answer = given?.answer ?? '';
    if (!isChoice(question.questionType)) {
      if ([...answer].length > DESCRIPTIVE_MAX_LENGTH) issue(answerMessages.tooLong);
      else if (question.requiredYn === 'Y' && answer.trim() === '') issue(answerMessages.required);
      continue;
    }
    const chosen = parseChoiceAnswer(answer);
    const allowed = new Set(
      options
        .filter((o) => o.programQuestionIdx === question.programQuestionIdx)
        .map((o) => o.programQuestionOptionIdx),
    );
    if (chosen === null || new Set(chosen).size !== chosen.length) {
      issue(answerMessages.badOption);
    } else if (!chosen.every((idx) => allowed.has(idx))) {
      issue(answerMessages.badOption);
    } else if (question.questionType === QuestionType.OBJONE && chosen.length > 1) {
      issue(answerMessages.chooseOne);
    } else if (question.requiredYn === 'Y' && chosen.length === 0) {
      issue(answerMessages.required);
    }
  }
  return issues;
}
