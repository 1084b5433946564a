import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistItem } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { deadlineText } from '../../../components/offer-deadline/offer-deadline-rules';
import { clearAlerts } from '../../../stores/alert-store';
import { clearSession, setAccessToken } from '../../../stores/session-store';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { WaitlistPage } from './waitlist-page';
import { WaitlistShortcut } from './waitlist-shortcut';
import { offerFixture, placeFixture } from './waitlist-test-fixtures';

function serve(list: WaitlistItem[], answers: Record<string, () => FakeAnswer> = {}) {
  let current = list;
  const api = fakeApi({
    '/api/waitlist/list': () => ok({ list: current, limit: 3 }),
    '/api/waitlist/leave': () => answers.leave?.() ?? ok(null),
    '/api/waitlist/accept': () =>
      answers.accept?.() ?? ok({ reserveEntryIdx: 88, reserveEntryId: 'R1' }),
    '/api/waitlist/decline': () => answers.decline?.() ?? ok(null),
  });
  return { ...api, setList: (next: WaitlistItem[]) => (current = next) };
}

function renderPage(page = <WaitlistPage />) {
  setAccessToken('jwt-member');
  let location: Location | undefined;
  const probe = <LocationProbe onChange={(l) => (location = l)} />;
  const view = renderWithProviders(
    <>
      {page}
      {probe}
    </>,
    { path: '/waitlist', routePath: '/waitlist', extraRoutes: [{ path: '*', element: probe }] },
  );
  return { ...view, location: () => location };
}

afterEach(() => {
  clearSession();
  clearAlerts();
});

/** Each card of a list, as "badge | name | …" text, to read the list at a glance. */
const cardsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => card.textContent ?? '');

describe('/waitlist, 내 대기', () => {
  it('lists each state: an open offer first, the waiting with their number, then the ended ones', async () => {
    const offer = offerFixture(80, { waitlistIdx: 32, programName: '더 스테이지' });
    serve([
      placeFixture({ waitlistIdx: 40, state: 'CLOSED', position: null, programName: '종료' }),
      placeFixture({ waitlistIdx: 31, position: 2 }),
      offer,
      placeFixture({
        waitlistIdx: 41,
        state: 'ACCEPTED',
        position: null,
        reserveEntryIdx: 77,
        programName: '수락',
      }),
      placeFixture({ waitlistIdx: 42, state: 'DECLINED', position: null, programName: '거절' }),
      placeFixture({ waitlistIdx: 43, state: 'EXPIRED', position: null, programName: '만료' }),
      placeFixture({ waitlistIdx: 44, state: 'LEFT', position: null, programName: '취소' }),
    ]);
    renderPage();
    const active = await screen.findByRole('list', { name: '진행 중인 대기' });
    const [first, second] = cardsOf(active);
    expect(first).toContain('예약 제안');
    expect(first).toContain(deadlineText(offer.offerDeadline ?? ''));
    expect(first).toContain('1시간 20분 남았어요');
    expect(second).toContain('대기 중');
    expect(second).toContain('대기 2번째');
    expect(second).toContain('2명');
    const offerCard = within(active).getAllByRole('article')[0] as HTMLElement;
    expect(within(offerCard).getByRole('button', { name: '예약하기' })).toBeTruthy();
    expect(within(offerCard).getByRole('button', { name: '거절' })).toBeTruthy();
    const waitingCard = within(active).getAllByRole('article')[1] as HTMLElement;
    expect(within(waitingCard).getByRole('button', { name: '대기 취소' })).toBeTruthy();
    // The name opens the place's own page.
    expect(within(waitingCard).getByRole('link').getAttribute('href')).toBe('/waitlist/31');

    const past = screen.getByRole('list', { name: '지난 대기' });
    expect(cardsOf(past).map((text) => text.slice(0, 5))).toEqual([
      '대기 종료',
      '예약 완료',
      '제안 거절',
      '제안 만료',
      '대기 취소',
    ]);
    expect(within(past).getByRole('link', { name: '예약 내역 보기' }).getAttribute('href')).toBe(
      '/res-entry/detail/reservation/77',
    );
    expect(within(past).queryByRole('button')).toBeNull();
    expect(screen.getByText('동시에 최대 3개 회차까지 대기할 수 있어요.')).toBeTruthy();
    expect(screen.getByText('지금 2개 회차 대기 중')).toBeTruthy();
  });

  it('asks before 대기 취소 with two different words, then leaves the line', async () => {
    const api = serve([placeFixture({ waitlistIdx: 31, position: 1 })]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '대기 취소' }));
    const sheet = screen.getByRole('dialog', { name: '대기를 취소할까요?' });
    expect(sheet.textContent).toContain('지금 순서(대기 1번째)가 사라지고');
    await user.click(within(sheet).getByRole('button', { name: '계속 기다리기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('/api/waitlist/leave')).toEqual([]);

    await user.click(screen.getByRole('button', { name: '대기 취소' }));
    api.setList([placeFixture({ waitlistIdx: 31, state: 'LEFT', position: null })]);
    await user.click(
      within(screen.getByRole('dialog', { name: '대기를 취소할까요?' })).getByRole('button', {
        name: '대기 취소하기',
      }),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('대기를 취소했어요.'));
    expect(api.callsTo('/api/waitlist/leave')[0]?.body).toEqual({ waitlistIdx: 31 });
    expect(await screen.findByText('대기 중인 회차가 없어요.')).toBeTruthy();
    expect(cardsOf(screen.getByRole('list', { name: '지난 대기' }))[0]).toContain('대기 취소');
  });

  it('books an offer from the list with 예약하기 and opens the booking with its notice', async () => {
    const api = serve([offerFixture(30, { waitlistIdx: 32 })]);
    const user = userEvent.setup();
    const view = renderPage();
    await user.click(await screen.findByRole('button', { name: '예약하기' }));
    await waitFor(() => expect(view.location()?.pathname).toBe('/res-entry/detail/reservation/88'));
    expect(view.location()?.state).toEqual({ notice: '예약이 완료되었어요' });
    expect(api.callsTo('/api/waitlist/accept')[0]?.body).toEqual({ waitlistIdx: 32 });
  });

  it('says there is nothing in line, and where 대기 신청 is', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('대기 중인 회차가 없어요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '프로그램 둘러보기' }).getAttribute('href')).toBe(
      '/program',
    );
    expect(screen.queryByRole('list', { name: '지난 대기' })).toBeNull();
  });
});

describe('the history’s way to 내 대기', () => {
  it('shows an open offer on top with its deadline and 예약하기, and links to 내 대기 with the count', async () => {
    const offer = offerFixture(45, { waitlistIdx: 32 });
    serve([offer, placeFixture({ waitlistIdx: 31 })]);
    renderPage(<WaitlistShortcut />);
    const offers = await screen.findByRole('list', { name: '예약 제안' });
    expect(within(offers).getAllByRole('article')).toHaveLength(1);
    expect(offers.textContent).toContain(deadlineText(offer.offerDeadline ?? ''));
    expect(within(offers).getByRole('button', { name: '예약하기' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /내 대기/ });
    expect(link.getAttribute('href')).toBe('/waitlist');
    expect(link.textContent).toContain('2개 회차 대기 중');
  });

  it('is the link alone without an offer', async () => {
    serve([placeFixture({ waitlistIdx: 31 })]);
    renderPage(<WaitlistShortcut />);
    expect(await screen.findByText('1개 회차 대기 중')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '예약 제안' })).toBeNull();
  });
});
