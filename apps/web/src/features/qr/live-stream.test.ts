import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkInStreamUrl,
  openCheckInStream,
  parseCheckInMessage,
  SSE_DEFAULT_RETRY_MS,
  SseParser,
} from './live-stream';

const QR_UUID = '3f1c2b7e-9a4d-4e2b-8c1f-5d6e7f8a9b0c';
const WELCOME = { programIdx: 7, tutorialYn: 'Y', tutorialLink: 'https://example.com/t/7' };

afterEach(() => {
  vi.useRealTimers();
});

describe('SseParser reads the event-stream format', () => {
  it('joins multi-line data, keeps the last id, takes retry and skips comments', () => {
    const parser = new SseParser();
    const events = parser.push(
      'retry: 1500\n: hb\n\nid: 4\ndata: {"a":\ndata: 1}\n\n: hb\nid: 5\nevent: other\ndata: x\n\n',
    );
    expect(events).toEqual([
      { id: '4', event: 'message', data: '{"a":\n1}' },
      { id: '5', event: 'other', data: 'x' },
    ]);
    expect(parser.retry).toBe(1500);
    expect(parser.lastEventId).toBe('5');
  });

  it('reads CRLF and CR line ends, also when a CRLF is split between chunks', () => {
    const parser = new SseParser();
    expect(parser.push('id: 1\r\ndata: a\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ id: '1', event: 'message', data: 'a' }]);
    expect(parser.push('data: b\r\rdata: c\n\n')).toEqual([
      { id: '1', event: 'message', data: 'b' },
      { id: '1', event: 'message', data: 'c' },
    ]);
  });

  it('waits for the blank line: a chunk that ends mid-event dispatches nothing yet', () => {
    const parser = new SseParser();
    expect(parser.push('data: hel')).toEqual([]);
    expect(parser.push('lo\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ id: null, event: 'message', data: 'hello' }]);
  });

  it('ignores a retry that is not digits and events without data', () => {
    const parser = new SseParser();
    expect(parser.push('retry: soon\nid: 9\n\n')).toEqual([]);
    expect(parser.retry).toBeNull();
    expect(parser.lastEventId).toBe('9');
  });
});

describe('parseCheckInMessage', () => {
  it.each([
    [JSON.stringify(WELCOME), WELCOME],
    [
      JSON.stringify({ programIdx: null, tutorialYn: 'N', tutorialLink: null }),
      { programIdx: null, tutorialYn: 'N', tutorialLink: null },
    ],
    ['not json', null],
    ['null', null],
    [JSON.stringify({ programIdx: '7', tutorialYn: 'Y', tutorialLink: null }), null],
    [JSON.stringify({ programIdx: 7, tutorialYn: 'yes', tutorialLink: null }), null],
  ])('%s → %j', (data, expected) => {
    expect(parseCheckInMessage(data)).toEqual(expected);
  });
});

/** A response whose body delivers the given chunks, then ends (or stays open with `hold`). */
function streamResponse(chunks: string[], { hold = false, status = 200 } = {}) {
  const encoder = new TextEncoder();
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hold) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  const response = new Response(body, {
    status,
    headers: { 'content-type': 'text/event-stream' },
  });
  return { response, wasCancelled: () => cancelled };
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}

describe('openCheckInStream', () => {
  it('sends the token and accept header, hands over the first message and stops reading', async () => {
    const first = streamResponse(
      ['retry: 3000\n\n: hb\n\n', `id: 11\ndata: ${JSON.stringify(WELCOME)}\n\n`],
      { hold: true },
    );
    const fetchMock = vi.fn<typeof fetch>(async () => first.response);
    const onMessage = vi.fn();
    const stream = openCheckInStream({
      qrUuid: QR_UUID,
      onMessage,
      fetch: fetchMock,
      getToken: () => 'jwt-1',
    });
    await expect(stream.done).resolves.toBe('message');
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(WELCOME);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/sse/subscribe?qrUuid=${QR_UUID}`);
    expect(headersOf(init)).toEqual({ accept: 'text/event-stream', 'x-access-token': 'jwt-1' });
    expect(first.wasCancelled()).toBe(true);
  });

  it('reconnects after the server retry time with Last-Event-ID, and gets the replayed message', async () => {
    vi.useFakeTimers();
    const responses = [
      streamResponse(['retry: 1200\n', 'id: 3\ndata: not-a-message\n\n']).response,
      streamResponse([`id: 4\ndata: ${JSON.stringify(WELCOME)}\n\n`]).response,
    ];
    const fetchMock = vi.fn<typeof fetch>(async () => responses.shift()!);
    const onMessage = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stream = openCheckInStream({
      qrUuid: QR_UUID,
      onMessage,
      fetch: fetchMock,
      getToken: () => 'jwt-1',
    });
    await vi.advanceTimersByTimeAsync(1199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(stream.done).resolves.toBe('message');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(fetchMock.mock.calls[1]![1])['last-event-id']).toBe('3');
    expect(onMessage).toHaveBeenCalledWith(WELCOME);
    warn.mockRestore();
  });

  it('waits the default 3000 ms after a network failure or a 5xx before trying again', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(streamResponse([`data: ${JSON.stringify(WELCOME)}\n\n`]).response);
    const stream = openCheckInStream({
      qrUuid: QR_UUID,
      onMessage: () => {},
      fetch: fetchMock,
      getToken: () => 'jwt-1',
    });
    await vi.advanceTimersByTimeAsync(SSE_DEFAULT_RETRY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SSE_DEFAULT_RETRY_MS);
    await expect(stream.done).resolves.toBe('message');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // No id was ever seen, so no Last-Event-ID is sent.
    expect(headersOf(fetchMock.mock.calls[2]![1])['last-event-id']).toBeUndefined();
    warn.mockRestore();
  });

  it.each([
    [404, 'notFound'],
    [401, 'unauthorized'],
    [498, 'unauthorized'],
  ])('stops for good on %i without retrying', async (status, end) => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ success: false }), { status }),
    );
    const stream = openCheckInStream({
      qrUuid: QR_UUID,
      onMessage: () => {},
      fetch: fetchMock,
      getToken: () => 'jwt-1',
    });
    await expect(stream.done).resolves.toBe(end);
    await vi.advanceTimersByTimeAsync(SSE_DEFAULT_RETRY_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not connect without a token', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    const stream = openCheckInStream({
      qrUuid: QR_UUID,
      onMessage: () => {},
      fetch: fetchMock,
      getToken: () => null,
    });
    await expect(stream.done).resolves.toBe('unauthorized');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes an open stream on close() and on the caller signal, and never reconnects', async () => {
    vi.useFakeTimers();
    const open = streamResponse([': hb\n\n'], { hold: true });
    const fetchMock = vi.fn<typeof fetch>(async () => open.response);
    const onMessage = vi.fn();
    const stream = openCheckInStream({
      qrUuid: QR_UUID,
      onMessage,
      fetch: fetchMock,
      getToken: () => 'jwt-1',
    });
    await vi.advanceTimersByTimeAsync(10);
    stream.close();
    await expect(stream.done).resolves.toBe('closed');
    expect(open.wasCancelled()).toBe(true);

    const controller = new AbortController();
    const other = streamResponse([], { hold: true });
    fetchMock.mockImplementation(async () => other.response);
    const second = openCheckInStream({
      qrUuid: QR_UUID,
      onMessage,
      fetch: fetchMock,
      getToken: () => 'jwt-1',
      signal: controller.signal,
    });
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(second.done).resolves.toBe('closed');
    await vi.advanceTimersByTimeAsync(SSE_DEFAULT_RETRY_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('escapes the qrUuid in the URL', () => {
    expect(checkInStreamUrl('a b&c')).toBe('/api/sse/subscribe?qrUuid=a%20b%26c');
  });
});
