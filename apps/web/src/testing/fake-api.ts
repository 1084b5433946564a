import { vi } from 'vitest';

/** What a fake endpoint answers: data (the success envelope) or a failure envelope. */
export type FakeAnswer =
  | { data: unknown }
  | { error: { status: number; errorCode: string; message: string } };

export type FakeCall = {
  method: string;
  path: string;
  body: Record<string, unknown>;
  query: URLSearchParams;
  /** the x-access-token sent, if any */
  token: string | undefined;
};

export type FakeHandler = (
  body: Record<string, unknown>,
  call: FakeCall,
) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A `fetch` stand-in at the network edge for component tests: answers each /api path from a
 * handler in the contract's envelope (unknown paths answer 404 API_NOT_FOUND like the server)
 * and records every call, so a test sees what the page asked for. The API client, TanStack
 * Query and the components all run for real above it.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://test');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body,
      query: url.searchParams,
      token: headers['x-access-token'],
    };
    calls.push(call);
    const handler = handlers[url.pathname];
    const answer: FakeAnswer = handler
      ? await handler(body, call)
      : {
          error: {
            status: 404,
            errorCode: 'API_NOT_FOUND',
            message: '요청하신 API를 찾을 수 없습니다.',
          },
        };
    if ('error' in answer) {
      const { status, ...rest } = answer.error;
      return new Response(JSON.stringify({ success: false, resultCode: status, ...rest }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(
      JSON.stringify({ success: true, resultCode: 200, message: 'OK', data: answer.data }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export const ok = (data: unknown): FakeAnswer => ({ data });
