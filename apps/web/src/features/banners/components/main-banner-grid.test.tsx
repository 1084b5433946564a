import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MainBanner } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClientEffects } from '../../../lib/api-client';
import { syncSessionFromStorage } from '../../../stores/session-store';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { deferred, type FakeAnswer, fakeBannerApi, mainBanner } from '../testing/fake-banner-api';
import { MainBannerGrid } from './main-banner-grid';

afterEach(() => {
  window.localStorage.clear();
  syncSessionFromStorage();
});

/** The seed's sixteen tiles, a1…d4, with the seed's image kinds per slot. */
function seedTiles(): MainBanner[] {
  const kinds: Record<string, string[]> = {
    a: ['main-square', 'main-tall', 'main-wide', 'main-square'],
    b: ['main-tall', 'main-square', 'main-square', 'main-wide'],
    c: ['main-wide', 'main-square', 'main-tall', 'main-square'],
    d: ['main-square', 'main-square', 'main-tall', 'main-wide'],
  };
  return Object.entries(kinds).flatMap(([letter, list], l) =>
    list.map((kind, p) =>
      mainBanner({
        mainBannerIdx: l * 4 + p + 1,
        slotCode: `${letter}${p + 1}`,
        savePath: `/media/${kind}/tile-${letter}${p + 1}.svg`,
        linkUrl: '/notice',
        alt: `타일 ${letter}${p + 1}`,
      }),
    ),
  );
}

function setUp(
  tiles: MainBanner[],
  report: () => FakeAnswer | Promise<FakeAnswer> = () => ({ data: null }),
) {
  return fakeBannerApi({
    '/api/banner/mainbannerlist': () => ({ data: { data: tiles } }),
    '/api/banner/action/insert': report,
    '/api/banner/list': () => ({ data: [] }),
  });
}

function renderGrid() {
  const current: { location?: Location } = {};
  renderWithProviders(
    <>
      <MainBannerGrid />
      <LocationProbe onChange={(location) => (current.location = location)} />
    </>,
  );
  return current;
}

const grid = () => screen.findByRole('region', { name: '메인 배너' });

