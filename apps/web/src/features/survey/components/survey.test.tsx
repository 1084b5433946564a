import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SurveyDetail, SurveySummary } from '@venue/contract';
import { errorMessages } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as SurveyArea } from '../../../app/routes/survey/survey-area';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { removeAccessToken, setAccessToken } from '../../../stores/session-store';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';

const LIST = '/api/survey/list';
const DETAIL = '/api/survey/detail';
const ANSWER = '/api/survey/answer';
const USER = '/api/getuserinfo';

const visitSurvey: SurveySummary = {
  surveyIdx: 1,
  title: '시그널 하우스 성수 방문 후기',
  summary: '오늘의 방문은 어떠셨나요?',
  targetType: 'VISIT',
  programIdx: null,
  programName: null,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  questionCount: 4,
  answeredYn: 'N',
  answeredAt: null,
};

const programSurvey: SurveySummary = {
  ...visitSurvey,
  surveyIdx: 2,
  title: '프로그램 참여 후기',
  targetType: 'PROGRAM',
  programIdx: 5,
  programName: '빛의 산책',
  questionCount: 3,
  answeredYn: 'Y',
  answeredAt: '2026-11-20T14:00:00+09:00',
};

const detail: SurveyDetail = {
  ...visitSurvey,
  questionList: [
    { surveyQuestionIdx: 11, questionType: 'OBJONE', requiredYn: 'Y', questionText: '만족도' },
    { surveyQuestionIdx: 12, questionType: 'OBJMULTI', requiredYn: 'Y', questionText: '좋았던 층' },
    { surveyQuestionIdx: 13, questionType: 'SUBJECTIVE', requiredYn: 'N', questionText: '한 단어' },
    {
      surveyQuestionIdx: 14,
      questionType: 'DESCRIPTIVE',
      requiredYn: 'N',
      questionText: '바라는 점',
    },
  ],
  questionOptionsList: [
    { surveyQuestionIdx: 11, surveyQuestionOptionIdx: 101, optionText: '매우 만족' },
    { surveyQuestionIdx: 11, surveyQuestionOptionIdx: 102, optionText: '보통' },
    { surveyQuestionIdx: 12, surveyQuestionOptionIdx: 201, optionText: 'B1' },
    { surveyQuestionIdx: 12, surveyQuestionOptionIdx: 202, optionText: 'Rooftop' },
  ],
  myAnswerList: [],
};

const answeredDetail: SurveyDetail = {
  ...detail,
  answeredYn: 'Y',
  answeredAt: '2026-11-21T10:00:00+09:00',
  myAnswerList: [
    { surveyQuestionIdx: 11, answer: '101' },
    { surveyQuestionIdx: 12, answer: '201,202' },
    { surveyQuestionIdx: 14, answer: '루프탑 그늘막이 있으면 좋겠어요.' },
  ],
};

const refusal = (status: number, errorCode: string, message: string): FakeAnswer => ({
  error: { status, errorCode, message },
});

beforeEach(() => {
  setAccessToken('member-jwt');
  clearAlerts();
});
afterEach(() => {
  removeAccessToken();
  clearAlerts();
});

function renderArea(path: string) {
  let location: Location | undefined;
  const probe = <LocationProbe onChange={(l) => (location = l)} />;
  const result = renderWithProviders(
    <>
      <SurveyArea />
      {probe}
    </>,
    {
      path,
      routePath: '/survey/*',
      extraRoutes: [
        { path: '/login', element: probe },
        { path: '/program', element: probe },
      ],
    },
  );
  return { ...result, where: () => location };
}

const serve = (handlers: Record<string, (body: Record<string, unknown>) => FakeAnswer>) =>
  fakeApi({ [USER]: () => ok({ userIdx: 7, name: '김하늘' }), ...handlers });

async function answerRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: '매우 만족' }));
  await user.click(screen.getByRole('checkbox', { name: 'B1' }));
  await user.click(screen.getByRole('checkbox', { name: 'Rooftop' }));
}

