import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GREETING_MESSAGES, GreetingState, UserState } from '@venue/contract/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { venueInfoFixture } from '../../../lib/venue-info/venue-info-fixture';
import { removeAccessToken, setAccessToken } from '../../../stores/session-store';
import { renderWithProviders, stubApi } from '../../../testing/test-utils';
import {
  entry,
  fakeApi,
  listEntry,
  mainTitle,
  ok,
  serverError,
  waitlistPlace,
} from '../testing/fake-api';
import { HomeGreeting } from './home-greeting';

// Thursday 26 November 2026, 10:00 in Seoul.
const now = new Date('2026-11-26T10:00:00+09:00');
// No venue settings answered here: the neutral name, no floor count.
const params = {
  name: '김하늘',
  date: '',
  days: 0,
  place: '브랜드 체험 공간',
  time: '',
  venue: '브랜드 체험 공간',
  floors: 0,
};

/** A member's greeting, once their hero's code has loaded (it is a lazy chunk). */
async function memberGreeting() {
  return screen.findByRole('heading', { level: 2, name: /님/ });
}

function greetingHeading() {
  return screen.getByRole('heading', { level: 2 });
}

describe('the home greeting', () => {
  it('welcomes a guest with one of the two guest messages, and offers login and the space', () => {
    renderWithProviders(
      <HomeGreeting
        userState={UserState.NOT_LOGGED_IN}
        title={undefined}
        loading={false}
        now={now}
        variant={1}
      />,
    );
    expect(greetingHeading().textContent).toBe(GREETING_MESSAGES.guest[1](params));
    expect(greetingHeading().dataset.greetingState).toBe(GreetingState.GUEST);
    expect(screen.getByRole('link', { name: '로그인하고 예약하기' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: '공간 둘러보기' }).getAttribute('href')).toBe(
      '/seongsu?tab=space',
    );
    expect(screen.queryByText('방문')).toBeNull();
  });

  it('welcomes a guest to the venue of its settings, counts its floors and names it in English', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          '/api/venue/info': venueInfoFixture({
            venueName: '오렌지하우스 성수',
            venueNameEn: 'Orange House',
            hours: { summary: '화–일 10:00 – 19:00', note: '', weekly: [] },
          }),
        }),
      ),
    );
    try {
      for (const variant of [0, 1] as const) {
        const { unmount } = renderWithProviders(
          <HomeGreeting
            userState={UserState.NOT_LOGGED_IN}
            title={undefined}
            loading={false}
            floorCount={3}
            now={now}
            variant={variant}
          />,
        );
        await screen.findByText('WELCOME TO ORANGE HOUSE');
        expect(greetingHeading().textContent).toBe(
          [
            '오렌지하우스 성수에 오신 걸 환영해요! 오늘은 어떤 이야기를 만나 볼까요?',
            '반가워요! 세 개의 층에 펼쳐진 브랜드 이야기를 천천히 둘러보세요.',
          ][variant],
        );
        expect(screen.getByText(/화–일 10:00 – 19:00/)).toBeTruthy();
        unmount();
      }
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws the variant once per page view: re-renders keep the same message', async () => {
    function Harness() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            다시 그리기 {renders}
          </button>
          <HomeGreeting
            userState={UserState.NOT_LOGGED_IN}
            title={undefined}
            loading={false}
            now={now}
          />
        </>
      );
    }
    renderWithProviders(<Harness />);
    const first = greetingHeading().textContent;
    expect([GREETING_MESSAGES.guest[0](params), GREETING_MESSAGES.guest[1](params)]).toContain(
      first,
    );
    for (let i = 0; i < 5; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: /다시 그리기/ }));
      expect(greetingHeading().textContent).toBe(first);
    }
    expect(screen.getByRole('button', { name: '다시 그리기 5' })).toBeTruthy();
  });

  it("keeps the variant the server drew into the page's first markup", () => {
    for (const drawn of ['0', '1', '1', '0', '1'] as const) {
      const serverMarkup = document.createElement('h2');
      serverMarkup.id = 'home-greeting';
      serverMarkup.dataset.greetingVariant = drawn;
      document.body.prepend(serverMarkup);
      const { unmount } = renderWithProviders(
        <HomeGreeting
          userState={UserState.NOT_LOGGED_IN}
          title={undefined}
          loading={false}
          now={now}
        />,
      );
      serverMarkup.remove();
      expect(greetingHeading().textContent).toBe(
        GREETING_MESSAGES.guest[Number(drawn) as 0 | 1](params),
      );
      expect(greetingHeading().dataset.greetingVariant).toBe(drawn);
      unmount();
    }
  });

  it('greets a member with a reservation in 2 days with the reminder naming the date', async () => {
    const title = mainTitle({
      reserveEntryList: [entry({ reserveEntryIdx: 1, programIdx: 5, execDate: '2026-11-28' })],
    });
    renderWithProviders(
      <HomeGreeting
        userState={UserState.LOGGED_IN}
        title={title}
        loading={false}
        now={now}
        variant={0}
      />,
    );
    const heading = await memberGreeting();
    expect(heading.dataset.greetingState).toBe(GreetingState.PROGRAM_REMINDER);
    expect(heading.textContent).toBe(
      '김하늘님, 11월 28일(토)에 만나요! 참여하실 프로그램이 기다리고 있어요.',
    );
  });

  it("shows the member's visits, logins, upcoming count and the next entry with its floor", async () => {
    const title = mainTitle({
      visitCnt: 4,
      loginCnt: 17,
      reserveEntryList: [
        entry({
          reserveEntryIdx: 1,
          programIdx: 8,
          execDate: '2026-12-02',
          floorName: 'B1',
          zoneName: 'The Stage',
        }),
        entry({
          reserveEntryIdx: 2,
          programIdx: 5,
          programName: '몰입형<br>미디어 아트',
          execDate: '2026-11-28',
          floorName: '2F',
          zoneName: 'Flex Hall',
        }),
        entry({ reserveEntryIdx: 3, execDate: '2026-11-20' }),
      ],
    });
    renderWithProviders(
      <HomeGreeting
        userState={UserState.LOGGED_IN}
        title={title}
        loading={false}
        now={now}
        variant={0}
      />,
    );
    const next = await screen.findByRole('link', { name: /몰입형 미디어 아트/ });
    const stats = screen.getAllByRole('term')[0]?.closest('dl') as HTMLElement;
    expect(
      within(stats)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['방문', '로그인', '다가오는 일정']);
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['4회', '17회', '2건']);
    expect(next.getAttribute('href')).toBe('/program/5');
    expect(next.textContent).toContain('D-2');
    expect(next.textContent).toContain('11월 28일(토) · 2F Flex Hall');
  });

  it('invites a member without upcoming entries to find a program', async () => {
    renderWithProviders(
      <HomeGreeting
        userState={UserState.LOGGED_IN}
        title={mainTitle({ visitCnt: 0 })}
        loading={false}
        now={now}
        variant={0}
      />,
    );
    expect((await memberGreeting()).dataset.greetingState).toBe(
      GreetingState.LOGGED_IN_NO_CHECK_IN,
    );
    expect(
      screen.getByRole('link', { name: /예약한 프로그램이 없어요/ }).getAttribute('href'),
    ).toBe('/program');
  });

  it('holds the same boxes with placeholders while the member block loads', () => {
    renderWithProviders(
      <HomeGreeting
        userState={UserState.LOGGED_IN}
        title={undefined}
        loading={true}
        now={now}
        variant={0}
      />,
    );
    const hero = screen.getByRole('region', { name: '인사말을 불러오는 중이에요.' });
    expect(hero.getAttribute('aria-busy')).toBe('true');
    expect(within(hero).getAllByRole('term')).toHaveLength(3);
    expect(within(hero).queryByRole('link')).toBeNull();
  });

  it('still greets a member when the block failed to load, without inventing counts', async () => {
    renderWithProviders(
      <HomeGreeting
        userState={UserState.LOGGED_IN}
        title={undefined}
        loading={false}
        now={now}
        variant={0}
      />,
    );
    expect((await memberGreeting()).textContent).toBe(
      // No venue settings here: the neutral name.
      '고객님, 반가워요! 브랜드 체험 공간에서 처음 만날 날을 기다리고 있을게요.',
    );
    await waitFor(() =>
      expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['–', '–', '–']),
    );
  });

  it('greets a checked-in member as a visitor in the venue', async () => {
    renderWithProviders(
      <HomeGreeting
        userState={UserState.CHECKED_IN}
        title={mainTitle({ qrAuthYn: 'Y', visitCnt: 5 })}
        loading={false}
        now={now}
        variant={1}
      />,
    );
    expect((await memberGreeting()).dataset.greetingState).toBe(GreetingState.CHECKED_IN_REPEAT);
  });
});

