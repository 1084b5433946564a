import { vi } from 'vitest';

/** What a fake endpoint answers: data (the success envelope) or a failure envelope. */
export type FakeAnswer =
  | { data: unknown }
  | { error: { status: number; errorCode: string; message: string; fields?: unknown[] } };

export type FakeCall = {
  path: string;
  body: Record<string, unknown>;
  /** every header the call sent (a console call never sends a member token) */
  headers: Record<string, string>;
};

export type FakeHandler = (
  body: Record<string, unknown>,
  call: FakeCall,
) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A `fetch` stand-in at the network edge for the console's component tests: answers each /api
 * path from a handler in the contract's envelope (unknown paths answer 404 API_NOT_FOUND like the
 * server) and records every call. The API client, TanStack Query and the pages run for real
 * above it.
 */
export function fakeApi(handlers: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://test');
    const call: FakeCall = {
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : {},
      headers: { ...((init?.headers ?? {}) as Record<string, string>) },
    };
    calls.push(call);
    const handler = handlers[url.pathname];
    const answer = handler
      ? await handler(call.body, call)
      : refusal(404, 'API_NOT_FOUND', '요청하신 API를 찾을 수 없습니다.');
    const [status, envelope] =
      'error' in answer
        ? [
            answer.error.status,
            { success: false, resultCode: answer.error.status, ...answer.error },
          ]
        : [200, { success: true, resultCode: 200, message: 'OK', data: answer.data }];
    return new Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export const ok = (data: unknown): FakeAnswer => ({ data });

/** A failure envelope as the server words it (decision 004). */
export const refusal = (status: number, errorCode: string, message: string): FakeAnswer => ({
  error: { status, errorCode, message },
});

/** A refused save whose fields the server names (400 INVALID_INPUT, decision 004). */
export const invalidInput = (fields: { path: string; message: string }[]): FakeAnswer => ({
  error: { status: 400, errorCode: 'INVALID_INPUT', message: '입력값을 확인해 주세요.', fields },
});
