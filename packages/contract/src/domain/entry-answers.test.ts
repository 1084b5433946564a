import { describe, expect, it } from 'vitest';
import { answerIssues, answerMessages, type GivenAnswer, parseChoiceAnswer } from './entry-answers';

const questions = [
  { programQuestionIdx: 1, questionType: 'OBJONE', requiredYn: 'Y' },
  { programQuestionIdx: 2, questionType: 'OBJMULTI', requiredYn: 'N' },
  { programQuestionIdx: 3, questionType: 'SUBJECTIVE', requiredYn: 'Y' },
  { programQuestionIdx: 4, questionType: 'DESCRIPTIVE', requiredYn: 'N' },
] as const;
const options = [
  { programQuestionIdx: 1, programQuestionOptionIdx: 10 },
  { programQuestionIdx: 1, programQuestionOptionIdx: 11 },
  { programQuestionIdx: 2, programQuestionOptionIdx: 20 },
  { programQuestionIdx: 2, programQuestionOptionIdx: 21 },
];
const valid: GivenAnswer[] = [
  { programQuestionIdx: 1, answer: '10' },
  { programQuestionIdx: 2, answer: '20,21' },
  { programQuestionIdx: 3, answer: '성수' },
];

const messagesFor = (answers: GivenAnswer[]) =>
  answerIssues(questions, options, answers).map((i) => [i.programQuestionIdx, i.message]);

describe('answerIssues', () => {
  it('accepts answers that follow every rule, optional questions left out', () => {
    expect(answerIssues(questions, options, valid)).toEqual([]);
  });

  it.each([
    ['a required choice left out', [valid[1], valid[2]], [[1, answerMessages.required]]],
    [
      'a required text left blank',
      [valid[0], { programQuestionIdx: 3, answer: '   ' }],
      [[3, answerMessages.required]],
    ],
    [
      'two choices for OBJONE',
      [{ programQuestionIdx: 1, answer: '10,11' }, valid[2]],
      [[1, answerMessages.chooseOne]],
    ],
    [
      'an option of another question',
      [{ programQuestionIdx: 1, answer: '20' }, valid[2]],
      [[1, answerMessages.badOption]],
    ],
    [
      'the same option twice',
      [valid[0], { programQuestionIdx: 2, answer: '20,20' }, valid[2]],
      [[2, answerMessages.badOption]],
    ],
    [
      'a choice that is not a number list',
      [{ programQuestionIdx: 1, answer: '10;11' }, valid[2]],
      [[1, answerMessages.badOption]],
    ],
    [
      '201 characters',
      [...valid, { programQuestionIdx: 4, answer: 'ㄱ'.repeat(201) }],
      [[4, answerMessages.tooLong]],
    ],
    [
      'a question of another program',
      [...valid, { programQuestionIdx: 99, answer: 'x' }],
      [[99, answerMessages.unknownQuestion]],
    ],
    [
      'two answers to one question',
      [...valid, { programQuestionIdx: 3, answer: '또' }],
      [[3, answerMessages.duplicateAnswer]],
    ],
  ] as [string, GivenAnswer[], [number, string][]][])('refuses %s', (_name, answers, expected) => {
    expect(messagesFor(answers)).toEqual(expected);
  });

  it('takes 200 characters (counted as characters, not UTF-16 units)', () => {
    expect(messagesFor([...valid, { programQuestionIdx: 4, answer: '😀'.repeat(200) }])).toEqual(
      [],
    );
  });
});

describe('parseChoiceAnswer', () => {
  it.each([
    ['', []],
    ['3', [3]],
    ['3,4', [3, 4]],
    [' 3 , 4 ', [3, 4]],
    ['0', null],
    ['3,', null],
    ['a', null],
  ] as const)('%j → %j', (answer, expected) => {
    expect(parseChoiceAnswer(answer)).toEqual(expected);
  });
});
