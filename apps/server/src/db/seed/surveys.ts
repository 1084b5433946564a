/**
 * Demo surveys (decision 021), dated relative to `today` like the Draw Tour seasons:
 * the venue's visit survey and a program survey open now, and an ended visit survey so the staff
 * console shows all three period states it can (UPCOMING appears only when staff add one).
 * The program survey is about 시그널 웨이브 (program 1): ALWAYS open, with a tutorial, the place
 * the browser tests check members in at, so a tester who checked in there is eligible at once.
 */
import { addDays } from '@venue/contract';
import type { surveyQuestionOptions, surveyQuestions, surveys } from '../schema';
import { programIds } from './programs';

type SurveyRow = typeof surveys.$inferInsert & { surveyIdx: number };
type QuestionRow = typeof surveyQuestions.$inferInsert & {
  surveyQuestionIdx: number;
  surveyIdx: number;
};
type OptionRow = typeof surveyQuestionOptions.$inferInsert & {
  surveyQuestionOptionIdx: number;
  surveyQuestionIdx: number;
};

export const surveyIds = { visit: 1, program: 2, endedVisit: 3 } as const;

/** The program the demo's program survey is about (instances every day, tutorial, check-ins). */
export const surveyedProgramIdx = programIds.signalWave;

const SATISFACTION = ['매우 만족', '만족', '보통', '아쉬움', '매우 아쉬움'];

interface QuestionSource {
  type: 'OBJONE' | 'OBJMULTI' | 'SUBJECTIVE' | 'DESCRIPTIVE';
  required: boolean;
  text: string;
  options?: string[];
}

interface SurveySource {
  row: Omit<SurveyRow, 'startDate' | 'endDate'>;
  from: number;
  to: number;
  questions: QuestionSource[];
}

export function buildSurveys(today: string): {
  surveys: SurveyRow[];
  questions: QuestionRow[];
  options: OptionRow[];
} {
  const sources: SurveySource[] = [
    {
      row: {
        surveyIdx: surveyIds.visit,
        title: '시그널 하우스 성수 방문 후기',
        summary: '오늘의 방문은 어떠셨나요? 남겨 주신 의견으로 다음 방문을 더 즐겁게 준비할게요.',
        targetType: 'VISIT',
        programIdx: null,
      },
      from: -30,
      to: 60,
      questions: [
        {
          type: 'OBJONE',
          required: true,
          text: '오늘 방문은 얼마나 만족스러우셨나요?',
          options: SATISFACTION,
        },
        {
          type: 'OBJMULTI',
          required: true,
          text: '가장 좋았던 층을 모두 골라 주세요.',
          // The seeded floor names (floors-zones.ts).
          options: ['B1', '1F', '2F', 'Rooftop'],
        },
        { type: 'SUBJECTIVE', required: false, text: '시그널 하우스 성수를 한 단어로 표현한다면?' },
        {
          type: 'DESCRIPTIVE',
          required: false,
          text: '더 바라는 점이 있다면 자유롭게 남겨 주세요.',
        },
      ],
    },
    {
      row: {
        surveyIdx: surveyIds.program,
        title: '시그널 웨이브 참여 후기',
        summary: '빛으로 듣는 소리, 어떻게 느끼셨나요? 짧은 설문으로 경험을 들려주세요.',
        targetType: 'PROGRAM',
        programIdx: surveyedProgramIdx,
      },
      from: -30,
      to: 60,
      questions: [
        {
          type: 'OBJONE',
          required: true,
          text: '프로그램은 얼마나 만족스러우셨나요?',
          options: SATISFACTION,
        },
        {
          type: 'OBJONE',
          required: true,
          text: '다음에도 참여하고 싶으세요?',
          options: ['네', '아니요'],
        },
        {
          type: 'DESCRIPTIVE',
          required: false,
          text: '참여 소감을 자유롭게 남겨 주세요.',
        },
      ],
    },
    {
      row: {
        surveyIdx: surveyIds.endedVisit,
        title: '그랜드 오픈 방문 설문',
        summary: '그랜드 오픈 기간에 방문하신 분들께 여쭌 설문이에요.',
        targetType: 'VISIT',
        programIdx: null,
      },
      from: -90,
      to: -45,
      questions: [
        {
          type: 'OBJONE',
          required: true,
          text: '그랜드 오픈 방문은 얼마나 만족스러우셨나요?',
          options: SATISFACTION,
        },
        {
          type: 'DESCRIPTIVE',
          required: false,
          text: '다음 시즌에 보고 싶은 전시가 있다면 알려 주세요.',
        },
      ],
    },
  ];

  const surveyRows: SurveyRow[] = [];
  const questions: QuestionRow[] = [];
  const options: OptionRow[] = [];
  for (const source of sources) {
    surveyRows.push({
      ...source.row,
      startDate: addDays(today, source.from),
      endDate: addDays(today, source.to),
    });
    source.questions.forEach((question, questionIndex) => {
      const surveyQuestionIdx = questions.length + 1;
      questions.push({
        surveyQuestionIdx,
        surveyIdx: source.row.surveyIdx,
        questionType: question.type,
        requiredYn: question.required,
        questionText: question.text,
        sortIndex: questionIndex + 1,
      });
      (question.options ?? []).forEach((optionText, optionIndex) => {
        options.push({
          surveyQuestionOptionIdx: options.length + 1,
          surveyQuestionIdx,
          optionText,
          sortIndex: optionIndex + 1,
        });
      });
    });
  }
  return { surveys: surveyRows, questions, options };
}
