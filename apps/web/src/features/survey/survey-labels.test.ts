import { describe, expect, it } from 'vitest';
import {
  answerText,
  NO_ANSWER_TEXT,
  surveyDeadlineText,
  surveySizeText,
  surveyTargetText,
} from './survey-labels';

describe('survey card words', () => {
  it.each([
    [{ targetType: 'VISIT', programName: null }, '방문 설문'],
    [{ targetType: 'PROGRAM', programName: '빛의 산책' }, '프로그램 설문 · 빛의 산책'],
    [{ targetType: 'PROGRAM', programName: null }, '프로그램 설문'],
  ] as const)('names the target of %o as %s', (survey, text) => {
    expect(surveyTargetText(survey)).toBe(text);
  });

  it.each([
    [1, '1문항 · 약 1분'],
    [3, '3문항 · 약 2분'],
    [4, '4문항 · 약 2분'],
    [0, '0문항 · 약 1분'],
  ])('sizes %i questions as %s', (count, text) => {
    expect(surveySizeText(count)).toBe(text);
  });

  it.each([
    ['2026-12-31', '~ 12.31(목)까지'],
    ['2026-01-05', '~ 1.5(월)까지'],
  ])('says the last day %s as %s', (endDate, text) => {
    expect(surveyDeadlineText(endDate)).toBe(text);
  });
});

describe('answerText', () => {
  const survey = {
    questionOptionsList: [
      { surveyQuestionIdx: 1, surveyQuestionOptionIdx: 10, optionText: 'B1' },
      { surveyQuestionIdx: 1, surveyQuestionOptionIdx: 11, optionText: '1F' },
      { surveyQuestionIdx: 1, surveyQuestionOptionIdx: 12, optionText: 'Rooftop' },
    ],
    myAnswerList: [
      { surveyQuestionIdx: 1, answer: '12,10' },
      { surveyQuestionIdx: 2, answer: '성수의 빛' },
    ],
  };

  it('names the chosen options in the question order', () => {
    expect(answerText(survey, { surveyQuestionIdx: 1, questionType: 'OBJMULTI' })).toBe(
      'B1, Rooftop',
    );
  });

  it('gives a text answer as written, and says so when a question was skipped', () => {
    expect(answerText(survey, { surveyQuestionIdx: 2, questionType: 'SUBJECTIVE' })).toBe(
      '성수의 빛',
    );
    expect(answerText(survey, { surveyQuestionIdx: 3, questionType: 'DESCRIPTIVE' })).toBe(
      NO_ANSWER_TEXT,
    );
  });
});
