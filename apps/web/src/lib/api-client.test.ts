import {
  bannerList,
  frontVisit,
  getUserInfo,
  noticeDetail,
  noticeList,
} from '@venue/contract/endpoints';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { clearAlerts, getAlerts } from '../stores/alert-store';
import { getAccessToken, setAccessToken, syncSessionFromStorage } from '../stores/session-store';
import {
  API_TIMEOUT_MS,
  ApiRequestError,
  api,
  apiClientEffects,
  apiFallbackMessages,
  ClientErrorCode,
} from './api-client';

const notice = {
  noticeIdx: 1,
  noticeName: '운영 시간 안내',
  fixedYn: 'Y',
  writeDate: '2026-01-05T10:00:00+09:00',
  regDate: '2026-01-05T10:00:00+09:00',
  modDate: '2026-01-05T10:00:00+09:00',
  savePath: null,
};

const ok = (data: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify({ success: true, resultCode: 200, message: 'OK', data }), {
    status: 200,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });

const failure = (status: number, message: string, errorCode = 'NOT_FOUND') =>
  new Response(JSON.stringify({ success: false, resultCode: status, errorCode, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A fetch that never answers but honours abort, like a real one. */
const hangingFetch = vi.fn(
  (_url: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    }),
);

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let reloadPage: ReturnType<typeof vi.fn<() => void>>;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  reloadPage = vi.fn<() => void>();
  vi.spyOn(apiClientEffects, 'reloadPage').mockImplementation(reloadPage);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  syncSessionFromStorage();
  clearAlerts();
});

afterEach(() => {
  vi.restoreAllMocks();
  clearAlerts();
});

const alertTitles = () => getAlerts().map((a) => a.title);

