import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { getAccessToken, syncSessionFromStorage } from '../../../stores/session-store';
import { closeSideMenu, isSideMenuOpen, openSideMenu } from '../../../stores/side-menu-store';
import { LocationProbe, stubApi } from '../../../testing/test-utils';
import SideMenu from './side-menu';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(
    stubApi({ '/api/auth/logout': { ok: true }, '/api/zone/list': [], '/api/banner/list': [] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  closeSideMenu();
  window.localStorage.clear();
  syncSessionFromStorage();
});

function renderMenu(path = '/notice') {
  const current: { location?: Location } = {};
  const queryClient = createQueryClient();
  queryClient.setQueryData(['member', 'data'], { secret: true });
  openSideMenu();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SideMenu open />
        <LocationProbe onChange={(location) => (current.location = location)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { current, queryClient };
}

function logIn() {
  window.localStorage.setItem('jwt', 'token');
  window.localStorage.setItem('checkin', 'Y');
  syncSessionFromStorage();
}

// One name for Draw Tour in the visitor's copy, 드로우 투어 (its page's title).
describe('the side menu shortcuts', () => {
  const shortcutLinks = () =>
    within(screen.getByRole('navigation', { name: '바로가기' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it('name My QR, 드로우 투어 and 예약·응모 for a guest', () => {
    renderMenu();
    expect(shortcutLinks()).toEqual([
      ['My QR', '/qr'],
      ['드로우 투어', '/frequency'],
      ['예약·응모', '/res-entry'],
    ]);
  });

  it('add 내 대기 next to 예약·응모 for a member (decision 063)', () => {
    logIn();
    renderMenu();
    expect(shortcutLinks()).toEqual([
      ['My QR', '/qr'],
      ['드로우 투어', '/frequency'],
      ['예약·응모', '/res-entry'],
      ['내 대기', '/waitlist'],
    ]);
  });
});

describe('logging out from the side menu', () => {
  it('is offered to members only', () => {
    renderMenu();
    const menu = screen.getByRole('dialog', { name: '전체 메뉴' });
    expect(within(menu).queryByRole('button', { name: '로그아웃' })).toBeNull();
    expect(within(menu).getByRole('link', { name: '로그인' })).toBeTruthy();
  });

  it('revokes the session on the server, forgets jwt and checkin and the cache, and goes home', async () => {
    logIn();
    const user = userEvent.setup();
    const { current, queryClient } = renderMenu();
    const menu = screen.getByRole('dialog', { name: '전체 메뉴' });
    await user.click(within(menu).getByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(current.location?.pathname).toBe('/'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
    const headers = call?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.['x-access-token']).toBe('token');
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(window.localStorage.getItem('checkin')).toBeNull();
    expect(queryClient.getQueryData(['member', 'data'])).toBeUndefined();
    expect(isSideMenuOpen()).toBe(false);
  });

  it('ends the local session even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    logIn();
    const user = userEvent.setup();
    const { current } = renderMenu();
    await user.click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(current.location?.pathname).toBe('/'));
    expect(getAccessToken()).toBeNull();
    vi.mocked(console.warn).mockRestore();
  });
});

describe('keyboard focus in the side menu', () => {
  it('cycles inside the menu: Tab from the last control goes to 메뉴 닫기, Shift+Tab back', async () => {
    const user = userEvent.setup();
    renderMenu();
    const menu = screen.getByRole('dialog', { name: '전체 메뉴' });
    const close = within(menu).getByRole('button', { name: '메뉴 닫기' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    const focusables = menu.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
    const last = focusables[focusables.length - 1] as HTMLElement;
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });
});