describe('the survey list', () => {
  it('sends a guest to login with a redirect back, asking nothing', async () => {
    removeAccessToken();
    const api = serve({ [LIST]: () => ok({ surveyList: [] }) });
    const { where } = renderArea('/survey/ing');
    await waitFor(() => expect(where()?.pathname).toBe('/login'));
    expect(where()?.search).toBe('?redirect=%2Fsurvey%2Fing');
    expect(api.callsTo(LIST)).toHaveLength(0);
  });

  it('replaces /survey with /survey/ing', async () => {
    serve({ [LIST]: () => ok({ surveyList: [visitSurvey] }) });
    const { where } = renderArea('/survey');
    await waitFor(() => expect(where()?.pathname).toBe('/survey/ing'));
    expect(await screen.findByRole('heading', { name: visitSurvey.title })).toBeTruthy();
  });

  it('shows each survey as a card: target, size, last day, and 참여하기 or 참여 완료', async () => {
    serve({ [LIST]: () => ok({ surveyList: [visitSurvey, programSurvey] }) });
    renderArea('/survey/ing');
    const open = (await screen.findByRole('heading', { name: visitSurvey.title })).closest(
      'article',
    ) as HTMLElement;
    expect(within(open).getByText('방문 설문')).toBeTruthy();
    expect(within(open).getByText('4문항 · 약 2분')).toBeTruthy();
    expect(within(open).getByText('~ 12.31(목)까지')).toBeTruthy();
    expect(within(open).getByRole('link', { name: '참여하기' }).getAttribute('href')).toBe(
      '/survey/1',
    );

    const done = screen
      .getByRole('heading', { name: programSurvey.title })
      .closest('article') as HTMLElement;
    expect(within(done).getByText('프로그램 설문 · 빛의 산책')).toBeTruthy();
    expect(within(done).getByText('참여 완료')).toBeTruthy();
    expect(within(done).queryByRole('link', { name: '참여하기' })).toBeNull();
    expect(within(done).getByRole('link', { name: '내 답변 보기' }).getAttribute('href')).toBe(
      '/survey/2',
    );
  });

  it('with no survey, says how one opens and links to the programs', async () => {
    serve({ [LIST]: () => ok({ surveyList: [] }) });
    renderArea('/survey/ing');
    expect(await screen.findByText('지금 참여할 수 있는 설문이 없어요')).toBeTruthy();
    expect(screen.getByText(/체크인하시거나, 프로그램에 참여하시면/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '프로그램 둘러보기' }).getAttribute('href')).toBe(
      '/program',
    );
  });
});

