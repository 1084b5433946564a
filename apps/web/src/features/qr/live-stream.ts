import type { SseMessage } from '@venue/contract';
import { sseSubscribe } from '@venue/contract/endpoints';
import { getAccessToken } from '../../stores/session-store';

/**
 * The live welcome (spec 000 §4, decision 017): GET /api/sse/subscribe?qrUuid=… is a server-sent
 * event stream that carries one check-in message when staff scan the member's QR.
 *
 * Why not `EventSource`, and why not lib/api-client: the stream needs the member's token in
 * `x-access-token`, which `EventSource` cannot send, and it is not a JSON envelope with a 10 s
 * timeout but a body that stays open for hours. So this file is the one place that calls `fetch`
 * directly, reads the body as it arrives and parses the SSE wire format itself. Keep it small:
 *
 * - `SseParser` turns text chunks into events (`id:`, `data:` (several lines join with \n),
 *   `event:`, `retry:`, `:` comments, LF, CRLF or CR line ends, even split across chunks).
 * - `openCheckInStream` connects, hands the first message to `onMessage` and closes (the spec
 *   closes the stream after the first message). When the connection drops it reconnects after
 *   `retry` ms (default 3000, or what the server said) with `Last-Event-ID` of the last event, so
 *   the server replays a check-in made in the gap. 404 (not the member's pass of today), 401/498
 *   (no session) and 403 end it for good, as does `close()` or the caller's signal.
 */

/** Spec-default reconnection delay until the server sends `retry:`. */
export const SSE_DEFAULT_RETRY_MS = 3000;

export type SseEvent = { id: string | null; event: string; data: string };

/** An incremental parser of the text/event-stream format (WHATWG HTML §9.2.6). */
export class SseParser {
  /** The last event id seen (kept across events, as the format says). */
  lastEventId: string | null = null;
  /** The reconnection time the server asked for, in ms; null until it says. */
  retry: number | null = null;
  private buffer = '';
  private data: string[] = [];
  private eventType = '';
  /** A chunk ended in CR: a LF at the start of the next chunk belongs to the same line end. */
  private pendingCr = false;

  push(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    const events: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A CR at the very end may be the first half of a CRLF split between chunks.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) {
        this.pendingCr = true;
      }
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null; // a comment: the server's heartbeat
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        this.data.push(value);
        break;
      case 'event':
        this.eventType = value;
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
        break; // unknown fields are ignored
    }
    return null;
  }

  private dispatch(): SseEvent | null {
    const data = this.data;
    const eventType = this.eventType;
    this.data = [];
    this.eventType = '';
    if (data.length === 0) return null;
    return {
      id: this.lastEventId,
      event: eventType || 'message',
      data: data.join('\n'),
    };
  }
}

/** The check-in message of a `data:` line, or null when it is not one (checked without zod). */
export function parseCheckInMessage(data: string): SseMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { programIdx, tutorialYn, tutorialLink } = value as Record<string, unknown>;
  const idOk =
    programIdx === null || (typeof programIdx === 'number' && Number.isInteger(programIdx));
  const linkOk = tutorialLink === null || typeof tutorialLink === 'string';
  if (!idOk || !linkOk || (tutorialYn !== 'Y' && tutorialYn !== 'N')) return null;
  return {
    programIdx: programIdx as number | null,
    tutorialYn,
    tutorialLink: tutorialLink as string | null,
  };
}

/** Why the stream stopped for good. */
export type StreamEnd =
  /** the first message arrived and was handed over */
  | 'message'
  /** close() or the caller's signal */
  | 'closed'
  /** 404: not the member's pass of today (expired at midnight, or never theirs) */
  | 'notFound'
  /** 401/403/498 or no token: the session cannot open the stream */
  | 'unauthorized';

const TERMINAL: Record<number, StreamEnd> = {
  401: 'unauthorized',
  403: 'unauthorized',
  404: 'notFound',
  498: 'unauthorized',
};

export type CheckInStreamOptions = {
  qrUuid: string;
  onMessage: (message: SseMessage) => void;
  /** aborting it closes the stream, like close() */
  signal?: AbortSignal;
  /** tests hand in a fake; the browser's fetch otherwise */
  fetch?: typeof fetch;
  /** the member's token; session-store's by default */
  getToken?: () => string | null;
};

export type CheckInStream = { close: () => void; done: Promise<StreamEnd> };

export function checkInStreamUrl(qrUuid: string): string {
  return `${sseSubscribe.path}?qrUuid=${encodeURIComponent(qrUuid)}`;
}

/** Opens the member's check-in stream; see the file comment for the rules. */
export function openCheckInStream(options: CheckInStreamOptions): CheckInStream {
  const controller = new AbortController();
  const close = () => controller.abort();
  if (options.signal) {
    if (options.signal.aborted) controller.abort();
    else options.signal.addEventListener('abort', close, { once: true });
  }
  const done = run(options, controller.signal).finally(() =>
    options.signal?.removeEventListener('abort', close),
  );
  return { close, done };
}

async function run(options: CheckInStreamOptions, signal: AbortSignal): Promise<StreamEnd> {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const getToken = options.getToken ?? getAccessToken;
  const parser = new SseParser();
  while (!signal.aborted) {
    const token = getToken();
    if (!token) return 'unauthorized';
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      'x-access-token': token,
    };
    if (parser.lastEventId !== null) headers['last-event-id'] = parser.lastEventId;
    try {
      const response = await fetchImpl(checkInStreamUrl(options.qrUuid), {
        headers,
        signal,
        credentials: 'include',
        cache: 'no-store',
      });
      const terminal = TERMINAL[response.status];
      if (terminal) {
        await response.body?.cancel().catch(() => {});
        return terminal;
      }
      if (response.ok && response.body) {
        const message = await readUntilMessage(response.body, parser, signal);
        if (message) {
          options.onMessage(message);
          return 'message';
        }
      } else {
        await response.body?.cancel().catch(() => {});
      }
    } catch (error) {
      if (signal.aborted) return 'closed';
      console.warn('[qr] check-in stream dropped', error);
    }
    // The server closed the stream, answered 5xx or the network dropped: try again.
    if (!(await sleep(parser.retry ?? SSE_DEFAULT_RETRY_MS, signal))) return 'closed';
  }
  return 'closed';
}

/** Reads events until the first check-in message (then stops reading); null when the body ends. */
async function readUntilMessage(
  body: ReadableStream<Uint8Array>,
  parser: SseParser,
  signal: AbortSignal,
): Promise<SseMessage | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const stop = () => void reader.cancel().catch(() => {});
  signal.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return null;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) {
        if (event.event !== 'message') continue;
        const message = parseCheckInMessage(event.data);
        if (message) {
          stop(); // spec 000 §4: the stream closes after the first message
          return message;
        }
        console.warn('[qr] ignored a check-in event that is not a message', event.data);
      }
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/** Waits `ms`; false when the signal aborted meanwhile. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
