import { vi } from 'vitest';

/** What a fake endpoint answers: data (success envelope) or a failure envelope. */
export type FakeAnswer =
  | { data: unknown }
  | { error: { status: number; errorCode: string; message: string; resultCode?: number } };

type Handler = (body: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A `fetch` stand-in for the signup screens: answers each /api path from a handler, in the
 * contract's envelope, and records every call (path and JSON body) so a test can check what was
 * sent. Unknown paths answer 404 API_NOT_FOUND like the server.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://test');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    calls.push({ path: url.pathname, body });
    const handler = handlers[url.pathname];
    const answer: FakeAnswer = handler
      ? await handler(body)
      : {
          error: {
            status: 404,
            errorCode: 'API_NOT_FOUND',
            message: '요청하신 API를 찾을 수 없습니다.',
          },
        };
    if ('error' in answer) {
      const { status, resultCode, ...rest } = answer.error;
      return new Response(
        JSON.stringify({ success: false, resultCode: resultCode ?? status, ...rest }),
        { status, headers: { 'content-type': 'application/json' } },
      );
    }
    return new Response(
      JSON.stringify({ success: true, resultCode: 200, message: 'OK', data: answer.data }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}

/** A tiny valid PNG (1×1) as the captcha image. */
export const CAPTCHA_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export const CAPTCHA_UUID = '7b0d2a8e-4c1f-4c55-9d62-0f3b1a2c3d4e';
