import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectInfo, ProgramInstance } from '@venue/contract';
import { seoulToday, toDotDate } from '@venue/contract/domain';
import type { Location } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { useHeaderTitleOverride } from '../../../stores/header-store';
import { clearSession, setAccessToken } from '../../../stores/session-store';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { programDetailFixture } from '../../programs/components/program-detail-fixture';
import {
  beginFlow,
  completeWaitlistJoin,
  getFlow,
  syncFlowFromStorage,
  updateFlow,
} from '../flow-store';
import { CompletePage } from './complete-page';
import { FlowGate } from './flow-gate';
import { InfoConfirmPage } from './info-confirm-page';
import { SchedulePage } from './schedule-page';

/**
 * 대기 신청 through the reservation flow (decision 063): /schedule offers a full session's
 * waiting list (and a party larger than the seats left), the last step joins it with the booking
 * the member would make, refusals are answered, and /programComplete shows the place in line.
 */

const DAY = 86_400_000;
const day = (ahead: number) => seoulToday(new Date(Date.now() + ahead * DAY));
const [IN_TWO, IN_THREE] = [day(2), day(3)];

const sessions: ProgramInstance[] = [
  // full
  {
    programInstanceIdx: 201,
    execDate: IN_TWO,
    startTime: '11:00',
    endTime: '11:40',
    capacity: 6,
    remainingCnt: 0,
    closedYn: 'Y',
  },
  // one seat left
  {
    programInstanceIdx: 202,
    execDate: IN_TWO,
    startTime: '14:00',
    endTime: '14:40',
    capacity: 6,
    remainingCnt: 1,
    closedYn: 'N',
  },
  // full, the next day
  {
    programInstanceIdx: 203,
    execDate: IN_THREE,
    startTime: '11:00',
    endTime: '11:40',
    capacity: 6,
    remainingCnt: 0,
    closedYn: 'Y',
  },
];

const collect: CollectInfo = {
  nameCollectYn: 'Y',
  nameRequiredYn: 'Y',
  contactCollectYn: 'Y',
  contactRequiredYn: 'Y',
  emailCollectYn: 'N',
  emailRequiredYn: 'N',
  programTermList: [
    {
      termsIdx: 7,
      termsName: '개인정보 수집 및 이용',
      requiredYn: 'Y',
      termsDescription: '<p>수집 항목: 이름</p>',
    },
  ],
};

function serve({
  join = (() => ok({ waitlistIdx: 31, position: 2 })) as (
    body: Record<string, unknown>,
  ) => FakeAnswer,
  insert = (() => ok(77)) as (body: Record<string, unknown>) => FakeAnswer,
  program = programDetailFixture(),
  list = sessions,
} = {}) {
  return fakeApi({
    '/api/program/detail': () => ok(program),
    '/api/program/instance/list': () => ok(list),
    '/api/reserveentry/collect/info': () => ok(collect),
    '/api/reserveentry/question/list': () => ok({ questionList: [], questionOptionsList: [] }),
    '/api/getuserinfo': () =>
      ok({ userIdx: 9, name: '김하늘', phoneNumber: '01012345678', email: null }),
    '/api/waitlist/join': (body) => join(body),
    '/api/reserveentry/insert': (body) => insert(body),
    '/api/reserveentry/detail': () => ok(null),
  });
}

