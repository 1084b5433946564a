import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CollectInfo,
  ProgramInstance,
  Question,
  QuestionOption,
  ReserveEntryDetail,
} from '@venue/contract';
import { isReserveEntryId } from '@venue/contract/domain';
import type { Location } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { useHeaderTitleOverride } from '../../../stores/header-store';
import { clearSession, setAccessToken } from '../../../stores/session-store';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { programDetailFixture } from '../../programs/components/program-detail-fixture';
import { beginFlow, getFlow, syncFlowFromStorage, updateFlow } from '../flow-store';
import { CompletePage } from './complete-page';
import { FlowGate } from './flow-gate';
import { InfoConfirmPage } from './info-confirm-page';
import { QuestionsPage } from './questions-page';
import { SchedulePage } from './schedule-page';

const collectInfo = (over: Partial<CollectInfo> = {}): CollectInfo => ({
  nameCollectYn: 'Y',
  nameRequiredYn: 'Y',
  contactCollectYn: 'Y',
  contactRequiredYn: 'Y',
  emailCollectYn: 'Y',
  emailRequiredYn: 'N',
  programTermList: [
    {
      termsIdx: 8,
      termsName: '마케팅 정보 수신',
      requiredYn: 'N',
      termsDescription: '<p>선택</p>',
    },
    {
      termsIdx: 7,
      termsName: '개인정보 수집 및 이용',
      requiredYn: 'Y',
      termsDescription: '<p>수집 항목: 이름</p>',
    },
  ],
  ...over,
});

const questions: Question[] = [
  {
    programQuestionIdx: 1,
    questionType: 'OBJONE',
    requiredYn: 'Y',
    questionText: '방문 경로',
    duplicateYn: 'N',
  },
  {
    programQuestionIdx: 2,
    questionType: 'OBJMULTI',
    requiredYn: 'N',
    questionText: '관심 분야',
    duplicateYn: 'Y',
  },
  {
    programQuestionIdx: 3,
    questionType: 'SUBJECTIVE',
    requiredYn: 'Y',
    questionText: '닉네임',
    duplicateYn: 'N',
  },
  {
    programQuestionIdx: 4,
    questionType: 'DESCRIPTIVE',
    requiredYn: 'N',
    questionText: '기대평',
    duplicateYn: 'N',
  },
];
const options: QuestionOption[] = [
  { programQuestionIdx: 1, programQuestionOptionIdx: 11, multipleText: 'SNS' },
  { programQuestionIdx: 1, programQuestionOptionIdx: 12, multipleText: '지인 추천' },
  { programQuestionIdx: 2, programQuestionOptionIdx: 21, multipleText: '전시' },
  { programQuestionIdx: 2, programQuestionOptionIdx: 22, multipleText: '공연' },
];

const instances: ProgramInstance[] = [
  {
    programInstanceIdx: 101,
    execDate: '2026-05-14',
    startTime: '11:00',
    endTime: '11:40',
    capacity: 6,
    remainingCnt: 0,
    closedYn: 'Y',
  },
  {
    programInstanceIdx: 102,
    execDate: '2026-05-14',
    startTime: '14:00',
    endTime: '14:40',
    capacity: 6,
    remainingCnt: 1,
    closedYn: 'N',
  },
  {
    programInstanceIdx: 103,
    execDate: '2026-05-15',
    startTime: '11:00',
    endTime: '11:40',
    capacity: 6,
    remainingCnt: 6,
    closedYn: 'N',
  },
];

function serve({
  collect = collectInfo(),
  questionList = [] as Question[],
  insert = (() => ok(55)) as (body: Record<string, unknown>) => FakeAnswer,
  questionsAnswer = undefined as FakeAnswer | undefined,
} = {}) {
  return fakeApi({
    '/api/program/detail': () => ok(programDetailFixture()),
    '/api/program/instance/list': () => ok(instances),
    '/api/reserveentry/collect/info': () => ok(collect),
    '/api/reserveentry/question/list': () =>
      questionsAnswer ??
      ok({ questionList, questionOptionsList: questionList.length ? options : [] }),
    '/api/getuserinfo': () =>
      ok({ userIdx: 9, name: '김하늘', phoneNumber: '01012345678', email: null }),
    '/api/reserveentry/insert': (body) => insert(body),
    '/api/reserveentry/detail': () => ok(bookedEntry),
  });
}