describe('the main banner grid', () => {
  it('shows four slides of four tiles, in layouts a to d, with the artwork sizes of each cell', async () => {
    setUp(seedTiles());
    renderGrid();
    const slides = within(await grid()).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 4',
      '2 / 4',
      '3 / 4',
      '4 / 4',
    ]);
    expect(slides.map((slide) => slide.dataset.layout)).toEqual(['a', 'b', 'c', 'd']);
    const sizes = within(slides[0]!)
      .getAllByRole('img')
      .map((img) => `${img.getAttribute('width')}x${img.getAttribute('height')}`);
    expect(sizes).toEqual(['600x600', '300x600', '600x300', '600x600']);
  });

  it('loads the first tile eagerly with high priority (the likely LCP image) and the rest lazily', async () => {
    setUp(seedTiles());
    renderGrid();
    const images = within(await grid()).getAllByRole('img');
    expect(images).toHaveLength(16);
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    for (const image of images.slice(1)) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).toBe('low');
    }
  });

  it('marks the current slide among the dots and moves with them', async () => {
    setUp(seedTiles());
    const user = userEvent.setup();
    renderGrid();
    await grid();
    const dots = screen.getAllByRole('button', { name: /메인 배너 \d번째 묶음 보기/ });
    expect(dots).toHaveLength(4);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    await user.click(dots[2]!);
    expect(dots[2]?.getAttribute('aria-current')).toBe('true');
    expect(dots[0]?.getAttribute('aria-current')).toBeNull();
  });

  it('has no dots with a single slide', async () => {
    setUp([mainBanner({ slotCode: 'a1', linkUrl: '/notice' })]);
    renderGrid();
    await grid();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('LINK: a tap reports the click (MAIN, MAIN, mainBannerIdx) once, then opens linkUrl', async () => {
    const answer = deferred<FakeAnswer>();
    const api = setUp(
      [
        mainBanner({
          mainBannerIdx: 9,
          slotCode: 'a1',
          linkUrl: '/seongsu?tab=space',
          alt: '층별 안내',
        }),
      ],
      () => answer.promise,
    );
    const user = userEvent.setup();
    const current = renderGrid();
    const link = await screen.findByRole('link', { name: '층별 안내' });
    expect(link.getAttribute('href')).toBe('/seongsu?tab=space');
    await user.dblClick(link);
    await user.click(link);
    expect(api.callsTo('/api/banner/action/insert')).toHaveLength(1);
    expect(current.location?.pathname).toBe('/');

    answer.resolve({ data: null });
    await waitFor(() => expect(current.location?.pathname).toBe('/seongsu'));
    expect(current.location?.search).toBe('?tab=space');
    expect(api.callsTo('/api/banner/action/insert')[0]?.body).toEqual({
      bannerType: 'MAIN',
      bannerDetailType: 'MAIN',
      bannerIdx: 9,
    });
  });

  it('PROGRAM: opens /program/{programIdx}', async () => {
    setUp([
      mainBanner({ slotCode: 'a1', actionType: 'PROGRAM', programIdx: 5, alt: '프로그램 보기' }),
    ]);
    const user = userEvent.setup();
    const current = renderGrid();
    const link = await screen.findByRole('link', { name: '프로그램 보기' });
    expect(link.getAttribute('href')).toBe('/program/5');
    await user.click(link);
    await waitFor(() => expect(current.location?.pathname).toBe('/program/5'));
  });

  it('LINK to another site: opens in a new tab without the opener, still reporting the click', async () => {
    const api = setUp([
      mainBanner({ slotCode: 'a1', linkUrl: 'https://brand.example/event', alt: '브랜드 이벤트' }),
    ]);
    const user = userEvent.setup();
    renderGrid();
    const link = await screen.findByRole('link', { name: /브랜드 이벤트/ });
    expect(link.getAttribute('href')).toBe('https://brand.example/event');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // jsdom cannot open tabs: stop the browser default after our handler ran.
    const stop = (event: Event) => event.preventDefault();
    window.addEventListener('click', stop);
    await user.click(link);
    window.removeEventListener('click', stop);
    await waitFor(() => expect(api.callsTo('/api/banner/action/insert')).toHaveLength(1));
  });

  it('LINK without a linkUrl does nothing: a plain picture, not a link, not focusable', async () => {
    const api = setUp([mainBanner({ slotCode: 'a1', linkUrl: null, alt: '준비 중' })]);
    const user = userEvent.setup();
    const current = renderGrid();
    const image = await screen.findByRole('img', { name: '준비 중' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(image.closest('figure')).not.toBeNull();
    await user.click(image);
    await user.tab();
    expect(document.activeElement).toBe(document.body);
    expect(current.location?.pathname).toBe('/');
    expect(api.callsTo('/api/banner/action/insert')).toHaveLength(0);
  });

  it('an unknown actionType does nothing and only logs a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setUp([
      mainBanner({
        mainBannerIdx: 3,
        slotCode: 'a1',
        actionType: 'COUPON' as 'LINK',
        linkUrl: '/notice',
        alt: '쿠폰',
      }),
    ]);
    renderGrid();
    await screen.findByRole('img', { name: '쿠폰' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/main banner 3: unknown actionType COUPON/),
    );
  });

  it('a failed report still navigates', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setUp([mainBanner({ slotCode: 'a1', linkUrl: '/FAQ', alt: 'FAQ' })], () => ({
      error: { status: 404, errorCode: 'NOT_FOUND', message: '배너를 찾을 수 없습니다.' },
    }));
    const user = userEvent.setup();
    const current = renderGrid();
    await user.click(await screen.findByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(current.location?.pathname).toBe('/FAQ'));
  });

  it('logs and leaves out duplicate and unknown slots', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setUp([
      mainBanner({ mainBannerIdx: 1, slotCode: 'a1', alt: '첫 번째' }),
      mainBanner({ mainBannerIdx: 2, slotCode: 'a1', alt: '두 번째' }),
    ]);
    renderGrid();
    await screen.findByRole('img', { name: '첫 번째' });
    expect(screen.queryByRole('img', { name: '두 번째' })).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/main banner 2 \(a1\): duplicate-slot/),
    );
  });

  it('shows nothing, silently, when the list cannot be loaded', async () => {
    const alert = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
    const api = fakeBannerApi({
      '/api/banner/mainbannerlist': () => ({
        error: { status: 500, errorCode: 'INTERNAL', message: '오류' },
      }),
      '/api/banner/list': () => ({ data: [] }),
    });
    const { container } = renderWithProviders(<MainBannerGrid />);
    await waitFor(() => expect(api.callsTo('/api/banner/mainbannerlist')).toHaveLength(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(alert).not.toHaveBeenCalled();
  });
});
