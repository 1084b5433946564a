import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_TIMEOUT_MS,
  type ApiRequestError,
  api,
  fileNameOf,
  isStaffSessionLost,
} from './api-client';

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

describe('downloads (the exports of decision 033)', () => {
  it('answers the file and the Korean name its header gives', async () => {
    fetchMock.mockResolvedValue(
      new Response('\uFEFF이름\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('체크인 2026-11-26.csv')}`,
        },
      }),
    );
    const file = await api.download('/api/staff/exports/checkins', {
      body: { format: 'csv', date: '2026-11-26' },
    });
    expect(file.fileName).toBe('체크인 2026-11-26.csv');
    expect(file.blob.size).toBeGreaterThan(0);
  });

  it("fails with the server's envelope like any call", async () => {
    fetchMock.mockResolvedValue(failure(404, 'NOT_FOUND', '회차를 찾을 수 없어요.'));
    const error = await caught(api.download('/api/staff/exports/entries', { body: {} }));
    expect(error).toMatchObject({ errorCode: 'NOT_FOUND', message: '회차를 찾을 수 없어요.' });
  });

  it('reads a plain file name, and falls back when there is none', () => {
    expect(fileNameOf('attachment; filename="a.xlsx"', 'export')).toBe('a.xlsx');
    expect(fileNameOf(null, 'export')).toBe('export');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'export')).toBe('export');
  });
});