function renderAt(path: string, page: React.ReactNode, requireInProgress = true) {
  let location: Location | undefined;
  const probe = <LocationProbe onChange={(l) => (location = l)} />;
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

/** A member at /infocomfirm with a full session chosen for 2 and the required term ticked. */
function joiningMember() {
  member();
  updateFlow({
    programInstanceIdx: 201,
    personCount: 2,
    waitlist: true,
    userInfo: { name: '김하늘', phoneNumber: '01012345678', email: '', agreedTerms: [7] },
  });
}

afterEach(() => {
  clearSession();
  clearAlerts();
  window.sessionStorage.clear();
  syncFlowFromStorage();
});

describe('/schedule offers 대기 신청 on a full session', () => {
  it('offers the day’s full sessions under 마감된 회차 대기 신청, says it is 대기 신청, and goes on with waitlist set', async () => {
    member();
    serve();
    const user = userEvent.setup();
    const view = renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    const times = await screen.findByRole('group', { name: '시간' });
    // 시간 offers what can be booked: the full session is 마감 there, and disabled.
    const closed = within(times).getByRole('radio', { name: /11:00/ }) as HTMLInputElement;
    expect(closed.disabled).toBe(true);
    expect(closed.closest('label')?.textContent).toContain('마감');
    const waitable = screen.getByRole('group', { name: '마감된 회차 대기 신청' });
    expect(waitable.getAttribute('aria-describedby')).toBeTruthy();
    const radios = within(waitable).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '11:00 – 11:40대기 가능',
    ]);
    const full = radios[0] as HTMLInputElement;
    expect(full.disabled).toBe(false);
    await user.click(full);
    expect(full.checked).toBe(true);

    const note = screen.getByRole('region', { name: '대기 신청 안내' });
    expect(note.textContent).toContain('선택한 회차는 자리가 모두 찼어요.');
    expect(note.textContent).toContain('알림톡으로 예약 제안을 보내 드려요');
    const go = screen.getByRole('button', { name: '대기 신청' }) as HTMLButtonElement;
    expect(go.disabled).toBe(false);
    expect(screen.queryByRole('button', { name: '다음' })).toBeNull();

    // The party may reach the program's limit (4), not the seats left (none).
    await user.click(screen.getByRole('button', { name: '인원 늘리기' }));
    await user.click(screen.getByRole('button', { name: '인원 늘리기' }));
    expect(getFlow().personCount).toBe(3);
    await user.click(screen.getByRole('button', { name: '인원 늘리기' }));
    expect(
      (screen.getByRole('button', { name: '인원 늘리기' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: '인원 줄이기' }));
    await user.click(go);
    expect(view.where()).toBe('/infocomfirm');
    expect(getFlow()).toMatchObject({ programInstanceIdx: 201, personCount: 3, waitlist: true });
  });

  it('never lets a party outgrow the session itself: it could never be seated', async () => {
    member();
    serve({ list: [{ ...(sessions[0] as ProgramInstance), capacity: 2 }] });
    const user = userEvent.setup();
    renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    const waitable = await screen.findByRole('group', { name: '마감된 회차 대기 신청' });
    await user.click(within(waitable).getByRole('radio', { name: /11:00/ }));
    const more = screen.getByRole('button', { name: '인원 늘리기' }) as HTMLButtonElement;
    await user.click(more);
    expect(getFlow().personCount).toBe(2);
    expect(more.disabled).toBe(true);
  });

  it('turns a party larger than the seats left into 대기 신청, and back into a booking', async () => {
    member();
    serve();
    const user = userEvent.setup();
    renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    const times = await screen.findByRole('group', { name: '시간' });
    await user.click(within(times).getByRole('radio', { name: /14:00/ }));
    expect(screen.getByRole('button', { name: '다음' })).toBeTruthy();
    // One seat left: a second person makes it a waiting list, with the reason.
    await user.click(screen.getByRole('button', { name: '인원 늘리기' }));
    expect(screen.getByRole('region', { name: '대기 신청 안내' }).textContent).toContain(
      '선택한 회차는 1석만 남아 2명이 함께 예약할 수 없어요.',
    );
    expect(screen.getByRole('button', { name: '대기 신청' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '인원 줄이기' }));
    expect(screen.queryByRole('region', { name: '대기 신청 안내' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(getFlow()).toMatchObject({ programInstanceIdx: 202, personCount: 1, waitlist: false });
  });

  it('keeps a day of full sessions choosable (대기 가능) and a session that has started closed', async () => {
    member();
    const started: ProgramInstance = {
      programInstanceIdx: 204,
      execDate: seoulToday(new Date()),
      startTime: '00:00',
      endTime: '00:30',
      capacity: 6,
      remainingCnt: 0,
      closedYn: 'Y',
    };
    serve({ list: [started, ...sessions] });
    const user = userEvent.setup();
    renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    const days = await screen.findByRole('group', { name: '날짜' });
    const today = (await within(days).findByRole('radio', {
      name: new RegExp(toDotDate(started.execDate)),
    })) as HTMLInputElement;
    expect(today.disabled).toBe(true);
    const next = within(days).getByRole('radio', {
      name: new RegExp(toDotDate(IN_THREE)),
    }) as HTMLInputElement;
    expect(next.disabled).toBe(false);
    expect(next.closest('label')?.textContent).toContain('대기 가능');
    await user.click(next);
    await user.click(
      within(screen.getByRole('group', { name: '마감된 회차 대기 신청' })).getByRole('radio', {
        name: /11:00/,
      }),
    );
    expect(screen.getByRole('button', { name: '대기 신청' })).toBeTruthy();
    // That day has nothing to book: 시간 shows its session as 마감.
    const inTimes = within(screen.getByRole('group', { name: '시간' })).getByRole('radio', {
      name: /11:00/,
    }) as HTMLInputElement;
    expect(inTimes.disabled).toBe(true);
  });

  it('is reached from a program the detail shows closed because every session is full', async () => {
    member();
    serve({
      program: programDetailFixture({ closedYn: 'Y' }),
      list: sessions.filter((s) => s.remainingCnt === 0),
    });
    const view = renderAt('/schedule/2', <SchedulePage programIdx={2} />, false);
    const waitable = await screen.findByRole('group', { name: '마감된 회차 대기 신청' });
    expect(view.where()).toBe('/schedule/2');
    expect(
      (within(waitable).getByRole('radio', { name: /11:00/ }) as HTMLInputElement).disabled,
    ).toBe(false);
  });
});

describe('the last step joins the waiting list', () => {
  it('says 대기 신청, sends the booking the member would make to waitlistJoin, and shows the place in line', async () => {
    joiningMember();
    const api = serve();
    const user = userEvent.setup();
    const view = renderAt('/infocomfirm', <InfoConfirmPage />);
    expect(await screen.findByRole('region', { name: '대기 신청 정보' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '대기 신청 안내' }).textContent).toContain(
      '제안 마감 전에 예약하기를 눌러야',
    );
    await user.click(screen.getByRole('button', { name: '대기 신청하기' }));
    await waitFor(() => expect(view.where()).toBe('/programComplete'));
    expect(api.callsTo('/api/reserveentry/insert')).toEqual([]);
    expect(api.callsTo('/api/waitlist/join')[0]?.body).toEqual({
      programInstanceIdx: 201,
      personCount: 2,
      answers: [],
      name: '김하늘',
      phoneNumber: '01012345678',
      agreementYn: 'Y',
      programTermList: [{ termsIdx: 7, agreementYn: 'Y' }],
    });
    expect(getFlow()).toMatchObject({
      inProgress: false,
      waitlist: false,
      reserveEntryIdx: null,
      waitlistJoined: { waitlistIdx: 31, position: 2, programInstanceIdx: 201, personCount: 2 },
    });
  });

  it('offers to book at once when seats came free (SEATS_AVAILABLE), or to close and stay', async () => {
    joiningMember();
    const api = serve({
      join: () => ({
        error: {
          status: 409,
          errorCode: 'SEATS_AVAILABLE',
          message: '아직 자리가 있어요. 대기 신청 대신 바로 예약해 주세요.',
        },
      }),
    });
    const user = userEvent.setup();
    const view = renderAt('/infocomfirm', <InfoConfirmPage />);
    await user.click(await screen.findByRole('button', { name: '대기 신청하기' }));
    const sheet = await screen.findByRole('dialog', { name: '자리가 생겼어요' });
    expect(sheet.textContent).toContain('아직 자리가 있어요. 대기 신청 대신 바로 예약해 주세요.');
    expect(getAlerts()).toEqual([]);
    await user.click(within(sheet).getByRole('button', { name: '지금은 안 할게요' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getFlow()).toMatchObject({ inProgress: true, waitlist: true });

    await user.click(screen.getByRole('button', { name: '대기 신청하기' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '자리가 생겼어요' })).getByRole('button', {
        name: '바로 예약하기',
      }),
    );
    await waitFor(() => expect(view.where()).toBe('/programComplete'));
    expect(api.callsTo('/api/reserveentry/insert')[0]?.body).toMatchObject({
      programInstanceIdx: 201,
      participantCnt: 2,
      programType: 'RESERVATION',
    });
    expect(getFlow()).toMatchObject({ reserveEntryIdx: 77, waitlistJoined: null });
  });

  it.each([
    ['WAITLIST_ALREADY_JOINED', '이미 이 회차의 대기 목록에 있어요.', '이미 대기 중인 회차예요'],
    [
      'WAITLIST_LIMIT',
      '대기 신청은 동시에 최대 3개 회차까지 할 수 있어요. 다른 대기를 취소한 뒤 신청해 주세요.',
      '더 대기할 수 없어요',
    ],
  ])(
    'answers %s with the server’s sentence and the way to 내 대기',
    async (code, message, title) => {
      joiningMember();
      serve({ join: () => ({ error: { status: 409, errorCode: code, message } }) });
      const user = userEvent.setup();
      const view = renderAt('/infocomfirm', <InfoConfirmPage />);
      await user.click(await screen.findByRole('button', { name: '대기 신청하기' }));
      const sheet = await screen.findByRole('dialog', { name: title });
      expect(sheet.textContent).toContain(message);
      await user.click(within(sheet).getByRole('button', { name: '내 대기 보기' }));
      expect(view.where()).toBe('/waitlist');
    },
  );

  it('alerts ALREADY_ENTERED and PARTICIPATION_RESTRICTED, and lists what VALIDATION_FAILED found', async () => {
    joiningMember();
    const answers: FakeAnswer[] = [
      {
        error: {
          status: 409,
          errorCode: 'ALREADY_ENTERED',
          message: '이미 예약·응모 완료 되었습니다.',
        },
      },
      {
        error: {
          status: 403,
          errorCode: 'PARTICIPATION_RESTRICTED',
          message: '현재 회원님은 예약 신청이 제한되어 있습니다.<br>고객센터로 문의해 주세요.',
        },
      },
    ];
    const validation = {
      error: {
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        message: '입력값을 다시 확인해 주세요.',
        fields: [
          { path: 'participantCnt', message: '한 번에 최대 2명까지 신청할 수 있어요.' },
          { path: 'name', message: '<b>이름</b>을 입력해 주세요.' },
        ],
      },
    } as unknown as FakeAnswer;
    serve({ join: () => answers.shift() ?? validation });
    const user = userEvent.setup();
    renderAt('/infocomfirm', <InfoConfirmPage />);
    const submit = await screen.findByRole('button', { name: '대기 신청하기' });

    await user.click(submit);
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual(['이미 예약·응모 완료 되었습니다.']),
    );
    clearAlerts();
    await user.click(submit);
    await waitFor(() => expect(getAlerts().map((a) => a.title)).toEqual(['예약 신청 불가']));
    clearAlerts();
    await user.click(submit);
    await waitFor(() =>
      expect(getAlerts()[0]).toMatchObject({
        title: '입력한 내용을 다시 확인해 주세요.',
        // The server's sentences, one a line, as text (the subtitle is HTML).
        subtitle:
          '한 번에 최대 2명까지 신청할 수 있어요.<br>&#60;b&#62;이름&#60;/b&#62;을 입력해 주세요.',
      }),
    );
    // Nothing typed is lost.
    expect(getFlow()).toMatchObject({
      inProgress: true,
      waitlist: true,
      userInfo: { agreedTerms: [7] },
    });
  });
});

function CompleteWithTitle() {
  const title = useHeaderTitleOverride();
  return (
    <>
      <p data-testid="header-title">{title}</p>
      <CompletePage />
    </>
  );
}

describe('/programComplete after 대기 신청', () => {
  it('says it is done, the place in line and what happens next, and links to 내 대기', async () => {
    member();
    serve();
    completeWaitlistJoin({
      waitlistIdx: 31,
      position: 2,
      programInstanceIdx: 201,
      personCount: 2,
    });
    renderAt('/programComplete', <CompleteWithTitle />, false);
    expect(screen.getByRole('heading', { name: '대기 신청이 완료되었어요' })).toBeTruthy();
    expect(screen.getByTestId('header-title').textContent).toBe('대기 신청 완료');
    expect(screen.getByText(/대기 2번째/)).toBeTruthy();
    const recap = await screen.findByRole('region', { name: '대기 신청 정보' });
    await waitFor(() => expect(recap.textContent).toContain(`${toDotDate(IN_TWO)}`));
    expect(recap.textContent).toContain('11:00 – 11:40');
    expect(recap.textContent).toContain('2명');
    const steps = screen.getByRole('region', { name: '이렇게 진행돼요' });
    expect(steps.textContent).toContain('자리가 나면 알림톡으로 예약 제안을 보내 드려요.');
    expect(steps.textContent).toContain('제안 마감 전에 예약하기를 눌러야 예약이 확정돼요.');
    expect(screen.getByRole('link', { name: '내 대기 목록 보기' }).getAttribute('href')).toBe(
      '/waitlist',
    );
  });
});
