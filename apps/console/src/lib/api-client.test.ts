import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS, type ApiRequestError, api, isStaffSessionLost } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) =>
  envelope(200, { success: true, resultCode: 200, message: 'OK', data });
const failure = (status: number, errorCode: string, message: string, extra = {}) =>
  envelope(status, { success: false, resultCode: status, errorCode, message, ...extra });
const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: ApiRequestError) => error,
  );

describe('the console API client', () => {
  it('posts JSON with the cookie and no member token, even with a member logged in here', async () => {
    window.localStorage.setItem('jwt', 'member-token');
    fetchMock.mockResolvedValue(ok({ operatorIdx: 1 }));
    expect(await api.post('/api/staff/me')).toEqual({ operatorIdx: 1 });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/staff/me');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['x-access-token']).toBeUndefined();
    expect(window.localStorage.getItem('jwt')).toBe('member-token');
  });

  it("fails with the server's code, message and field errors (decision 004)", async () => {
    fetchMock.mockResolvedValue(
      failure(400, 'VALIDATION_FAILED', '입력값을 확인해 주세요.', {
        fields: [{ path: 'loginId', message: '아이디는 3자 이상이에요.' }],
      }),
    );
    const error = await caught(api.post('/api/staff/operators/create', { body: {} }));
    expect(error.resultCode).toBe(400);
    expect(error.errorCode).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('입력값을 확인해 주세요.');
    expect(error.fields).toEqual([{ path: 'loginId', message: '아이디는 3자 이상이에요.' }]);
  });

  it('tells a lost session (401) from a refused login', async () => {
    fetchMock.mockResolvedValueOnce(
      failure(401, 'STAFF_UNAUTHORIZED', '스태프 로그인이 필요해요.'),
    );
    expect(isStaffSessionLost(await caught(api.post('/api/staff/places')))).toBe(true);
    fetchMock.mockResolvedValueOnce(
      failure(401, 'STAFF_LOGIN_FAILED', '아이디 또는 비밀번호가 올바르지 않아요.'),
    );
    expect(isStaffSessionLost(await caught(api.post('/api/staff/login')))).toBe(false);
    // A 401 without our envelope (a proxy's) is a lost session too.
    fetchMock.mockResolvedValueOnce(new Response('Unauthorized', { status: 401 }));
    const bare = await caught(api.post('/api/staff/me'));
    expect(bare.errorCode).toBe('CLIENT_SESSION_EXPIRED');
    expect(isStaffSessionLost(bare)).toBe(true);
  });

  it('words a gateway failure and an answer that is no envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    expect((await caught(api.post('/api/staff/me'))).errorCode).toBe('CLIENT_UNSTABLE_NETWORK');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    expect((await caught(api.post('/api/staff/me'))).errorCode).toBe('CLIENT_INVALID_RESPONSE');
  });

  it('gives up after 10 s with the timeout message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const pending = caught(api.post('/api/staff/checkin'));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    const error = await pending;
    expect(error.errorCode).toBe('CLIENT_TIMEOUT');
    expect(error.message).toContain('요청 시간 초과');
  });

  it("fails quietly when the caller cancels (TanStack Query's signal)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = caught(api.post('/api/staff/places', { signal: controller.signal }));
    controller.abort();
    expect((await pending).errorCode).toBe('CLIENT_CANCELLED');
    expect(warn).toHaveBeenCalled();
  });
});
