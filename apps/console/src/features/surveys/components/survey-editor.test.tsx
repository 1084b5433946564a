import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSurveyEditable, StaffSurveySummary } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { editorOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const summary: StaffSurveySummary = {
  surveyIdx: 4,
  title: '방문 후기',
  summary: '',
  targetType: 'VISIT',
  programIdx: null,
  programName: null,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  questionCount: 1,
  displayYn: 'Y',
  responseCount: 3,
  periodStatus: 'OPEN',
  replacesSurveyIdx: null,
  replacedBySurveyIdx: null,
};

const editable: StaffSurveyEditable = {
  surveyIdx: 4,
  title: '방문 후기',
  summary: '',
  targetType: 'VISIT',
  programIdx: null,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  displayYn: 'Y',
  questionList: [
    {
      surveyQuestionIdx: 10,
      questionType: 'OBJONE',
      questionText: '만족하셨나요?',
      requiredYn: 'Y',
      optionList: [
        { surveyQuestionOptionIdx: 1, multipleText: '네' },
        { surveyQuestionOptionIdx: 2, multipleText: '아니요' },
      ],
    },
  ],
  responseCount: 3,
  replacesSurveyIdx: null,
  replacedBySurveyIdx: null,
  regDate: '2026-11-01T10:00:00+09:00',
  modDate: '2026-11-01T10:00:00+09:00',
};

const programs = { list: [], page: 1, pageSize: 20, totalCount: 0 };

describe('/staff/survey-editor', () => {
  it('saves an answered survey with a changed question as a copy and says so', async () => {
    const api = serveStaff({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/surveys': () => ok({ surveyList: [summary] }),
      '/api/staff/surveys/detail': () => ok(editable),
      '/api/staff/programs/list': () => ok(programs),
      '/api/staff/surveys/save': () => ok({ surveyIdx: 5, copiedYn: 'Y', replacedSurveyIdx: 4 }),
    });
    renderConsole('/staff/survey-editor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /방문 후기/ }));
    const form = await screen.findByRole('form', { name: '설문 편집' });
    expect(within(form).getByText(/회원 3명이 응답했어요/)).toBeTruthy();
    // Answered: no 삭제, only hiding.
    expect(within(form).queryByRole('button', { name: "설문 '방문 후기' 삭제" })).toBeNull();
    const question = within(form).getByRole('group', { name: '질문 1' });
    const text = within(question).getByLabelText('질문');
    await user.clear(text);
    await user.type(text, '전시에 만족하셨나요?');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText(/응답이 있어 새 설문으로 저장했어요/)).toBeTruthy();
    expect(api.callsTo('/api/staff/surveys/save')[0]?.body).toEqual({
      surveyIdx: 4,
      title: '방문 후기',
      summary: '',
      targetType: 'VISIT',
      programIdx: null,
      startDate: '2026-11-01',
      endDate: '2026-12-31',
      displayYn: 'Y',
      questionList: [
        {
          questionType: 'OBJONE',
          questionText: '전시에 만족하셨나요?',
          requiredYn: 'Y',
          optionList: [{ multipleText: '네' }, { multipleText: '아니요' }],
        },
      ],
    });
  });

  it('checks a new survey in the browser and shows the server refusal on its field', async () => {
    const api = serveStaff({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/surveys': () => ok({ surveyList: [] }),
      '/api/staff/programs/list': () => ok(programs),
      '/api/staff/surveys/save': () => ({
        error: {
          status: 400,
          errorCode: 'VALIDATION_FAILED',
          message: '제목을 다시 확인해 주세요.',
          fields: [{ path: 'title', message: '이미 있는 제목이에요.' }],
        },
      }),
    });
    renderConsole('/staff/survey-editor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '새 설문' }));
    const form = await screen.findByRole('form', { name: '새 설문' });
    await user.click(within(form).getByRole('button', { name: '만들기' }));
    expect(await within(form).findByText('제목을 입력해 주세요.')).toBeTruthy();
    expect(within(form).getAllByText('질문을 입력해 주세요.').length).toBe(1);
    expect(api.callsTo('/api/staff/surveys/save')).toHaveLength(0);

    await user.type(within(form).getByLabelText('제목'), '가을 방문 설문');
    const question = within(form).getByRole('group', { name: '질문 1' });
    await user.selectOptions(within(question).getByLabelText('유형'), 'SUBJECTIVE');
    await user.type(within(question).getByLabelText('질문'), '한마디 남겨 주세요');
    await user.click(within(form).getByRole('button', { name: '만들기' }));
    expect(await within(form).findByText('이미 있는 제목이에요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/surveys/save')[0]?.body).toMatchObject({
      title: '가을 방문 설문',
      targetType: 'VISIT',
      questionList: [{ questionType: 'SUBJECTIVE', optionList: [] }],
    });
  });
});
