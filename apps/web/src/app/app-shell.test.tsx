import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { venueInfoFixture } from '../lib/venue-info/venue-info-fixture';
import { syncSessionFromStorage } from '../stores/session-store';
import { closeSideMenu } from '../stores/side-menu-store';
import { LocationProbe, stubApi } from '../testing/test-utils';
import { RootLayout } from './routes/root';

const api = {
  '/api/venue/info': venueInfoFixture(),
  '/api/notice/list': [
    {
      noticeIdx: 1,
      noticeName: '운영 시간 안내',
      fixedYn: 'Y',
      writeDate: '2026-01-05T10:00:00+09:00',
      regDate: '2026-01-05T10:00:00+09:00',
      modDate: '2026-01-05T10:00:00+09:00',
      savePath: null,
    },
  ],
  '/api/zone/list': [
    {
      floorIdx: 1,
      floorName: 'B1',
      floorLabel: '지하 1층',
      congestion: 'NORMAL',
      zoneList: [
        {
          zoneIdx: 1,
          zoneName: 'The Stage',
          zoneNameEn: 'The Stage',
          zoneSummary: '무대',
          state: 'OPEN',
          mainFileContentSavePath: '/media/zone/1.svg',
          locationFileContentSavePath: '/media/zone-map/1.svg',
        },
      ],
    },
  ],
  '/api/banner/list': [
    {
      bannerIdx: 9,
      bannerType: 'LNB',
      bannerName: '여름 시즌',
      savePath: '/media/lnb/9.svg',
      alt: '여름 시즌 프로그램',
      bannerLink: '/program',
      popupDescription: null,
    },
    {
      bannerIdx: 10,
      bannerType: 'POPUP',
      bannerName: '팝업',
      savePath: null,
      alt: '',
      bannerLink: '/',
      popupDescription: '텍스트',
    },
  ],
  '/api/faq/categorylist': [
    { faqsCategoryIdx: 1, faqsCategoryName: '이용안내' },
    { faqsCategoryIdx: 2, faqsCategoryName: '예약·응모' },
  ],
  '/api/faq/list': [
    {
      faqsIdx: 5,
      faqsCategoryIdx: 2,
      faqsCategoryName: '예약·응모',
      faqsQuestion: '예약을 취소할 수 있나요?',
      faqsAnswer: '<p>네</p>',
      displayYn: 'Y',
    },
  ],
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(stubApi(api));
  vi.stubGlobal('fetch', fetchMock);
  syncSessionFromStorage();
});

afterEach(() => {
  closeSideMenu();
  window.localStorage.clear();
  syncSessionFromStorage();
});

