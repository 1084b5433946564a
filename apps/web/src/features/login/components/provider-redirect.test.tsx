import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfoQueryKey, userInfoQueryOptions } from '../../../lib/user-info';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { clearAuthState, getAuthState, updateAuthState } from '../../../stores/auth-store';
import { getAccessToken, syncSessionFromStorage } from '../../../stores/session-store';
import { failResponse, loginResult, okResponse, renderRoute, sentBody } from '../login-test-utils';
import { ProviderRedirect } from './provider-redirect';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  syncSessionFromStorage();
  clearAuthState();
});

afterEach(() => {
  clearAlerts();
  clearAuthState();
  window.localStorage.clear();
  syncSessionFromStorage();
  vi.mocked(console.warn).mockRestore();
});

const kakao = (search: string) =>
  renderRoute(`/kakao-redirect${search}`, '/kakao-redirect', <ProviderRedirect provider="kakao" />);

describe('the Kakao and T ID redirect routes', () => {
  it('log an existing member in once, even under StrictMode, and go to the saved target', async () => {
    window.sessionStorage.setItem('loginRedirect', '/program/3');
    updateAuthState({ authId: 'stale', authType: 'tid', loginTicket: 'old' });
    fetchMock.mockResolvedValue(
      okResponse(loginResult({ existYn: 'Y', jwt: 'member-jwt', userIdx: 7, kakaoSubId: 'k1' })),
    );
    const { current } = kakao('?code=one-time-code&state=state-value-long-enough');

    expect(screen.getByRole('status').textContent).toContain('로그인 중입니다…');
    await waitFor(() => expect(current.location?.pathname).toBe('/program/3'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login/kakao');
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      code: 'one-time-code',
      state: 'state-value-long-enough',
      url: `${window.location.origin}/kakao-redirect`,
    });
    expect(getAccessToken()).toBe('member-jwt');
    expect(window.localStorage.getItem('jwt')).toBe('member-jwt');
    expect(getAuthState().authId).toBeNull();
    expect(window.sessionStorage.getItem('loginRedirect')).toBeNull();
    expect(getAlerts()).toHaveLength(0);
  });

  it('send a new visitor to /identification with the provider ids and the login ticket', async () => {
    fetchMock.mockResolvedValue(
      okResponse(
        loginResult({ tidSubId: 'tid-sub', tidSubsId: 'tid-subs', loginTicket: 'ticket-1' }),
      ),
    );
    const { current } = renderRoute(
      '/tidredirect?code=c&state=state-value-long-enough&iss=https%3A%2F%2Fid.example',
      '/tidredirect',
      <ProviderRedirect provider="tid" />,
    );
    await waitFor(() => expect(current.location?.pathname).toBe('/identification'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/login/tid');
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      code: 'c',
      state: 'state-value-long-enough',
      iss: 'https://id.example',
      url: `${window.location.origin}/tidredirect`,
    });
    expect(getAuthState()).toMatchObject({
      authId: 'tid-sub',
      authSubsId: 'tid-subs',
      authType: 'tid',
      loginTicket: 'ticket-1',
      vipAccessKey: null,
    });
    expect(getAccessToken()).toBeNull();
  });

  it('alert the login failure and return to /login when the exchange fails', async () => {
    window.sessionStorage.setItem('loginRedirect', '/program/3');
    fetchMock.mockResolvedValue(
      failResponse(400, 'LOGIN_FAILED', '로그인 중 에러가 발생했습니다. 다시 시도해주세요.'),
    );
    const { current } = kakao('?code=used&state=state-value-long-enough');
    await waitFor(() => expect(current.location?.pathname).toBe('/login'));
    expect(current.location?.search).toBe('');
    expect(current.location?.state).toEqual({ keepRedirect: true });
    expect(getAlerts().map((a) => a.title)).toEqual([
      '로그인 중 에러가 발생했습니다. 다시 시도해주세요.',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    // The target survives for the next try.
    expect(window.sessionStorage.getItem('loginRedirect')).toBe('/program/3');
  });

  it('treat a cancel at the provider (?error=access_denied) as a failed login, without a call', async () => {
    const { current } = kakao('?error=access_denied&state=state-value-long-enough');
    await waitFor(() => expect(current.location?.pathname).toBe('/login'));
    expect(getAlerts().map((a) => a.title)).toEqual([
      '로그인 중 에러가 발생했습니다. 다시 시도해주세요.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fail on a network error too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { current } = kakao('?code=c&state=state-value-long-enough');
    await waitFor(() => expect(current.location?.pathname).toBe('/login'));
    expect(getAlerts().map((a) => a.title)).toEqual([
      '로그인 중 에러가 발생했습니다. 다시 시도해주세요.',
    ]);
  });

  it('fail when the server says the account exists but sends no token', async () => {
    fetchMock.mockResolvedValue(okResponse(loginResult({ existYn: 'Y', jwt: null })));
    const { current } = kakao('?code=c&state=state-value-long-enough');
    await waitFor(() => expect(current.location?.pathname).toBe('/login'));
    expect(getAccessToken()).toBeNull();
  });

  it('say 인증 코드가 없습니다. without a code and go to /login keeping the redirect', async () => {
    window.sessionStorage.setItem('loginRedirect', '/program/3');
    const { current } = kakao('?state=state-value-long-enough');
    await waitFor(() => expect(current.location?.pathname).toBe('/login'));
    expect(current.location?.search).toBe('?redirect=%2Fprogram%2F3');
    expect(getAlerts().map((a) => a.title)).toEqual(['인증 코드가 없습니다.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('do not let a user-info request sent with the previous token answer for the new login', async () => {
    // /tidredirect after linking from /setting/easy: the page loads logged in with Kakao, and the
    // session watcher asks for the user info with that token while the code is exchanged.
    window.localStorage.setItem('jwt', 'kakao-jwt');
    syncSessionFromStorage();
    const pending: { token: string | undefined; answer: (info: unknown) => void }[] = [];
    let answerLogin: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url, init) => {
      if (url === '/api/auth/login/tid') {
        return new Promise<Response>((resolve) => {
          answerLogin = resolve;
        });
      }
      const token = new Headers(init?.headers).get('x-access-token') ?? undefined;
      return new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        pending.push({ token, answer: (info) => resolve(okResponse(info)) });
      });
    });
    const { current, queryClient } = renderRoute(
      '/tidredirect?code=c&state=state-value-long-enough',
      '/tidredirect',
      <ProviderRedirect provider="tid" />,
    );
    const oldSession = queryClient.fetchQuery(userInfoQueryOptions()).catch(() => undefined);
    await waitFor(() => expect(pending).toHaveLength(1));

    answerLogin(okResponse(loginResult({ existYn: 'Y', jwt: 'tid-jwt', userIdx: 7 })));
    await waitFor(() => expect(current.location?.pathname).toBe('/'));
    // The watcher asks again on arrival, as it does on every navigation.
    const arrival = queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 });
    pending[0]?.answer({ userIdx: 7, loginType: 'kakao' });
    await waitFor(() => expect(pending).toHaveLength(2));
    expect(pending[1]?.token).toBe('tid-jwt');
    pending[1]?.answer({ userIdx: 7, loginType: 'tid' });

    expect(await arrival).toEqual({ userIdx: 7, loginType: 'tid' });
    await oldSession;
    expect(queryClient.getQueryData(userInfoQueryKey)).toEqual({ userIdx: 7, loginType: 'tid' });
  });
});
