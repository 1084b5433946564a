import {
  frontVisit,
  inquiryAttachment,
  inquiryInsert,
  noticeDetail,
  noticeList,
  staffExportCheckIns,
  staffMe,
} from '@venue/contract/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_TIMEOUT_MS,
  type ApiRequestError,
  apiFallbackMessages,
  ClientErrorCode,
  clientFailure,
  createApiClient,
  downloadWith,
  fileNameOf,
  urlOf,
} from './index';

/**
 * The rules every call shares (decision 051), at the network edge: `fetch` is stubbed and the
 * client runs for real. What the apps add around it (the member token, alerts, the maintenance
 * page, a lost console session) is tested in the apps.
 */

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const client = createApiClient();

const envelope = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const ok = (data: unknown) =>
  envelope(200, { success: true, resultCode: 200, message: 'OK', data });
const failure = (status: number, errorCode: string, message: string, extra = {}) =>
  envelope(status, { success: false, resultCode: status, errorCode, message, ...extra });

/** A fetch that never answers but honours abort, like a real one (also one before it starts). */
const hanging = (_input: string | URL | Request, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (init?.signal?.aborted) abort();
    init?.signal?.addEventListener('abort', abort);
  });

async function caught(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiRequestError;
  }
  throw new Error('expected the call to fail');
}

const sent = () => fetchMock.mock.calls[0] as [string, RequestInit];

describe('a call', () => {
  it("posts JSON to the endpoint's path with credentials and answers the envelope's data", async () => {
    fetchMock.mockResolvedValue(ok([{ noticeIdx: 1 }]));
    await expect(client.call(noticeDetail, { noticeIdx: 1 })).resolves.toEqual([{ noticeIdx: 1 }]);
    const [url, init] = sent();
    expect(url).toBe('/api/notice/detail');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"noticeIdx":1}');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
  });

  it('sends `{}` for a POST without input, the spec\'s "empty" payload', async () => {
    fetchMock.mockResolvedValue(ok({ operatorIdx: 1 }));
    await client.call(staffMe);
    expect(sent()[1].body).toBe('{}');
  });

  it('builds the query string of a GET, leaving out what is undefined, and sends no body', async () => {
    fetchMock.mockResolvedValue(ok(null));
    await client.call(frontVisit, { p: 'main', c: undefined });
    const [url, init] = sent();
    expect(url).toBe('/api/front/visit?p=main');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends a FormData as multipart, leaving its content type to the browser', async () => {
    fetchMock.mockResolvedValue(ok({ inquiryIdx: 1 }));
    const form = new FormData();
    form.append('title', '문의');
    await client.call(inquiryInsert, form);
    const [, init] = sent();
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('adds the headers the app gives and lets the app see each response first', async () => {
    const seen: number[] = [];
    const app = createApiClient({
      headers: () => ({ 'x-access-token': 'token-1' }),
      onResponse: (response) => {
        seen.push(response.status);
      },
    });
    fetchMock.mockResolvedValue(ok([]));
    await app.call(noticeList, {});
    expect((sent()[1].headers as Record<string, string>)['x-access-token']).toBe('token-1');
    expect(seen).toEqual([200]);
  });

  it("answers the error an onResponse throws, as it is (the web app's expired token)", async () => {
    const expired = clientFailure('SESSION_EXPIRED', 498);
    const app = createApiClient({
      onResponse: () => {
        throw expired;
      },
    });
    fetchMock.mockResolvedValue(ok([]));
    expect(await caught(app.call(noticeList, {}))).toBe(expired);
  });

  it('leaves through the transport the app swaps in (the server renderer)', async () => {
    const transport = vi.fn<typeof fetch>().mockResolvedValue(ok([]));
    await createApiClient({ transport: () => transport }).call(noticeList, {});
    expect(transport).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a failure', () => {
  it("carries the server's status, code, message and field errors (decision 004)", async () => {
    fetchMock.mockResolvedValue(
      failure(400, 'VALIDATION_FAILED', '입력값을 확인해 주세요.', {
        fields: [{ path: 'loginId', message: '아이디는 3자 이상이에요.' }],
      }),
    );
    const error = await caught(client.call(noticeDetail, { noticeIdx: 1 }));
    expect(error.toJSON()).toEqual({
      resultCode: 400,
      success: false,
      errorCode: 'VALIDATION_FAILED',
      message: '입력값을 확인해 주세요.',
    });
    expect(error.fields).toEqual([{ path: 'loginId', message: '아이디는 3자 이상이에요.' }]);
    expect(error.silent).toBe(false);
  });

  it('is a failure when a 200 carries the failure envelope', async () => {
    fetchMock.mockResolvedValue(
      failure(200, 'CONFLICT', '이미 처리된 요청입니다.', { resultCode: 409 }),
    );
    const error = await caught(client.call(noticeList, {}));
    expect(error.resultCode).toBe(409);
    expect(error.message).toBe('이미 처리된 요청입니다.');
  });

  it.each([502, 503, 504])(
    'words a %i without our envelope as an unstable network',
    async (status) => {
      fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status }));
      const error = await caught(client.call(noticeList, {}));
      expect(error.errorCode).toBe(ClientErrorCode.UNSTABLE_NETWORK);
      expect(error.resultCode).toBe(status);
      expect(error.message).toBe(apiFallbackMessages.unstableNetwork);
    },
  );

  it('words other failures without an envelope as unknown', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    const error = await caught(client.call(noticeList, {}));
    expect(error).toMatchObject({ resultCode: 500, errorCode: ClientErrorCode.UNKNOWN });
    expect(error.message).toBe(apiFallbackMessages.unknown);
  });

  it("takes a 401 without our envelope (a proxy's) for an expired session, silently", async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    const error = await caught(client.call(staffMe));
    expect(error).toMatchObject({ resultCode: 401, errorCode: ClientErrorCode.SESSION_EXPIRED });
    expect(error.silent).toBe(true);
  });

  it('refuses a 200 that is not an API envelope', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(envelope(200, [{ noticeIdx: 1 }]));
    const error = await caught(client.call(noticeList, {}));
    expect(error.errorCode).toBe(ClientErrorCode.INVALID_RESPONSE);
    expect(error.message).toBe(apiFallbackMessages.unknown);
  });

  it('times out after 10 s with the timeout words', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hanging);
    const pending = caught(client.call(noticeList, {}));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.errorCode).toBe(ClientErrorCode.TIMEOUT);
    expect(error.message).toBe(
      '응답이 지연되고 있어요(요청 시간 초과). 잠시 후 다시 시도해주세요.',
    );
    expect(error.silent).toBe(false);
  });

  it('takes a longer timeout when the call asks for one', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hanging);
    const pending = caught(client.call(noticeList, {}, { timeoutMs: 60_000 }));
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000 - API_TIMEOUT_MS);
    expect((await pending).errorCode).toBe(ClientErrorCode.TIMEOUT);
  });

  it("is a silent cancellation when the caller's signal aborts (TanStack Query)", async () => {
    fetchMock.mockImplementation(hanging);
    const controller = new AbortController();
    const pending = caught(client.call(noticeList, {}, { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.errorCode).toBe(ClientErrorCode.CANCELLED);
    expect(error.silent).toBe(true);
  });

  it('is a silent cancellation when the signal was aborted before the call', async () => {
    fetchMock.mockImplementation(hanging);
    const controller = new AbortController();
    controller.abort();
    const error = await caught(client.call(noticeList, {}, { signal: controller.signal }));
    expect(error.errorCode).toBe(ClientErrorCode.CANCELLED);
  });

  it('says the network is unstable, silently, when there is no response while online', async () => {
    const cause = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(cause);
    const error = await caught(client.call(noticeList, {}));
    expect(error.errorCode).toBe(ClientErrorCode.NO_RESPONSE);
    expect(error.message).toBe(apiFallbackMessages.unstableNetwork);
    expect(error.silent).toBe(true);
    expect(error.cause).toBe(cause);
  });

  it('says the connection is lost when the browser is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(client.call(noticeList, {}));
    expect(error.errorCode).toBe(ClientErrorCode.OFFLINE);
    expect(error.message).toBe('인터넷 연결이 끊겼습니다. 연결 후 다시 시도해주세요.');
  });
});

