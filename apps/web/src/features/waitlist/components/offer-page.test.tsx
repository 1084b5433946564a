import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistItem } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { deadlineText } from '../../../components/offer-deadline/offer-deadline-rules';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { useHeaderTitleOverride } from '../../../stores/header-store';
import { clearSession, setAccessToken } from '../../../stores/session-store';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { OfferPage } from './offer-page';
import { offerFixture, placeFixture } from './waitlist-test-fixtures';

function serve(list: WaitlistItem[], answers: Record<string, () => FakeAnswer> = {}) {
  let current = list;
  const api = fakeApi({
    '/api/waitlist/list': () => ok({ list: current, limit: 3 }),
    '/api/waitlist/leave': () => answers.leave?.() ?? ok(null),
    '/api/waitlist/accept': () =>
      answers.accept?.() ?? ok({ reserveEntryIdx: 88, reserveEntryId: 'R2612031100AB12CD' }),
    '/api/waitlist/decline': () => answers.decline?.() ?? ok(null),
  });
  return { ...api, setList: (next: WaitlistItem[]) => (current = next) };
}

function Titled({ waitlistIdx }: { waitlistIdx: number }) {
  const title = useHeaderTitleOverride();
  return (
    <>
      <p data-testid="header-title">{title}</p>
      <OfferPage waitlistIdx={waitlistIdx} notFound={<p>없는 대기예요</p>} />
    </>
  );
}

function renderOffer(waitlistIdx = 32) {
  setAccessToken('jwt-member');
  let location: Location | undefined;
  const probe = <LocationProbe onChange={(l) => (location = l)} />;
  renderWithProviders(
    <>
      <Titled waitlistIdx={waitlistIdx} />
      {probe}
    </>,
    {
      path: `/waitlist/${waitlistIdx}`,
      routePath: '/waitlist/:id',
      extraRoutes: [{ path: '*', element: probe }],
    },
  );
  return { location: () => location };
}

const EXPIRED = {
  error: {
    status: 409,
    errorCode: 'WAITLIST_OFFER_EXPIRED',
    message: '예약 제안 시간이 지나 자리가 다음 대기자에게 넘어갔어요.',
  },
};

afterEach(() => {
  clearSession();
  clearAlerts();
});

