import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BannerListItem } from '@venue/contract';
import { lazy, Suspense } from 'react';
import { type Location, MemoryRouter, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { syncSessionFromStorage } from '../../../stores/session-store';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { deferred, type FakeAnswer, fakeBannerApi, listBanner } from '../testing/fake-banner-api';
import { PromotionCarousel } from './promotion-carousel';

afterEach(() => {
  window.localStorage.clear();
  syncSessionFromStorage();
});

const promotions = [
  listBanner({ bannerIdx: 11, bannerType: 'BANNER', alt: '오픈 위크', bannerLink: '/program/3' }),
  listBanner({ bannerIdx: 12, bannerType: 'BANNER', alt: '루프탑 선셋', bannerLink: '/program/4' }),
  listBanner({ bannerIdx: 13, bannerType: 'BANNER', alt: '웰컴 굿즈', bannerLink: '/login' }),
];
const others = [
  listBanner({ bannerIdx: 21, bannerType: 'POPUP', alt: '팝업' }),
  listBanner({ bannerIdx: 22, bannerType: 'LNB', alt: '사이드 메뉴' }),
];

function setUp(
  banners: BannerListItem[],
  report: () => FakeAnswer | Promise<FakeAnswer> = () => ({ data: null }),
) {
  return fakeBannerApi({
    '/api/banner/list': () => ({ data: banners }),
    '/api/banner/action/insert': report,
  });
}

function renderCarousel() {
  const current: { location?: Location } = {};
  renderWithProviders(
    <>
      <PromotionCarousel />
      <LocationProbe onChange={(location) => (current.location = location)} />
    </>,
  );
  return current;
}

const carousel = () => screen.findByRole('region', { name: '프로모션 배너' });
const counter = (region: HTMLElement) => region.querySelector('[aria-live]')?.textContent;

describe('the promotion carousel', () => {
  it('shows only the BANNER items, with arrows and "current / total" for two or more', async () => {
    setUp([...others, ...promotions]);
    renderCarousel();
    const region = await carousel();
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ]);
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent || link.querySelector('img')?.alt),
    ).toEqual(['오픈 위크', '루프탑 선셋', '웰컴 굿즈']);
    expect(within(region).getByRole('button', { name: '이전 프로모션 배너' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: '다음 프로모션 배너' })).toBeTruthy();
    expect(counter(region)).toBe('현재 배너 1 / 3');
  });

  it('loops: next from the last slide is the first, previous from the first is the last', async () => {
    setUp(promotions);
    const user = userEvent.setup();
    renderCarousel();
    const region = await carousel();
    const next = within(region).getByRole('button', { name: '다음 프로모션 배너' });
    const prev = within(region).getByRole('button', { name: '이전 프로모션 배너' });
    await user.click(prev);
    expect(counter(region)).toBe('현재 배너 3 / 3');
    await user.click(next);
    expect(counter(region)).toBe('현재 배너 1 / 3');
    await user.click(next);
    await user.click(next);
    expect(counter(region)).toBe('현재 배너 3 / 3');
    await user.click(next);
    expect(counter(region)).toBe('현재 배너 1 / 3');
  });

  it('keeps the loop copies of the first and last slides away from focus and screen readers', async () => {
    setUp(promotions);
    renderCarousel();
    const region = await carousel();
    const items = region.firstElementChild!.children;
    expect(items).toHaveLength(5);
    for (const copy of [items[0], items[4]]) {
      expect(copy?.getAttribute('aria-hidden')).toBe('true');
      expect(copy?.hasAttribute('inert')).toBe(true);
    }
    expect(within(region).getAllByRole('link')).toHaveLength(3);
  });

  it('with one slide: no arrows, no counter, no loop copies', async () => {
    setUp([promotions[0]!]);
    renderCarousel();
    const region = await carousel();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(region.querySelector('[aria-live]')).toBeNull();
    expect(region.firstElementChild!.children).toHaveLength(1);
  });

  it('shows nothing without promotion banners', async () => {
    const api = setUp(others);
    const { container } = renderWithProviders(<PromotionCarousel />);
    await waitFor(() => expect(api.callsTo('/api/banner/list')).toHaveLength(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('reports a click once, ignores clicks while the report is in flight, then navigates', async () => {
    const answer = deferred<FakeAnswer>();
    const api = setUp(promotions, () => answer.promise);
    const user = userEvent.setup();
    const current = renderCarousel();
    const region = await carousel();
    const welcome = within(region).getByRole('link', { name: '웰컴 굿즈' });
    await user.dblClick(welcome);
    await user.click(within(region).getByRole('link', { name: '오픈 위크' }));
    expect(api.callsTo('/api/banner/action/insert')).toHaveLength(1);
    expect(current.location?.pathname).toBe('/');

    answer.resolve({ data: null });
    await waitFor(() => expect(current.location?.pathname).toBe('/login'));
    expect(api.callsTo('/api/banner/action/insert')).toEqual([
      {
        path: '/api/banner/action/insert',
        body: { bannerType: 'BANNER', bannerDetailType: 'MAIN', bannerIdx: 13 },
        token: undefined,
      },
    ]);
  });

  it('ignores taps after the report while the next page is still loading', async () => {
    const api = setUp(promotions);
    const user = userEvent.setup();
    // The next page's code never arrives: the router keeps this page on screen meanwhile.
    const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => {}));
    function Pages() {
      return useRoutes([
        { path: '/', element: <PromotionCarousel /> },
        { path: '/login', element: <NeverLoads /> },
      ]);
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <Suspense fallback={null}>
            <Pages />
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const link = within(await carousel()).getByRole('link', { name: '웰컴 굿즈' });
    await user.click(link);
    await waitFor(() => expect(api.callsTo('/api/banner/action/insert')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link.isConnected).toBe(true);
    await user.click(link);
    await user.click(within(await carousel()).getByRole('link', { name: '오픈 위크' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('/api/banner/action/insert')).toHaveLength(1);
  });

  it('navigates even when the report fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setUp(promotions, () => ({
      error: { status: 500, errorCode: 'INTERNAL', message: '알 수 없는 오류가 발생했습니다.' },
    }));
    const user = userEvent.setup();
    const current = renderCarousel();
    await user.click(within(await carousel()).getByRole('link', { name: '루프탑 선셋' }));
    await waitFor(() => expect(current.location?.pathname).toBe('/program/4'));
  });

  it('does not wait forever for a report that hangs', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setUp(promotions, () => new Promise<FakeAnswer>(() => {}));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const current = renderCarousel();
    await user.click(within(await carousel()).getByRole('link', { name: '오픈 위크' }));
    expect(current.location?.pathname).toBe('/');
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(current.location?.pathname).toBe('/program/3'));
  });

  it('sends a banner without a link home (bannerLink defaults to /)', async () => {
    setUp([listBanner({ bannerIdx: 5, bannerType: 'BANNER', alt: '홈', bannerLink: '' })]);
    renderCarousel();
    const link = within(await carousel()).getByRole('link', { name: '홈' });
    expect(link.getAttribute('href')).toBe('/');
  });
});
