import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiClientEffects, ClientErrorCode } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { userInfoQueryKey } from '../../../lib/user-info';
import { getAccessToken, syncSessionFromStorage } from '../../../stores/session-store';
import { LocationProbe, stubApi } from '../../../testing/test-utils';
import { endsSession, SessionWatcher } from './session-watcher';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

const userInfoCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/getuserinfo').length;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(stubApi({ '/api/getuserinfo': { userIdx: 7, qrAuthYn: 'N' } }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.localStorage.setItem('jwt', 'token');
  syncSessionFromStorage();
});

afterEach(() => {
  window.localStorage.clear();
  syncSessionFromStorage();
  vi.mocked(console.warn).mockRestore();
});

function renderWatcher(path: string) {
  const current: { location?: Location; navigate?: NavigateFunction } = {};
  const queryClient = createQueryClient();
  function NavigateProbe() {
    current.navigate = useNavigate();
    return null;
  }
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <SessionWatcher />
          <NavigateProbe />
          <LocationProbe onChange={(location) => (current.location = location)} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { current, queryClient };
}

function failWith(status: number, errorCode: string) {
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({ success: false, resultCode: status, errorCode, message: '오류' }),
        { status, headers: { 'content-type': 'application/json' } },
      ),
  );
}

describe('the session watcher (spec 001 §4)', () => {
  it('fetches the user info once on arrival and again on every navigation of a member', async () => {
    const { current, queryClient } = renderWatcher('/');
    await waitFor(() => expect(userInfoCalls()).toBe(1));
    expect(queryClient.getQueryData(userInfoQueryKey)).toMatchObject({ userIdx: 7 });
    act(() => void current.navigate?.('/notice'));
    await waitFor(() => expect(userInfoCalls()).toBe(2));
    act(() => void current.navigate?.('/FAQ'));
    await waitFor(() => expect(userInfoCalls()).toBe(3));
  });

  it('asks nothing for a guest', async () => {
    window.localStorage.clear();
    syncSessionFromStorage();
    const { current } = renderWatcher('/');
    act(() => void current.navigate?.('/notice'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(userInfoCalls()).toBe(0);
  });

  it('removes the token and forces login, with a way back, when the server refuses the member', async () => {
    failWith(404, 'NOT_FOUND');
    const { current } = renderWatcher('/notice/3?from=home');
    await waitFor(() => expect(current.location?.pathname).toBe('/login'));
    expect(current.location?.search).toBe('?redirect=%2Fnotice%2F3%3Ffrom%3Dhome');
    expect(getAccessToken()).toBeNull();
    expect(window.localStorage.getItem('jwt')).toBeNull();
  });

  it('keeps the session through network trouble and server errors', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { current } = renderWatcher('/notice');
    await waitFor(() => expect(userInfoCalls()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getAccessToken()).toBe('token');
    expect(current.location?.pathname).toBe('/notice');

    failWith(500, 'INTERNAL');
    act(() => void current.navigate?.('/FAQ'));
    await waitFor(() => expect(userInfoCalls()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getAccessToken()).toBe('token');
    expect(current.location?.pathname).toBe('/FAQ');
  });

  it('leaves a 401 to the API client, which drops the token and reloads', async () => {
    const reload = vi.spyOn(apiClientEffects, 'reloadPage').mockImplementation(() => {});
    failWith(401, 'UNAUTHORIZED');
    const { current } = renderWatcher('/notice');
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(getAccessToken()).toBeNull();
    expect(current.location?.pathname).toBe('/notice');
    reload.mockRestore();
  });
});

describe('which user-info failures end the session', () => {
  it.each([
    [404, 'NOT_FOUND', true],
    [403, 'FORBIDDEN', true],
    [400, 'VALIDATION_FAILED', true],
    [429, 'RATE_LIMITED', false],
    [408, 'CLIENT_TIMEOUT', false],
    [500, 'INTERNAL', false],
    [503, 'SERVICE_UNAVAILABLE', false],
  ])('%i %s: %s', (status, errorCode, expected) => {
    const error = new ApiRequestError({
      resultCode: status,
      errorCode,
      message: '',
    });
    expect(endsSession(error)).toBe(expected);
  });

  it('never for client-side failures or non-API errors', () => {
    for (const errorCode of Object.values(ClientErrorCode)) {
      expect(endsSession(new ApiRequestError({ resultCode: 404, errorCode, message: '' }))).toBe(
        false,
      );
    }
    expect(endsSession(new Error('boom'))).toBe(false);
  });
});
