import { screen, waitFor, within } from '@testing-library/react';
import type { StaffSurveyResults, StaffSurveySummary } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff, staffUnauthorized } from '../../../testing/staff-api';

const summary = (
  surveyIdx: number,
  overrides: Partial<StaffSurveySummary> = {},
): StaffSurveySummary => ({
  surveyIdx,
  title: `설문 ${surveyIdx}`,
  summary: '요약',
  targetType: 'VISIT',
  programIdx: null,
  programName: null,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  questionCount: 4,
  displayYn: 'Y',
  responseCount: 0,
  periodStatus: 'OPEN',
  replacesSurveyIdx: null,
  replacedBySurveyIdx: null,
  ...overrides,
});

const results: StaffSurveyResults = {
  survey: summary(1, { title: '방문 후기', responseCount: 3 }),
  questionList: [
    {
      surveyQuestionIdx: 11,
      questionType: 'OBJONE',
      requiredYn: 'Y',
      questionText: '만족도',
      answeredCount: 3,
      options: [
        { surveyQuestionOptionIdx: 101, optionText: '매우 만족', count: 2 },
        { surveyQuestionOptionIdx: 102, optionText: '보통', count: 1 },
        { surveyQuestionOptionIdx: 103, optionText: '아쉬움', count: 0 },
      ],
      textAnswers: [],
    },
    {
      surveyQuestionIdx: 12,
      questionType: 'OBJMULTI',
      requiredYn: 'Y',
      questionText: '좋았던 층',
      answeredCount: 3,
      options: [
        { surveyQuestionOptionIdx: 201, optionText: 'B1', count: 3 },
        { surveyQuestionOptionIdx: 202, optionText: 'Rooftop', count: 2 },
      ],
      textAnswers: [],
    },
    {
      surveyQuestionIdx: 14,
      questionType: 'DESCRIPTIVE',
      requiredYn: 'N',
      questionText: '바라는 점',
      answeredCount: 2,
      options: [],
      textAnswers: [
        { answer: '그늘막이 있으면 좋겠어요.', answeredAt: '2026-11-22T10:00:00+09:00' },
        { answer: '벤치가 더 있으면', answeredAt: '2026-11-20T10:00:00+09:00' },
      ],
    },
    {
      surveyQuestionIdx: 15,
      questionType: 'SUBJECTIVE',
      requiredYn: 'N',
      questionText: '한 단어',
      answeredCount: 0,
      options: [],
      textAnswers: [],
    },
  ],
};

const render = (path: string) => renderConsole(path);

describe('the staff survey list', () => {
  it('lists every survey with its period status, period and response count, each opening its results', async () => {
    serveStaff({
      '/api/staff/surveys': () =>
        ok({
          surveyList: [
            summary(1, { title: '방문 후기', responseCount: 12 }),
            summary(2, {
              title: '프로그램 후기',
              targetType: 'PROGRAM',
              programIdx: 5,
              programName: '빛의 산책',
              periodStatus: 'UPCOMING',
              startDate: '2027-01-01',
              endDate: '2027-01-31',
            }),
            summary(3, { title: '지난 방문 후기', periodStatus: 'ENDED', responseCount: 4 }),
          ],
        }),
    });
    render('/staff/surveys');
    const open = await screen.findByRole('link', { name: /방문 후기.*응답 12명/ });
    expect(open.getAttribute('href')).toBe('/staff/surveys/1');
    expect(within(open).getByText('진행 중')).toBeTruthy();
    expect(open.textContent).toContain('26.11.01 ~ 26.12.31');
    const upcoming = screen.getByRole('link', { name: /프로그램 후기/ });
    expect(within(upcoming).getByText('예정')).toBeTruthy();
    expect(upcoming.textContent).toContain('프로그램 설문 · 빛의 산책');
    expect(
      within(screen.getByRole('link', { name: /지난 방문 후기/ })).getByText('종료'),
    ).toBeTruthy();
    // The console's menu marks where we are.
    const nav = screen.getByRole('navigation', { name: '콘솔 메뉴' });
    expect(within(nav).getByRole('link', { name: '설문 결과' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('sends an operator without a session to the staff login, back here afterwards', async () => {
    serveStaff({ '/api/staff/me': () => staffUnauthorized });
    const { where } = render('/staff/surveys');
    await waitFor(() => expect(where()?.pathname).toBe('/staff/login'));
    expect(where()?.search).toBe('?redirect=%2Fstaff%2Fsurveys');
  });
});

describe('a survey’s results', () => {
  it('shows each option’s count and share of the answers as text, the bar only as decoration', async () => {
    const api = serveStaff({ '/api/staff/surveys/results': () => ok(results) });
    render('/staff/surveys/1');
    expect(await screen.findByRole('heading', { name: '방문 후기' })).toBeTruthy();
    expect(api.callsTo('/api/staff/surveys/results')[0]?.body).toEqual({ surveyIdx: 1 });
    expect(api.callsTo('/api/staff/surveys/results')[0]?.headers['x-access-token']).toBeUndefined();
    expect(screen.getByText('응답 3명')).toBeTruthy();

    const satisfaction = screen.getByRole('region', { name: '1. 만족도' });
    expect(within(satisfaction).getByText('필수 · 답변 3명')).toBeTruthy();
    const rows = within(satisfaction)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['매우 만족2명 (67%)', '보통1명 (33%)', '아쉬움0명 (0%)']);
    const fill = within(satisfaction)
      .getAllByRole('listitem')[0]
      ?.querySelector<HTMLElement>('[aria-hidden="true"] > span');
    expect(fill?.style.width).toBe('67%');

    const floors = screen.getByRole('region', { name: '2. 좋았던 층' });
    expect(within(floors).getByText('복수 선택 · 필수 · 답변 3명')).toBeTruthy();
    expect(within(floors).getByText('3명 (100%)')).toBeTruthy();
    expect(within(floors).getByText('2명 (67%)')).toBeTruthy();

    const wishes = screen.getByRole('region', { name: '3. 바라는 점' });
    expect(
      within(wishes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['그늘막이 있으면 좋겠어요.26.11.22', '벤치가 더 있으면26.11.20']);
    const word = screen.getByRole('region', { name: '4. 한 단어' });
    expect(within(word).getByText('아직 답변이 없어요.')).toBeTruthy();
  });

  it('says so when the survey does not exist', async () => {
    serveStaff({
      '/api/staff/surveys/results': () => refusal(404, 'NOT_FOUND', '설문을 찾을 수 없어요.'),
    });
    render('/staff/surveys/99');
    expect((await screen.findByRole('alert')).textContent).toBe('설문을 찾을 수 없어요.');
    expect(screen.getByRole('link', { name: '← 설문 목록' }).getAttribute('href')).toBe(
      '/staff/surveys',
    );
  });
});
