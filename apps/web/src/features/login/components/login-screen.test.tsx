import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { syncSessionFromStorage } from '../../../stores/session-store';
import { failResponse, okResponse, renderRoute, sentBody } from '../login-test-utils';
import { LoginScreen, loginNavigation } from './login-screen';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let assign: MockInstance<(url: string) => void>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.spyOn(loginNavigation, 'assign').mockImplementation(() => {});
  syncSessionFromStorage();
});

afterEach(() => {
  assign.mockRestore();
  clearAlerts();
  window.localStorage.clear();
  syncSessionFromStorage();
});

const login = (path: Parameters<typeof renderRoute>[0]) =>
  renderRoute(path, '/login', <LoginScreen />);

/** The calls that start a login (the page also reads GET /api/app/config for its buttons). */
const authorizeCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/authorize');

/** GET /api/app/config answering which logins the server offers; anything else fails. */
function offer(loginProviders: { kakao: boolean; tid: boolean }) {
  fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/app/config'
      ? okResponse({ kakaoJsKey: null, kakaoMapJsKey: null, loginProviders })
      : failResponse(404, 'API_NOT_FOUND', '요청하신 API를 찾을 수 없습니다.'),
  );
}

describe('the login screen', () => {
  it('offers T ID, Kakao and the VIP path, and keeps a safe redirect for later', async () => {
    login('/login?redirect=%2Fprogram%2F3');
    expect(screen.getByRole('button', { name: 'T아이디로 계속하기' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '카카오로 계속하기' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'VIP 입장 키가 있으신가요?' }).getAttribute('href'),
    ).toBe('/vip');
    await waitFor(() => expect(window.sessionStorage.getItem('loginRedirect')).toBe('/program/3'));
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
  ])('stores nothing for the hostile redirect %j (the target is /)', async (target) => {
    window.sessionStorage.setItem('loginRedirect', '/old');
    login(`/login?redirect=${encodeURIComponent(target)}`);
    await waitFor(() => expect(window.sessionStorage.getItem('loginRedirect')).toBeNull());
  });

  it('forgets an old target when opened without one', async () => {
    window.sessionStorage.setItem('loginRedirect', '/old');
    login('/login');
    await waitFor(() => expect(window.sessionStorage.getItem('loginRedirect')).toBeNull());
  });

  it('keeps the saved target when a failed login brings the visitor back', async () => {
    window.sessionStorage.setItem('loginRedirect', '/program/3');
    login({ pathname: '/login', state: { keepRedirect: true } });
    await screen.findByRole('button', { name: '카카오로 계속하기' });
    expect(window.sessionStorage.getItem('loginRedirect')).toBe('/program/3');
  });

  it('refuses a provider address that is not a web address', async () => {
    fetchMock.mockResolvedValue(okResponse({ url: 'javascript:alert(1)' }));
    const user = userEvent.setup();
    login('/login');
    await user.click(screen.getByRole('button', { name: '카카오로 계속하기' }));
    await waitFor(() => expect(getAlerts()).toHaveLength(1));
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a member who opens it straight to the target, and a hostile one home', async () => {
    window.localStorage.setItem('jwt', 'member');
    syncSessionFromStorage();
    const safe = login('/login?redirect=%2Fnotice%2F2');
    await waitFor(() => expect(safe.current.location?.pathname).toBe('/notice/2'));
    safe.unmount();
    const hostile = login('/login?redirect=%2F%2Fevil.example');
    await waitFor(() => expect(hostile.current.location?.pathname).toBe('/'));
  });

  it('asks the server for the provider address and leaves for it, buttons disabled meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    login('/login');
    const kakao = screen.getByRole('button', { name: '카카오로 계속하기' });
    await user.click(kakao);
    expect(authorizeCalls()).toHaveLength(1);
    expect(sentBody(authorizeCalls()[0])).toEqual({ provider: 'kakao', purpose: 'login' });
    await waitFor(() => expect(kakao.hasAttribute('disabled')).toBe(true));
    expect(
      screen.getByRole('button', { name: 'T아이디로 계속하기' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(kakao);
    expect(authorizeCalls()).toHaveLength(1);

    answer(okResponse({ url: 'http://localhost:3000/sandbox/idp/kakao/auth?state=x' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox/idp/kakao/auth?state=x'),
    );
    expect(kakao.hasAttribute('disabled')).toBe(true);
  });

  it('alerts the login failure when the server cannot start a login, and lets the visitor retry', async () => {
    fetchMock.mockResolvedValue(failResponse(503, 'SERVICE_UNAVAILABLE', '점검 중입니다.'));
    const user = userEvent.setup();
    login('/login');
    const tid = screen.getByRole('button', { name: 'T아이디로 계속하기' });
    await user.click(tid);
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual([
        '로그인 중 에러가 발생했습니다. 다시 시도해주세요.',
      ]),
    );
    expect(sentBody(authorizeCalls()[0])).toEqual({ provider: 'tid', purpose: 'login' });
    await waitFor(() => expect(tid.hasAttribute('disabled')).toBe(false));
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows only the logins the server can complete', async () => {
    offer({ kakao: false, tid: true });
    login('/login');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '카카오로 계속하기' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'T아이디로 계속하기' })).toBeTruthy();
  });

  it('says plainly when no login is configured, and keeps the VIP path', async () => {
    offer({ kakao: false, tid: false });
    login('/login');
    expect(
      await screen.findByText('지금은 간편 로그인을 이용할 수 없어요. 잠시 후 다시 찾아 주세요.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'T아이디로 계속하기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '카카오로 계속하기' })).toBeNull();
    expect(screen.queryByText(/처음 오셨나요/)).toBeNull();
    expect(screen.getByRole('link', { name: 'VIP 입장 키가 있으신가요?' })).toBeTruthy();
  });
});