/** The app as app/index.tsx composes it, on a memory router; returns where it currently is. */
function renderApp(path: string) {
  const current: { location?: Location } = {};
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <RootLayout />
        <LocationProbe onChange={(location) => (current.location = location)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return current;
}

describe('the app shell', () => {
  it('shows a guest the login link (with a way back), the home link and the menu button', async () => {
    renderApp('/notice');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: '공지사항' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fnotice',
    );
    expect(within(header).getByRole('link', { name: '홈' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: '드로우 투어' })).toBeNull();
    expect(within(header).getByRole('button', { name: '메뉴 열기' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'My QR' })).toBeNull();
    expect(await screen.findByText('운영 시간 안내')).toBeTruthy();
  });

  it("names the venue of its settings in the header's wordmark, the titles and the tab", async () => {
    fetchMock.mockImplementation(
      stubApi({
        ...api,
        '/api/venue/info': venueInfoFixture({
          venueName: '오렌지하우스 성수',
          venueNameEn: 'ORANGE HOUSE SEONGSU',
          copyright: '© 2026 Orange House',
        }),
      }),
    );
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(
      await within(header).findByRole('heading', { level: 1, name: 'ORANGE HOUSE SEONGSU' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('홈 | 오렌지하우스 성수'));
    expect(document.body.textContent).not.toMatch(/시그널|SIGNAL/);
  });

  it('shows neutral words, not the demo venue, while the venue has no settings', async () => {
    const { '/api/venue/info': _none, ...withoutSettings } = api;
    fetchMock.mockImplementation(stubApi(withoutSettings));
    renderApp('/login');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: '로그인' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('로그인 | 브랜드 체험 공간'));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: /브랜드 체험 공간에\s*오신 걸 환영해요/,
      }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/시그널|SIGNAL/);
  });

  it('shows a member the gift link and the My QR button in its dock, but no login link', async () => {
    window.localStorage.setItem('jwt', 'token');
    syncSessionFromStorage();
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('link', { name: '로그인' })).toBeNull();
    expect(within(header).queryByRole('link', { name: '홈' })).toBeNull();
    expect(within(header).getByRole('link', { name: '드로우 투어' }).getAttribute('href')).toBe(
      '/frequency',
    );
    expect(screen.getByRole('link', { name: 'My QR' }).getAttribute('href')).toBe('/qr');
  });

  it('keeps the header solid on a hero page that shows an error screen instead of its hero', async () => {
    renderApp('/seongsu/not-a-number');
    expect(await screen.findByRole('heading', { name: '공간을 찾을 수 없어요.' })).toBeTruthy();
    const header = screen.getByRole('banner');
    await waitFor(() => expect(header.hasAttribute('data-inverted')).toBe(false));
  });

  it('opens the side menu with zones and LNB banners, and Escape closes it and restores focus', async () => {
    const user = userEvent.setup();
    // Not on the home: its popup banner would take the focus (the home's own tests cover it).
    renderApp('/notice');
    const opener = await screen.findByRole('button', { name: '메뉴 열기' });
    await user.click(opener);
    const menu = await screen.findByRole('dialog', { name: '전체 메뉴' });
    expect(menu.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: '메뉴 닫기' }));
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(true);
    for (const name of ['프로그램', '공간 소개', '공지사항', '1:1 문의', 'FAQ', '설정']) {
      expect(within(menu).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(menu).getByRole('link', { name: 'My QR' }).getAttribute('href')).toBe('/qr');
    expect(within(menu).getByRole('link', { name: '공간 소개' }).getAttribute('href')).toBe(
      '/seongsu?tab=space',
    );
    expect(
      (await within(menu).findByRole('link', { name: 'The Stage' })).getAttribute('href'),
    ).toBe('/seongsu/1');
    const banner = await within(menu).findByRole('img', { name: '여름 시즌 프로그램' });
    expect(banner.getAttribute('width')).toBe('750');
    expect(within(menu).queryByText('팝업')).toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.documentElement.hasAttribute('data-scroll-locked')).toBe(false);
    expect(
      screen.getByRole('dialog', { hidden: true, name: '전체 메뉴' }).closest('[inert]'),
    ).toBeTruthy();
  });

  it('closes the side menu 300 ms after a link inside is tapped', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const current = renderApp('/');
    await user.click(await screen.findByRole('button', { name: '메뉴 열기' }));
    const menu = await screen.findByRole('dialog', { name: '전체 메뉴' });
    await user.click(within(menu).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(current.location?.pathname).toBe('/FAQ'));
    expect(menu.closest('[data-open]')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(menu.closest('[data-open]')).toBeNull();
  });

  it('lands a bad URL on the 404 screen', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: '요청하신 페이지를 찾을 수 없어요 :(' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로 가기' }).getAttribute('href')).toBe('/');
  });

  it('hides the header and footer on the maintenance page', async () => {
    renderApp('/inspection');
    expect(await screen.findByText('02:00 ~ 05:00')).toBeTruthy();
    // The object particle follows the venue's name (성수 → 를), not a fixed 을.
    expect(screen.getByText(/더 안정적인 시그널 하우스 성수를 위해/)).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('filters FAQ by the category query and marks the chosen chip', async () => {
    renderApp('/FAQ?category=2');
    const filter = await screen.findByRole('navigation', { name: 'FAQ 분류' });
    await waitFor(() =>
      expect(
        within(filter).getByRole('link', { name: '예약·응모' }).getAttribute('aria-current'),
      ).toBe('true'),
    );
    expect(
      within(filter).getByRole('link', { name: '전체' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(await screen.findByRole('link', { name: /예약을 취소할 수 있나요/ })).toBeTruthy();
    const faqCall = fetchMock.mock.calls.find(([url]) => url === '/api/faq/list');
    const init = faqCall?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({ faqsCategoryIdx: 2 });
  });

  it('falls back to 전체 for an unknown category', async () => {
    renderApp('/FAQ?category=77');
    const filter = await screen.findByRole('navigation', { name: 'FAQ 분류' });
    await within(filter).findByRole('link', { name: '이용안내' });
    expect(within(filter).getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('opens the footer terms dialog with the first term, and its back button closes it', async () => {
    fetchMock.mockImplementation(
      stubApi({
        ...api,
        '/api/terms/list': [
          {
            termsIdx: 1,
            termsCode: 'TOS001',
            version: 1,
            requiredYn: 'Y',
            termsName: '서비스 이용약관',
            termsDescription: '<h3>제1조</h3><p>목적</p><script>alert(1)</script>',
          },
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp('/notice');
    const footer = await screen.findByRole('contentinfo');
    expect(
      (await within(footer).findByRole('link', { name: /02-1599-2641/ })).getAttribute('href'),
    ).toBe('tel:0215992641');
    await user.click(within(footer).getByRole('button', { name: '이용약관' }));
    const dialog = await screen.findByRole('dialog', { name: '서비스 이용약관' });
    expect(await within(dialog).findByText('목적')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog', { name: '서비스 이용약관' })).toBeNull();
  });
});