/** The server's record of the booking /programComplete recaps. */
const bookedEntry: ReserveEntryDetail = {
  reserveEntryIdx: 55,
  reserveEntryId: 'R2605141400AB12CD',
  programIdx: 2,
  programType: 'RESERVATION',
  status: 'CONFIRM',
  savePath: '',
  programCategoryName: '전시',
  programName: '몰입형 미디어 아트<br>〈도시의 주파수〉',
  execDate: '2026-05-14',
  execTime: '14:00–14:40',
  winnerAnnouncementDate: null,
  floorName: '1F',
  zoneName: 'Main Hall',
  participantCnt: 2,
  name: '김하늘',
  phoneNumber: '01012345678',
  email: null,
  regDate: '2026-05-01T10:00:00+09:00',
  statusLabel: '예약완료',
  cancelableYn: 'Y',
  cancelReason: null,
};

/** The recap region's lines as "term value". */
async function recapLines(name: string) {
  const recap = await screen.findByRole('region', { name });
  return {
    heading: within(recap).getByRole('heading').textContent,
    lines: within(recap)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
  };
}

function renderAt(path: string, page: React.ReactNode, requireInProgress = true) {
  let location: Location | undefined;
  const probe = <LocationProbe onChange={(l) => (location = l)} />;
  // The page at its own path; anywhere else (login, home, the next step) only the probe.
  const view = renderWithProviders(
    <>
      <FlowGate requireInProgress={requireInProgress}>{page}</FlowGate>
      {probe}
    </>,
    { path, routePath: path, extraRoutes: [{ path: '*', element: probe }] },
  );
  return { ...view, where: () => `${location?.pathname}${location?.search}` };
}

function member() {
  setAccessToken('jwt-member');
  beginFlow({ programIdx: 2, programType: 'RESERVATION', programCategoryIdx: 1 });
}

afterEach(() => {
  clearSession();
  clearAlerts();
  window.sessionStorage.clear();
  syncFlowFromStorage();
});

describe('the flow guards (spec 001 §4)', () => {
  it('sends a guest on /schedule to log in with a redirect back', () => {
    serve();
    const view = renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    expect(view.where()).toBe('/login?redirect=%2Fschedule%2F2');
  });

  it('alerts 완료된 예약·응모입니다. and goes home on /infocomfirm without a flow in progress', async () => {
    setAccessToken('jwt-member');
    serve();
    const view = renderAt('/infocomfirm', <InfoConfirmPage />);
    await waitFor(() => expect(view.where()).toBe('/'));
    expect(getAlerts().map((a) => a.title)).toEqual(['완료된 예약·응모입니다.']);
  });

  it('alerts the same on /participy after the flow has ended', async () => {
    member();
    updateFlow({ inProgress: false });
    serve();
    const view = renderAt('/participy', <QuestionsPage />);
    await waitFor(() => expect(view.where()).toBe('/'));
    expect(getAlerts().map((a) => a.title)).toEqual(['완료된 예약·응모입니다.']);
  });

  it('sends /programComplete reached without a finished flow home', () => {
    member();
    serve();
    const view = renderAt('/programComplete', <CompletePage />, false);
    expect(view.where()).toBe('/');
  });
});