describe('the home greeting of a member with an open offer', () => {
  // A program today would greet with D-Day; an open offer comes first.
  const today = mainTitle({
    reserveEntryList: [entry({ reserveEntryIdx: 1, programIdx: 5, execDate: '2026-11-26' })],
  });

  function serveOffers({
    waitlist = ok({ list: [], limit: 3 }),
    entries = ok({ data: [] }),
  }: {
    waitlist?: ReturnType<typeof ok>;
    entries?: ReturnType<typeof ok>;
  }) {
    return fakeApi({
      '/api/waitlist/list': () => waitlist,
      '/api/reserveentry/list': () => entries,
    });
  }

  function renderMember() {
    setAccessToken('member-jwt');
    return renderWithProviders(
      <HomeGreeting
        userState={UserState.LOGGED_IN}
        title={today}
        loading={false}
        now={now}
        variant={0}
      />,
    );
  }

  afterEach(() => {
    removeAccessToken();
  });

  it("says a waiting list's 예약 제안 and its deadline, and links to the offer", async () => {
    const api = serveOffers({
      waitlist: ok({
        list: [
          waitlistPlace({ waitlistIdx: 30, programName: '브랜드 토크' }),
          waitlistPlace({
            waitlistIdx: 31,
            programName: '몰입형<br>미디어 아트',
            state: 'OFFERED',
            position: null,
            offerDeadline: '2026-11-26T18:00:00+09:00',
          }),
        ],
        limit: 3,
      }),
    });
    renderMember();
    const heading = await memberGreeting();
    expect(heading.dataset.greetingState).toBe(GreetingState.WAITLIST_OFFER);
    expect(heading.textContent).toBe(
      '김하늘님, 기다리시던 몰입형 미디어 아트 자리가 났어요. 11월 26일 (목) 18:00까지 예약해 주세요.',
    );
    const link = screen.getByRole('link', {
      name: '예약 제안 11월 26일 (목) 18:00까지 몰입형 미디어 아트 예약하러 가기',
    });
    expect(link.getAttribute('href')).toBe('/waitlist/31');
    // It takes the place of the next entry's link; the counts stay.
    expect(screen.queryByRole('link', { name: /오늘/ })).toBeNull();
    expect(screen.getAllByRole('term')).toHaveLength(3);
    expect(api.callsTo('/api/waitlist/list').map((call) => call.body)).toEqual([{ active: true }]);
  });

  it("says a draw's 당첨 기회 and its deadline, and links to the entry", async () => {
    serveOffers({
      entries: ok({
        data: [
          listEntry({ reserveEntryIdx: 11 }),
          listEntry({
            reserveEntryIdx: 12,
            programName: '오늘의 럭키 드로우',
            drawOffer: { state: 'OFFERED', deadline: '2026-11-27T09:30:00+09:00' },
          }),
          listEntry({
            reserveEntryIdx: 13,
            drawOffer: { state: 'EXPIRED', deadline: '2026-11-26T09:00:00+09:00' },
          }),
        ],
      }),
    });
    renderMember();
    const heading = await memberGreeting();
    expect(heading.dataset.greetingState).toBe(GreetingState.DRAW_OFFER);
    expect(heading.textContent).toBe(
      '김하늘님, 응모하신 오늘의 럭키 드로우에 당첨 기회가 생겼어요. 11월 27일 (금) 09:30까지 받아 주세요.',
    );
    const link = screen.getByRole('link', { name: /^당첨 기회 11월 27일 \(금\) 09:30까지/ });
    expect(link.getAttribute('href')).toBe('/res-entry/detail/12');
    expect(link.textContent).toContain('당첨 받으러 가기');
  });

  it('greets as before, with the next entry, when neither list can be read', async () => {
    serveOffers({ waitlist: serverError, entries: serverError });
    renderMember();
    expect((await memberGreeting()).dataset.greetingState).toBe(GreetingState.PROGRAM_D_DAY);
    expect(screen.getByRole('link', { name: /예약 프로그램 1/ }).getAttribute('href')).toBe(
      '/program/5',
    );
  });

  it('keeps the placeholders until the offers have answered, so the words never change', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    fakeApi({
      '/api/waitlist/list': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      '/api/reserveentry/list': () => ok({ data: [] }),
    });
    renderMember();
    const hero = await screen.findByRole('region', { name: '인사말을 불러오는 중이에요.' });
    expect(within(hero).queryByRole('link')).toBeNull();
    answer(ok({ list: [], limit: 3 }));
    expect((await memberGreeting()).dataset.greetingState).toBe(GreetingState.PROGRAM_D_DAY);
  });
});
