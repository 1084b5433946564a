import { staffExportEntries, staffLogin, staffMe, staffPlaces } from '@venue/contract/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiRequestError, api, isStaffSessionLost, refusalWords } from './api-client';

/**
 * The console's side of the shared client: the cookie session and what a lost one is. How every
 * call goes out and fails (envelope, codes, timeout, multipart, downloads) is the shared
 * client's: packages/client/src/index.test.ts.
 */

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
    expect(await api.call(staffMe)).toEqual({ operatorIdx: 1 });
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/staff/me');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['x-access-token']).toBeUndefined();
    expect(window.localStorage.getItem('jwt')).toBe('member-token');
  });

  it('tells a lost session (401) from a refused login', async () => {
    fetchMock.mockResolvedValueOnce(
      failure(401, 'STAFF_UNAUTHORIZED', '스태프 로그인이 필요해요.'),
    );
    expect(isStaffSessionLost(await caught(api.call(staffPlaces)))).toBe(true);
    fetchMock.mockResolvedValueOnce(
      failure(401, 'STAFF_LOGIN_FAILED', '아이디 또는 비밀번호가 올바르지 않아요.'),
    );
    expect(
      isStaffSessionLost(await caught(api.call(staffLogin, { loginId: 'a', password: 'b' }))),
    ).toBe(false);
    // A 401 without our envelope (a proxy's) is a lost session too.
    fetchMock.mockResolvedValueOnce(new Response('Unauthorized', { status: 401 }));
    const bare = await caught(api.call(staffMe));
    expect(bare.errorCode).toBe('CLIENT_SESSION_EXPIRED');
    expect(isStaffSessionLost(bare)).toBe(true);
  });

  it('says the network is unstable when no response comes (the page shows it)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(api.call(staffMe));
    expect(error.errorCode).toBe('CLIENT_NO_RESPONSE');
    expect(error.message).toBe('네트워크 연결이 불안정합니다. 잠시 후 다시 시도해주세요.');
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
    const pending = caught(api.call(staffPlaces, undefined, { signal: controller.signal }));
    controller.abort();
    expect((await pending).errorCode).toBe('CLIENT_CANCELLED');
    expect(warn).toHaveBeenCalled();
  });

  it('logs nothing for a failure the page shows (a download here)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(failure(404, 'NOT_FOUND', '회차를 찾을 수 없어요.'));
    const error = await caught(api.download(staffExportEntries, { format: 'csv' }));
    expect(error).toMatchObject({ errorCode: 'NOT_FOUND', message: '회차를 찾을 수 없어요.' });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('refusalWords', () => {
  it("says the server's words for a refusal, and the page's own for a failure without them", async () => {
    fetchMock.mockResolvedValueOnce(
      failure(409, 'ENTRY_STATUS_CONFLICT', '이미 취소된 예약이에요.'),
    );
    const refused = await caught(api.call(staffPlaces, {}));
    expect(refusalWords(refused, '처리하지 못했어요.')).toBe('이미 취소된 예약이에요.');
    expect(refusalWords(new TypeError('Failed to fetch'), '처리하지 못했어요.')).toBe(
      '처리하지 못했어요.',
    );
  });
});