describe('/schedule', () => {
  it('offers the open instances of a day, remembers the choice across a remount, and limits the people to the seats left', async () => {
    member();
    serve();
    const user = userEvent.setup();
    const view = renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    const next = await screen.findByRole('button', { name: '다음' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    const times = await screen.findByRole('group', { name: '시간' });
    const full = within(times).getByRole('radio', { name: /11:00/ }) as HTMLInputElement;
    expect(full.disabled).toBe(true);
    expect(
      within(times).getByRole('radio', { name: /14:00/ }).closest('label')?.textContent,
    ).toContain('1석 남음');
    await user.click(within(times).getByRole('radio', { name: /14:00/ }));
    expect(getFlow().programInstanceIdx).toBe(102);
    // one seat left: the fixture program allows 4, the instance 1
    expect(
      (screen.getByRole('button', { name: '인원 늘리기' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    view.unmount();
    syncFlowFromStorage();
    renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    const again = await screen.findByRole('group', { name: '시간' });
    await waitFor(() =>
      expect(
        (within(again).getByRole('radio', { name: /14:00/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    await user.click(
      within(await screen.findByRole('group', { name: '날짜' })).getByRole('radio', {
        name: /26.05.15/,
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: '시간' })).getByRole('radio', { name: /11:00/ }),
    );
    await user.click(screen.getByRole('button', { name: '인원 늘리기' }));
    expect(getFlow()).toMatchObject({ programInstanceIdx: 103, personCount: 2 });
  });
});

describe('/schedule people stepper and the keyboard', () => {
  it('keeps focus on the stepper when + reaches the most people and − the fewest', async () => {
    member();
    serve();
    const user = userEvent.setup();
    renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    await screen.findByRole('group', { name: '시간' });
    await user.click(
      within(await screen.findByRole('group', { name: '날짜' })).getByRole('radio', {
        name: /26.05.15/,
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: '시간' })).getByRole('radio', { name: /11:00/ }),
    );
    const more = screen.getByRole('button', { name: '인원 늘리기' });
    const fewer = screen.getByRole('button', { name: '인원 줄이기' });
    more.focus();
    // the fixture program allows 4 people a booking, the instance has 6 seats left
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(getFlow().personCount).toBe(4);
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(fewer);
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(getFlow().personCount).toBe(1);
    expect(document.activeElement).toBe(more);
  });
});

describe('/schedule of a draw', () => {
  it('names the number of winners 추첨 인원, not seats left', async () => {
    setAccessToken('jwt-member');
    beginFlow({ programIdx: 2, programType: 'APPLICATION', programCategoryIdx: 1 });
    fakeApi({
      '/api/program/detail': () => ok(programDetailFixture({ programType: 'APPLICATION' })),
      '/api/program/instance/list': () => ok(instances),
    });
    renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    const times = await screen.findByRole('group', { name: '시간' });
    const open = within(times).getByRole('radio', { name: /14:00/ });
    expect(open.closest('label')?.textContent).toContain('추첨 인원 6명');
    expect(times.textContent).not.toContain('석 남음');
  });

  it('counts the draw’s winners, not the instance’s capacity', async () => {
    setAccessToken('jwt-member');
    beginFlow({ programIdx: 2, programType: 'APPLICATION', programCategoryIdx: 1 });
    fakeApi({
      '/api/program/detail': () => ok(programDetailFixture({ programType: 'APPLICATION' })),
      '/api/program/instance/list': () =>
        ok(instances.map((instance) => ({ ...instance, capacity: 10, winnerCnt: 1 }))),
    });
    renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    const times = await screen.findByRole('group', { name: '시간' });
    const open = within(times).getByRole('radio', { name: /14:00/ });
    expect(open.closest('label')?.textContent).toContain('추첨 인원 1명');
    expect(times.textContent).not.toContain('추첨 인원 10명');
  });
});

describe('/infocomfirm', () => {
  it('recaps the program, the day with its weekday, the time, the party size and the place', async () => {
    member();
    updateFlow({ programInstanceIdx: 102, personCount: 2 });
    serve();
    renderAt('/infocomfirm', <InfoConfirmPage />);
    await waitFor(async () =>
      expect(await recapLines('예약 정보')).toEqual({
        heading: '몰입형 미디어 아트 〈도시의 주파수〉',
        lines: ['일시 26.05.14 (목) 14:00 – 14:40', '인원 2명', '장소 1F · Main Hall'],
      }),
    );
  });

  it('prefills the member, checks the contact, needs the required term, then submits once with a domain reserveEntryId', async () => {
    member();
    updateFlow({ programInstanceIdx: 102, personCount: 2 });
    const api = serve();
    const user = userEvent.setup();
    const view = renderAt('/infocomfirm', <InfoConfirmPage />);
    const name = (await screen.findByLabelText(/이름/)) as HTMLInputElement;
    expect(name.value).toBe('김하늘');
    expect(name.readOnly).toBe(true);
    const submit = screen.getByRole('button', { name: '예약하기' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const contact = screen.getByLabelText(/연락처/) as HTMLInputElement;
    await user.clear(contact);
    await user.type(contact, '010-1234');
    expect(contact.value).toBe('0101234');
    expect(screen.getByText('연락처를 확인해 주세요.')).toBeTruthy();
    await user.type(contact, '5678');
    expect(screen.queryByText('연락처를 확인해 주세요.')).toBeNull();

    await user.type(screen.getByLabelText(/이메일/), 'sky@');
    expect(screen.getByText('올바른 이메일을 입력해 주세요.')).toBeTruthy();
    await user.type(screen.getByLabelText(/이메일/), 'venue.kr');

    await user.click(screen.getByRole('checkbox', { name: '(필수) 개인정보 수집 및 이용' }));
    expect(submit.disabled).toBe(false);

    await user.click(screen.getByRole('button', { name: '보기: 개인정보 수집 및 이용' }));
    expect(
      within(screen.getByRole('dialog', { name: '개인정보 수집 및 이용' })).getByText(
        '수집 항목: 이름',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '닫기' }));

    await user.click(submit);
    await waitFor(() => expect(view.where()).toBe('/programComplete'));
    const [call] = api.callsTo('/api/reserveentry/insert');
    expect(call?.body).toMatchObject({
      programIdx: 2,
      programInstanceIdx: 102,
      programType: 'RESERVATION',
      participantCnt: 2,
      programCategoryIdx: 1,
      userIdx: 9,
      name: '김하늘',
      phoneNumber: '01012345678',
      email: 'sky@venue.kr',
      agreementYn: 'Y',
      questionList: [],
      programTermList: [
        { termsIdx: 8, agreementYn: 'N' },
        { termsIdx: 7, agreementYn: 'Y' },
      ],
    });
    expect(isReserveEntryId(call?.body.reserveEntryId)).toBe(true);
    expect(String(call?.body.reserveEntryId)).toMatch(/^R/);
    expect(getFlow()).toMatchObject({
      reserveEntryIdx: 55,
      programType: 'RESERVATION',
      inProgress: false,
      userInfo: null,
    });
  });

  it('keeps everything after a failed submit, retries a lost answer with the same id and a refusal with a new one', async () => {
    member();
    updateFlow({
      programInstanceIdx: 102,
      userInfo: { name: '김하늘', phoneNumber: '01012345678', email: '', agreedTerms: [7] },
    });
    const answers: FakeAnswer[] = [
      { error: { status: 503, errorCode: 'UNAVAILABLE', message: '일시적인 오류' } },
      {
        error: {
          status: 409,
          errorCode: 'CAPACITY_FULL',
          message: '선택하신 회차의 정원이 모두 찼어요. 다른 회차를 선택해 주세요.',
        },
      },
      { data: 56 },
    ];
    const api = serve({ insert: () => answers.shift() ?? ok(0) });
    const user = userEvent.setup();
    renderAt('/infocomfirm', <InfoConfirmPage />);
    const submit = await screen.findByRole('button', { name: '예약하기' });

    await user.click(submit);
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual([
        '예약·응모에 실패했습니다. 잠시 후 다시 시도해주세요.',
      ]),
    );
    clearAlerts();
    expect(getFlow()).toMatchObject({ inProgress: true, userInfo: { agreedTerms: [7] } });
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual([
        '선택하신 회차의 정원이 모두 찼어요. 다른 회차를 선택해 주세요.',
      ]),
    );
    clearAlerts();
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    await waitFor(() => expect(getFlow().reserveEntryIdx).toBe(56));

    const ids = api.callsTo('/api/reserveentry/insert').map((c) => c.body.reserveEntryId);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('goes on to /participy when the program has questions', async () => {
    member();
    updateFlow({
      userInfo: { name: '김하늘', phoneNumber: '01012345678', email: '', agreedTerms: [7] },
    });
    const api = serve({ questionList: questions });
    const view = renderAt('/infocomfirm', <InfoConfirmPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '다음' }));
    expect(view.where()).toBe('/participy');
    expect(api.callsTo('/api/reserveentry/insert')).toEqual([]);
  });
});

describe('/participy', () => {
  it('needs the required answers, allows one OBJONE choice, counts 200 characters, then submits the joined answers', async () => {
    member();
    updateFlow({
      userInfo: { name: '김하늘', phoneNumber: '01012345678', email: '', agreedTerms: [7] },
    });
    const api = serve({ questionList: questions });
    const user = userEvent.setup();
    const view = renderAt('/participy', <QuestionsPage />);
    const submit = (await screen.findByRole('button', { name: '예약하기' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    const visit = screen.getByRole('group', { name: /방문 경로/ });
    await user.click(within(visit).getByRole('radio', { name: 'SNS' }));
    await user.click(within(visit).getByRole('radio', { name: '지인 추천' }));
    expect(getFlow().answers['1']).toBe('12');
    const interest = screen.getByRole('group', { name: /관심 분야/ });
    await user.click(within(interest).getByRole('checkbox', { name: '전시' }));
    await user.click(within(interest).getByRole('checkbox', { name: '공연' }));
    expect(getFlow().answers['2']).toBe('21,22');
    expect(submit.disabled).toBe(true);

    await user.type(screen.getByRole('textbox', { name: /닉네임/ }), '   ');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /닉네임/ }), '하늘');
    expect(submit.disabled).toBe(false);

    const review = screen.getByRole('textbox', { name: /기대평/ }) as HTMLTextAreaElement;
    await user.click(review);
    await user.paste('가'.repeat(205));
    expect(review.value).toHaveLength(200);
    expect(screen.getByText('200/200')).toBeTruthy();

    await user.click(submit);
    await waitFor(() => expect(view.where()).toBe('/programComplete'));
    expect(api.callsTo('/api/reserveentry/insert')[0]?.body.questionList).toEqual([
      { programQuestionIdx: 1, answer: '12' },
      { programQuestionIdx: 2, answer: '21,22' },
      { programQuestionIdx: 3, answer: '   하늘' },
      { programQuestionIdx: 4, answer: '가'.repeat(200) },
    ]);
  });

  it('says the questions could not be loaded instead of waiting forever, and offers no submit', async () => {
    member();
    serve({
      questionsAnswer: {
        error: { status: 500, errorCode: 'INTERNAL_ERROR', message: '잠시 후 다시 시도해 주세요.' },
      },
    });
    renderAt('/participy', <QuestionsPage />);
    expect(
      await screen.findByText('질문을 불러오지 못했어요.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '예약하기' })).toBeNull();
  });
});

/** The page and the title it gives the header and the document (header-store). */
function CompleteWithTitle() {
  const title = useHeaderTitleOverride();
  return (
    <>
      <p data-testid="header-title">{title}</p>
      <CompletePage />
    </>
  );
}

describe('/programComplete', () => {
  it('recaps a draw entry with its number and the announcement', async () => {
    setAccessToken('jwt-member');
    beginFlow({ programIdx: 2, programType: 'APPLICATION', programCategoryIdx: 1 });
    fakeApi({
      '/api/program/detail': () => ok(programDetailFixture({ programType: 'APPLICATION' })),
      '/api/reserveentry/detail': () =>
        ok({
          ...bookedEntry,
          reserveEntryId: 'A2605141400AB12CD',
          programType: 'APPLICATION',
          status: 'ATTEND',
          winnerAnnouncementDate: '2026-05-20T18:00:00+09:00',
        }),
    });
    const { completeFlow } = await import('../flow-store');
    completeFlow(55);
    renderAt('/programComplete', <CompleteWithTitle />, false);
    expect(screen.getByRole('heading', { name: '응모가 완료되었어요' })).toBeTruthy();
    // The header (and document) title says what the heading says, not 신청 완료.
    expect(screen.getByTestId('header-title').textContent).toBe('응모 완료');
    expect((await recapLines('응모 정보')).lines).toEqual([
      '응모 번호 A2605141400AB12CD',
      '일시 26.05.14 (목) 14:00–14:40',
      '인원 2명',
      '장소 1F · Main Hall',
      '당첨자 발표 26.05.20 (수) 18:00',
    ]);
  });

  it('says the reservation is done and links to its entry detail', async () => {
    member();
    serve();
    const { completeFlow } = await import('../flow-store');
    completeFlow(55);
    renderAt('/programComplete', <CompleteWithTitle />, false);
    expect(screen.getByRole('heading', { name: '예약이 완료되었어요' })).toBeTruthy();
    expect(screen.getByTestId('header-title').textContent).toBe('예약 완료');
    expect(await recapLines('예약 정보')).toEqual({
      heading: '몰입형 미디어 아트 〈도시의 주파수〉',
      lines: [
        '예약 번호 R2605141400AB12CD',
        '일시 26.05.14 (목) 14:00–14:40',
        '인원 2명',
        '장소 1F · Main Hall',
      ],
    });
    expect(screen.getByRole('link', { name: '예약 내역 보기' }).getAttribute('href')).toBe(
      '/res-entry/detail/reservation/55',
    );
    // This record has no calendar links: no calendar buttons.
    expect(screen.queryByRole('group', { name: '내 캘린더에 일정 추가' })).toBeNull();
  });

  it('offers 캘린더에 추가 and Google 캘린더 from the booking’s record', async () => {
    member();
    const calendar = {
      icsUrl: 'https://venue.example/api/calendar/55.0.abcdefghijklmnopqrstuv.ics',
      googleUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=x',
    };
    const api = fakeApi({
      '/api/program/detail': () => ok(programDetailFixture()),
      '/api/reserveentry/detail': () => ok({ ...bookedEntry, calendar }),
    });
    const { completeFlow } = await import('../flow-store');
    completeFlow(55);
    renderAt('/programComplete', <CompleteWithTitle />, false);
    const group = await screen.findByRole('group', { name: '내 캘린더에 일정 추가' });
    expect(
      within(group)
        .getByRole('link', { name: /^캘린더에 추가/ })
        .getAttribute('href'),
    ).toBe(calendar.icsUrl);
    const google = within(group).getByRole('link', { name: /^Google 캘린더/ });
    expect(google.getAttribute('href')).toBe(calendar.googleUrl);
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toContain('noopener');
    // The detail the recap already fetched, once: the links come with it.
    expect(api.callsTo('/api/reserveentry/detail')).toHaveLength(1);
  });
});

// A draw (or any dated program) with one instance open leaves nothing to choose.
describe('/schedule with a lone instance', () => {
  it('preselects the one open instance, so 다음 is ready at once', async () => {
    setAccessToken('jwt-member');
    beginFlow({ programIdx: 2, programType: 'APPLICATION', programCategoryIdx: 1 });
    const lone = instances.filter((instance) => instance.programInstanceIdx !== 103);
    fakeApi({
      '/api/program/detail': () => ok(programDetailFixture({ programType: 'APPLICATION' })),
      '/api/program/instance/list': () => ok(lone),
    });
    renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    const times = await screen.findByRole('group', { name: '시간' });
    await waitFor(() =>
      expect(
        (within(times).getByRole('radio', { name: /14:00/ }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(getFlow().programInstanceIdx).toBe(102);
    expect((screen.getByRole('button', { name: '다음' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('preselects nothing when there are two open instances to choose from', async () => {
    setAccessToken('jwt-member');
    beginFlow({ programIdx: 2, programType: 'APPLICATION', programCategoryIdx: 1 });
    fakeApi({
      '/api/program/detail': () => ok(programDetailFixture({ programType: 'APPLICATION' })),
      '/api/program/instance/list': () => ok(instances),
    });
    renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    await screen.findByRole('group', { name: '시간' });
    expect(getFlow().programInstanceIdx).toBeNull();
  });
});