describe('a download (the exports of decision 033)', () => {
  it('answers the file and the Korean name its header gives', async () => {
    fetchMock.mockResolvedValue(
      new Response('\uFEFF이름\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('체크인 2026-11-26.csv')}`,
        },
      }),
    );
    const file = await downloadWith()(staffExportCheckIns, { format: 'csv', date: '2026-11-26' });
    expect(file.fileName).toBe('체크인 2026-11-26.csv');
    expect(file.blob.size).toBeGreaterThan(0);
    expect(sent()[1].body).toBe('{"format":"csv","date":"2026-11-26"}');
  });

  it("fails with the server's envelope like any call", async () => {
    fetchMock.mockResolvedValue(failure(404, 'NOT_FOUND', '회차를 찾을 수 없어요.'));
    const error = await caught(
      downloadWith()(staffExportCheckIns, { format: 'csv', date: '2026-11-26' }),
    );
    expect(error).toMatchObject({ errorCode: 'NOT_FOUND', message: '회차를 찾을 수 없어요.' });
  });

  it('reads a plain file name, and falls back when there is none or it is broken', () => {
    expect(fileNameOf('attachment; filename="a.xlsx"', 'export')).toBe('a.xlsx');
    expect(fileNameOf(null, 'export')).toBe('export');
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'export')).toBe('export');
  });
});

describe('urlOf', () => {
  it("fills an endpoint's path parameters, encoded, for an <img src> or a link", () => {
    expect(urlOf(inquiryAttachment, { attachmentIdx: 7 })).toBe('/api/inquiry/attachment/7');
    expect(urlOf(inquiryAttachment, { attachmentIdx: 'a/b' })).toBe(
      '/api/inquiry/attachment/a%2Fb',
    );
  });
});