describe('answering a survey', () => {
  it('keeps 제출하기 disabled until every required question is answered, then sends the answers once', async () => {
    let listCalls = 0;
    const api = serve({
      [LIST]: () => {
        listCalls += 1;
        return ok({ surveyList: [visitSurvey] });
      },
      [DETAIL]: () => ok(detail),
      [ANSWER]: () => ok({ surveyResponseIdx: 9, answeredAt: '2026-11-22T10:00:00+09:00' }),
    });
    const user = userEvent.setup();
    renderArea('/survey/1');
    const submit = (await screen.findByRole('button', { name: '제출하기' })) as HTMLButtonElement;
    expect(api.callsTo(DETAIL)[0]?.body).toEqual({ surveyIdx: 1 });
    expect(submit.disabled).toBe(true);

    await user.click(screen.getByRole('radio', { name: '매우 만족' }));
    expect(submit.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'B1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Rooftop' }));
    expect(submit.disabled).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /한 단어/ }), '빛');
    await user.type(screen.getByRole('textbox', { name: /바라는 점/ }), '좋아요');
    expect(screen.getByText('3/200')).toBeTruthy();

    await user.click(submit);
    expect(await screen.findByRole('heading', { name: '소중한 의견 감사합니다' })).toBeTruthy();
    expect(api.callsTo(ANSWER)).toHaveLength(1);
    expect(api.callsTo(ANSWER)[0]?.body).toEqual({
      surveyIdx: 1,
      answerList: [
        { surveyQuestionIdx: 11, answer: '101' },
        { surveyQuestionIdx: 12, answer: '201,202' },
        { surveyQuestionIdx: 13, answer: '빛' },
        { surveyQuestionIdx: 14, answer: '좋아요' },
      ],
    });
    // The detail is asked again (the survey is now answered), and the list is stale.
    await waitFor(() => expect(api.callsTo(DETAIL).length).toBeGreaterThan(1));
    expect(screen.getByRole('heading', { name: '소중한 의견 감사합니다' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '설문 목록으로' }).getAttribute('href')).toBe(
      '/survey/ing',
    );
    await user.click(screen.getByRole('link', { name: '설문 목록으로' }));
    expect(await screen.findByRole('heading', { name: visitSurvey.title })).toBeTruthy();
    expect(listCalls).toBe(1);
    expect(getAlerts()).toHaveLength(0);
  });

  it('shows the server’s field problems on their questions and keeps what was typed', async () => {
    serve({
      [DETAIL]: () => ok(detail),
      [ANSWER]: () => ({
        error: {
          status: 400,
          errorCode: 'VALIDATION_FAILED',
          message: '입력값을 확인해 주세요.',
          fields: [
            { path: 'answerList.1', message: '선택지를 다시 확인해 주세요.' },
            { path: 'question.14', message: '답변은 200자 이내로 입력해 주세요.' },
          ],
        } as FakeAnswer extends { error: infer E } ? E : never,
      }),
    });
    const user = userEvent.setup();
    renderArea('/survey/1');
    await answerRequired(user);
    await user.type(screen.getByRole('textbox', { name: /바라는 점/ }), '더 많은 벤치');
    await user.click(screen.getByRole('button', { name: '제출하기' }));

    expect(await screen.findByText('선택지를 다시 확인해 주세요.')).toBeTruthy();
    const floors = screen.getByRole('group', { name: /좋았던 층/ });
    expect(floors.getAttribute('aria-describedby')).toBe(
      screen.getByText('선택지를 다시 확인해 주세요.').id,
    );
    const wish = screen.getByRole('textbox', { name: /바라는 점/ }) as HTMLTextAreaElement;
    expect(wish.getAttribute('aria-invalid')).toBe('true');
    expect(wish.getAttribute('aria-describedby')).toContain(
      screen.getByText('답변은 200자 이내로 입력해 주세요.').id,
    );
    expect(wish.value).toBe('더 많은 벤치');
    expect((screen.getByRole('checkbox', { name: 'Rooftop' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('radio', { name: '매우 만족' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(getAlerts()).toHaveLength(0);

    // The first answer in error takes focus, a frame after the refusal; then changing an answer
    // clears its problem (a keystroke before that frame would land where the focus goes).
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    await user.type(wish, '!');
    expect(screen.queryByText('답변은 200자 이내로 입력해 주세요.')).toBeNull();
  });

  it('shows a survey already answered read-only, with the member’s answers and the date', async () => {
    serve({ [DETAIL]: () => ok(answeredDetail) });
    renderArea('/survey/1');
    expect(await screen.findByText('26.11.21에 참여하셨어요.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '제출하기' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    const answers = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(answers).toEqual([
      '1. 만족도매우 만족',
      '2. 좋았던 층B1, Rooftop',
      '3. 한 단어답하지 않았어요',
      '4. 바라는 점루프탑 그늘막이 있으면 좋겠어요.',
    ]);
  });

  it('on 409 SURVEY_ALREADY_ANSWERED alerts the message, then shows the answers', async () => {
    let answered = false;
    serve({
      [DETAIL]: () => ok(answered ? answeredDetail : detail),
      [ANSWER]: () => {
        answered = true;
        return refusal(409, 'SURVEY_ALREADY_ANSWERED', errorMessages.SURVEY_ALREADY_ANSWERED);
      },
    });
    const user = userEvent.setup();
    renderArea('/survey/1');
    await answerRequired(user);
    await user.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('26.11.21에 참여하셨어요.')).toBeTruthy();
    expect(getAlerts().map((a) => a.title)).toEqual([errorMessages.SURVEY_ALREADY_ANSWERED]);
  });

  it.each([
    [409, 'SURVEY_CLOSED'],
    [403, 'SURVEY_NOT_ELIGIBLE'],
  ] as const)(
    'shows the server’s message for %i %s with the way back, not an alert',
    async (status, code) => {
      serve({ [DETAIL]: () => refusal(status, code, errorMessages[code]) });
      renderArea('/survey/1');
      expect(await screen.findByRole('heading', { name: errorMessages[code] })).toBeTruthy();
      expect(screen.getByRole('link', { name: '설문 목록으로' }).getAttribute('href')).toBe(
        '/survey/ing',
      );
      expect(screen.queryByRole('button', { name: '제출하기' })).toBeNull();
      expect(getAlerts()).toHaveLength(0);
    },
  );

  it('says not found for an unknown survey, and for a malformed address without asking', async () => {
    const api = serve({ [DETAIL]: () => refusal(404, 'NOT_FOUND', '설문을 찾을 수 없어요.') });
    renderArea('/survey/abc');
    expect(await screen.findByRole('heading', { name: '설문을 찾을 수 없어요.' })).toBeTruthy();
    expect(api.callsTo(DETAIL)).toHaveLength(0);
  });
});