describe('/waitlist/{id}, an open offer', () => {
  it('shows the offer: the session, the party, the deadline and the minutes left', async () => {
    const offer = offerFixture(80, { waitlistIdx: 32 });
    serve([offer]);
    renderOffer();
    expect(await screen.findByRole('heading', { name: '기다리시던 자리가 났어요' })).toBeTruthy();
    expect(screen.getByTestId('header-title').textContent).toBe('예약 제안');
    const deadline = screen.getByRole('region', { name: '예약 마감' });
    expect(deadline.textContent).toContain(deadlineText(offer.offerDeadline ?? ''));
    expect(deadline.textContent).toContain('1시간 20분 남았어요');
    // A calm countdown: nothing on the page announces itself as time passes.
    expect(deadline.closest('[aria-live]')).toBeNull();
    const recap = screen.getByRole('region', { name: '대기 정보' });
    expect(within(recap).getByRole('heading').textContent).toBe(
      '몰입형 미디어 아트〈도시의 주파수〉',
    );
    expect(recap.textContent).toContain('11:00 – 11:40');
    expect(recap.textContent).toContain('2명');
  });

  it('books with 예약하기 and opens the booking, which says 예약이 완료되었어요', async () => {
    const api = serve([offerFixture(30, { waitlistIdx: 32 })]);
    const user = userEvent.setup();
    const view = renderOffer();
    await user.click(await screen.findByRole('button', { name: '예약하기' }));
    await waitFor(() => expect(view.location()?.pathname).toBe('/res-entry/detail/reservation/88'));
    expect(view.location()?.state).toEqual({ notice: '예약이 완료되었어요' });
    expect(api.callsTo('/api/waitlist/accept').map((c) => c.body)).toEqual([{ waitlistIdx: 32 }]);
  });

  it('declines only after asking, with two different words', async () => {
    const api = serve([offerFixture(30, { waitlistIdx: 32 })]);
    const user = userEvent.setup();
    renderOffer();
    await user.click(await screen.findByRole('button', { name: '거절하기' }));
    const sheet = screen.getByRole('dialog', { name: '예약 제안을 거절할까요?' });
    expect(sheet.textContent).toContain('다음 대기자에게 넘어가고');
    await user.click(within(sheet).getByRole('button', { name: '제안 유지하기' }));
    expect(api.callsTo('/api/waitlist/decline')).toEqual([]);
    expect(screen.getByRole('button', { name: '예약하기' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '거절하기' }));
    api.setList([placeFixture({ waitlistIdx: 32, state: 'DECLINED', position: null })]);
    await user.click(
      within(screen.getByRole('dialog', { name: '예약 제안을 거절할까요?' })).getByRole('button', {
        name: '거절하기',
      }),
    );
    const heading = await screen.findByRole('heading', { name: '거절한 예약 제안이에요' });
    expect(api.callsTo('/api/waitlist/decline').map((c) => c.body)).toEqual([{ waitlistIdx: 32 }]);
    expect(screen.getByRole('status').textContent).toBe('예약 제안을 거절했어요.');
    // The buttons pressed are gone: focus is on what replaced them.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('button', { name: '예약하기' })).toBeNull();
  });

  it('says in place, without the alert, that an offer answered too late went to the next member', async () => {
    const api = serve([offerFixture(30, { waitlistIdx: 32 })], { accept: () => EXPIRED });
    const user = userEvent.setup();
    renderOffer();
    const accept = await screen.findByRole('button', { name: '예약하기' });
    api.setList([placeFixture({ waitlistIdx: 32, state: 'EXPIRED', position: null })]);
    await user.click(accept);
    const heading = await screen.findByRole('heading', { name: '제안 시간이 지났어요' });
    expect(screen.getByText('제안 시간이 지나 자리가 다음 대기자에게 넘어갔어요.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(getAlerts()).toEqual([]);
    expect(screen.queryByRole('button', { name: '예약하기' })).toBeNull();
    expect(screen.getByRole('link', { name: '다른 회차 보기' }).getAttribute('href')).toBe(
      '/program/2',
    );
  });

  it('says there is no offer to take when the server has none open (WAITLIST_NOT_OFFERED)', async () => {
    serve([offerFixture(30, { waitlistIdx: 32 })], {
      accept: () => ({
        error: {
          status: 409,
          errorCode: 'WAITLIST_NOT_OFFERED',
          message: '지금 받을 수 있는 예약 제안이 없어요.',
        },
      }),
    });
    const user = userEvent.setup();
    renderOffer();
    await user.click(await screen.findByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('heading', { name: '받을 수 있는 제안이 없어요' })).toBeTruthy();
    expect(screen.getByText('지금 받을 수 있는 예약 제안이 없어요.')).toBeTruthy();
    expect(getAlerts()).toEqual([]);
  });

  it('shows an offer whose deadline has passed as expired, with nothing to press', async () => {
    serve([offerFixture(-1, { waitlistIdx: 32 })]);
    renderOffer();
    expect(await screen.findByRole('heading', { name: '제안 시간이 지났어요' })).toBeTruthy();
    expect(screen.getByText('제안 만료')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '예약하기' })).toBeNull();
  });
});

describe('/waitlist/{id}, other places', () => {
  it('shows a waiting place’s number in line and 대기 취소', async () => {
    serve([placeFixture({ waitlistIdx: 32, position: 2 })]);
    renderOffer();
    expect(await screen.findByRole('heading', { name: '대기 중이에요' })).toBeTruthy();
    expect(screen.getByText('대기 2번째')).toBeTruthy();
    expect(screen.getByTestId('header-title').textContent).toBe('대기 상세');
    expect(screen.getByRole('button', { name: '대기 취소' })).toBeTruthy();
  });

  it('links an accepted place to its booking', async () => {
    serve([
      placeFixture({ waitlistIdx: 32, state: 'ACCEPTED', position: null, reserveEntryIdx: 77 }),
    ]);
    renderOffer();
    expect(await screen.findByRole('heading', { name: '예약이 완료된 자리예요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '예약 내역 보기' }).getAttribute('href')).toBe(
      '/res-entry/detail/reservation/77',
    );
  });

  it('is not found when the place is not the member’s', async () => {
    serve([placeFixture({ waitlistIdx: 31 })]);
    renderOffer(32);
    expect(await screen.findByText('없는 대기예요')).toBeTruthy();
  });
});