async function caught(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it("goes to /inspection, silently, while the venue's maintenance window is on (decision 030)", async () => {
    const showInspection = vi
      .spyOn(apiClientEffects, 'showInspection')
      .mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          resultCode: 503,
          errorCode: 'UNDER_MAINTENANCE',
          message: '점검 중이에요.',
        }),
        { status: 503 },
      ),
    );
    const error = await caught(api.call(noticeList, {}));
    expect(error).toMatchObject({ resultCode: 503, errorCode: 'UNDER_MAINTENANCE', silent: true });
    expect(showInspection).toHaveBeenCalledTimes(1);
    expect(alertTitles()).toEqual([]);
  });

  it('stays on My QR during maintenance, so entry at the door goes on', async () => {
    const showInspection = vi
      .spyOn(apiClientEffects, 'showInspection')
      .mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          resultCode: 503,
          errorCode: 'UNDER_MAINTENANCE',
          message: '점검 중이에요.',
        }),
        { status: 503 },
      ),
    );
    const before = window.location.pathname;
    window.history.replaceState(null, '', '/qrComplet');
    try {
      const error = await caught(api.call(noticeList, {}));
      expect(error).toMatchObject({ errorCode: 'UNDER_MAINTENANCE', silent: true });
      expect(showInspection).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('returns the parsed data of a successful call', async () => {
    fetchMock.mockResolvedValue(ok([notice]));
    await expect(api.call(noticeList, {})).resolves.toEqual([notice]);
  });

  // How a call goes out (method, path, JSON, credentials, query strings) is the shared client's:
  // packages/client/src/index.test.ts. The member's token is the web app's.
  it('sends the stored jwt as x-access-token', async () => {
    setAccessToken('token-1');
    fetchMock.mockResolvedValue(ok([]));
    await api.call(noticeDetail, { noticeIdx: 1 });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/notice/detail');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-access-token']).toBe('token-1');
  });

  it('sends no x-access-token for a guest', async () => {
    fetchMock.mockResolvedValue(ok([]));
    await api.call(frontVisit, { p: 'main', c: undefined });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/front/visit?p=main');
    expect((init.headers as Record<string, string>)['x-access-token']).toBeUndefined();
  });

  it('replaces the stored jwt with a new-access-token response header', async () => {
    setAccessToken('old');
    fetchMock.mockResolvedValue(ok([], { headers: { 'new-access-token': 'renewed' } }));
    await api.call(noticeList, {});
    expect(getAccessToken()).toBe('renewed');
    expect(window.localStorage.getItem('jwt')).toBe('renewed');
  });

  it.each([401, 498])(
    'on %i removes the jwt and reloads the page, without an alert',
    async (status) => {
      setAccessToken('expired');
      fetchMock.mockResolvedValue(failure(status, '로그인이 만료되었습니다.', 'TOKEN_EXPIRED'));
      const error = await caught(api.call(getUserInfo, {}));
      expect(error.silent).toBe(true);
      expect(window.localStorage.getItem('jwt')).toBeNull();
      expect(reloadPage).toHaveBeenCalledTimes(1);
      expect(getAlerts()).toHaveLength(0);
    },
  );

  it('does not reload for a guest who gets 401 (that would loop), it alerts instead', async () => {
    fetchMock.mockResolvedValue(failure(401, '로그인이 필요합니다.', 'UNAUTHORIZED'));
    await caught(api.call(getUserInfo, {}));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(alertTitles()).toEqual(['로그인이 필요합니다.']);
  });

  it("alerts with the server's message and normalises the error", async () => {
    fetchMock.mockResolvedValue(failure(404, '공지사항을 찾을 수 없습니다.'));
    const error = await caught(api.call(noticeDetail, { noticeIdx: 1 }));
    expect(error.toJSON()).toEqual({
      resultCode: 404,
      success: false,
      errorCode: 'NOT_FOUND',
      message: '공지사항을 찾을 수 없습니다.',
    });
    expect(alertTitles()).toEqual(['공지사항을 찾을 수 없습니다.']);
  });

  it('treats a 200 carrying a failure envelope as a failure', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          resultCode: 409,
          errorCode: 'CONFLICT',
          message: '이미 처리된 요청입니다.',
        }),
        { status: 200 },
      ),
    );
    const error = await caught(api.call(noticeList, {}));
    expect(error.resultCode).toBe(409);
    expect(alertTitles()).toEqual(['이미 처리된 요청입니다.']);
  });

  it.each([502, 503, 504])(
    'alerts the unstable-network fallback for %i without our envelope',
    async (status) => {
      fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status }));
      const error = await caught(api.call(noticeList, {}));
      expect(error.errorCode).toBe(ClientErrorCode.UNSTABLE_NETWORK);
      expect(error.resultCode).toBe(status);
      expect(alertTitles()).toEqual([apiFallbackMessages.unstableNetwork]);
    },
  );

  it('alerts the unknown fallback for other failures without an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    const error = await caught(api.call(noticeList, {}));
    expect(error.resultCode).toBe(500);
    expect(alertTitles()).toEqual(['알 수 없는 오류가 발생했습니다.']);
  });

  it('alerts the unknown fallback when a 200 response is not an API envelope', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify([{ noticeIdx: 1 }]), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const error = await caught(api.call(noticeList, {}));
    expect(error.errorCode).toBe(ClientErrorCode.INVALID_RESPONSE);
    expect(alertTitles()).toEqual([apiFallbackMessages.unknown]);
  });

  it('times out after 10 s and alerts the timeout fallback', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch);
    const pending = caught(api.call(noticeList, {}));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(getAlerts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.errorCode).toBe(ClientErrorCode.TIMEOUT);
    expect(error.message).toBe(
      '응답이 지연되고 있어요(요청 시간 초과). 잠시 후 다시 시도해주세요.',
    );
    expect(alertTitles()).toEqual([apiFallbackMessages.timeout]);
  });

  it('stays silent (console.warn only) when the caller cancels, e.g. TanStack Query', async () => {
    fetchMock.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const pending = caught(api.call(noticeList, {}, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.errorCode).toBe(ClientErrorCode.CANCELLED);
    expect(error.silent).toBe(true);
    expect(getAlerts()).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('stays silent when the network gives no response while online', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(api.call(noticeList, {}));
    expect(error.errorCode).toBe(ClientErrorCode.NO_RESPONSE);
    expect(getAlerts()).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('alerts the offline fallback when the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(api.call(noticeList, {}));
    expect(error.errorCode).toBe(ClientErrorCode.OFFLINE);
    expect(alertTitles()).toEqual(['인터넷 연결이 끊겼습니다. 연결 후 다시 시도해주세요.']);
  });

  it('lets a call opt out of the alert entirely or per error', async () => {
    fetchMock.mockResolvedValue(failure(500, '일시적인 오류가 발생했어요.', 'INTERNAL'));
    await caught(api.call(bannerList, {}, { alert: false }));
    expect(getAlerts()).toHaveLength(0);

    fetchMock.mockResolvedValue(failure(404, '공지사항을 찾을 수 없습니다.'));
    await caught(api.call(noticeDetail, { noticeIdx: 1 }, { alert: (e) => e.resultCode !== 404 }));
    expect(getAlerts()).toHaveLength(0);
  });
});
