import { describe, expect, it } from 'vitest';
import { answerMessages } from './entry-answers';
import { surveyAnswerIssues } from './survey';

const questions = [
  { surveyQuestionIdx: 7, questionType: 'OBJONE', requiredYn: 'Y' },
  { surveyQuestionIdx: 8, questionType: 'DESCRIPTIVE', requiredYn: 'N' },
] as const;
const options = [
  { surveyQuestionIdx: 7, surveyQuestionOptionIdx: 70 },
  { surveyQuestionIdx: 7, surveyQuestionOptionIdx: 71 },
];

describe('surveyAnswerIssues', () => {
  it('accepts one choice for the required question and leaves the optional text out', () => {
    expect(
      surveyAnswerIssues(questions, options, [{ surveyQuestionIdx: 7, answer: '71' }]),
    ).toEqual([]);
  });

  it('reports issues under the survey question ids, with the answer position', () => {
    expect(
      surveyAnswerIssues(questions, options, [
        { surveyQuestionIdx: 8, answer: '좋았어요' },
        { surveyQuestionIdx: 7, answer: '70,71' },
        { surveyQuestionIdx: 99, answer: 'x' },
      ]),
    ).toEqual([
      { surveyQuestionIdx: 99, index: 2, message: answerMessages.unknownQuestion },
      { surveyQuestionIdx: 7, index: 1, message: answerMessages.chooseOne },
    ]);
  });

  it('refuses an option of another question and a missing required answer', () => {
    expect(
      surveyAnswerIssues(questions, options, [{ surveyQuestionIdx: 7, answer: '8' }]).map(
        (i) => i.message,
      ),
    ).toEqual([answerMessages.badOption]);
    expect(surveyAnswerIssues(questions, options, []).map((i) => i.message)).toEqual([
      answerMessages.required,
    ]);
  });
});
