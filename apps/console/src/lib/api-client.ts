import type { z } from 'zod';

/**
 * The one way the staff console talks to /api/staff/* (decision 017, 025). The visitor app has
 * its own client (apps/web/src/lib/api-client.ts) with the member's token; this one is the
 * cookie-session variant:
 *
 * - the browser sends the `venue_staff` cookie (same origin, credentials included); no member
 *   token is ever sent or renewed, so a phone used both as a member's and as a scanner keeps
 *   the member logged in;
 * - 10 s timeout; a cancelled call (TanStack Query's signal) fails silently;
 * - every failure is the page's to show, in the server's Korean words (decision 004): there is
 *   no global alert in the console. A 401 other than a refused login means the session is gone
 *   (`isStaffSessionLost`): the page sends the operator to /staff/login and back afterwards.
 *
 * Each call names its contract response schema as a type argument
 * (`api.post<typeof staffMeResponse>(…)`); the server validates every response against it, so
 * the client checks only the envelope. The caller gets `data`.
 */

export const API_TIMEOUT_MS = 10_000;

const UNKNOWN = '알 수 없는 오류가 발생했습니다.';
const UNSTABLE = '네트워크 연결이 불안정합니다. 잠시 후 다시 시도해주세요.';

/**
 * Failures that happen before or without our server's envelope: each code with the words the
 * page shows (the visitor app's, from spec 000 §8).
 */
const clientFailures = {
  CLIENT_CANCELLED: UNKNOWN,
  CLIENT_NO_RESPONSE: UNSTABLE,
  CLIENT_TIMEOUT: '응답이 지연되고 있어요(요청 시간 초과). 잠시 후 다시 시도해주세요.',
  CLIENT_OFFLINE: '인터넷 연결이 끊겼습니다. 연결 후 다시 시도해주세요.',
  CLIENT_UNSTABLE_NETWORK: UNSTABLE,
  /** a 401 without our envelope (a proxy's): the session is gone all the same */
  CLIENT_SESSION_EXPIRED: UNKNOWN,
  CLIENT_INVALID_RESPONSE: UNKNOWN,
  CLIENT_UNKNOWN: UNKNOWN,
} as const;
export type ClientErrorCode = keyof typeof clientFailures;

const NO_STATUS = 500;
const UNSTABLE_STATUSES = new Set([502, 503, 504]);

export type FieldError = { path: string; message: string };

export class ApiRequestError extends Error {
  readonly resultCode: number;
  readonly errorCode: string;
  /** The fields a validation failure names (decision 004), for a form to show beside them. */
  readonly fields: FieldError[] | undefined;

  constructor(init: {
    resultCode: number;
    errorCode: string;
    message: string;
    fields?: FieldError[] | undefined;
  }) {
    super(init.message);
    this.name = 'ApiRequestError';
    this.resultCode = init.resultCode;
    this.errorCode = init.errorCode;
    this.fields = init.fields;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** The login's own refusals: a wrong password or code, an old two-factor challenge. */
const LOGIN_REFUSALS = new Set(['STAFF_LOGIN_FAILED', 'STAFF_LOGIN_EXPIRED']);

/**
 * A staff call answered 401: no staff session, or it expired (STAFF_UNAUTHORIZED). The console
 * then goes to its login page. A refused login (STAFF_LOGIN_FAILED or STAFF_LOGIN_EXPIRED, also
 * 401s) is no lost session: the login form shows it.
 */
export function isStaffSessionLost(error: unknown): error is ApiRequestError {
  return (
    isApiRequestError(error) && error.resultCode === 401 && !LOGIN_REFUSALS.has(error.errorCode)
  );
}

type EnvelopeSchema = z.ZodType<{ data: unknown }>;

export type ApiRequestOptions = {
  /** JSON body; list calls send `{}`. A `FormData` goes as multipart (the media upload). */
  body?: unknown;
  /** The caller's signal (TanStack Query passes one); aborting it is a silent cancellation. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** A file a call answered (the exports of decision 033): its bytes and the name it came with. */
export type DownloadedFile = { blob: Blob; fileName: string };

export const api = {
  post: async <S extends EnvelopeSchema>(
    path: string,
    options: ApiRequestOptions = {},
  ): Promise<z.output<S>['data']> => (await send(path, options)) as z.output<S>['data'],
  /** A call that answers a file; its refusals are the same envelope errors as `post`'s. */
  download: async (path: string, options: ApiRequestOptions = {}): Promise<DownloadedFile> =>
    (await send(path, { ...options, file: true })) as DownloadedFile,
};

/** `filename*=UTF-8''…` (RFC 5987) first, then the plain `filename="…"`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a broken encoding: the plain name below
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

async function send(
  path: string,
  options: ApiRequestOptions & { file?: boolean },
): Promise<unknown> {
  // Our own controller carries both the timeout and the caller's cancellation, so we can tell
  // them apart afterwards.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const callerSignal = options.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    const multipart = options.body instanceof FormData;
    response = await fetch(path, {
      method: 'POST',
      // A multipart body sets its own Content-Type (with the boundary).
      headers: multipart
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: multipart ? (options.body as FormData) : JSON.stringify(options.body ?? {}),
      credentials: 'include',
      signal: controller.signal,
    });
    const json = response.headers.get('content-type')?.includes('application/json') ?? true;
    if (options.file && response.ok && !json) {
      return {
        blob: await response.blob(),
        fileName: fileNameOf(response.headers.get('content-disposition'), 'export'),
      } satisfies DownloadedFile;
    }
    text = await response.text();
  } catch (cause) {
    const error = transportError({ cancelled: callerSignal?.aborted === true, timedOut });
    if (error.errorCode === 'CLIENT_CANCELLED') {
      console.warn(`[api] ${path}: ${error.errorCode}`, cause);
    }
    error.cause = cause;
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }

  const json = parseJson(text);
  if (isRecord(json) && json.success === false && typeof json.errorCode === 'string') {
    // Our server's failure envelope (docs/decisions/004-api-envelope-and-errors.md).
    throw new ApiRequestError({
      resultCode: typeof json.resultCode === 'number' ? json.resultCode : response.status,
      errorCode: json.errorCode,
      message: typeof json.message === 'string' ? json.message : UNKNOWN,
      fields: Array.isArray(json.fields) ? (json.fields as FieldError[]) : undefined,
    });
  }
  if (!response.ok) {
    // No envelope: a proxy or load balancer answered instead of our server.
    if (response.status === 401) throw clientFailure('CLIENT_SESSION_EXPIRED', 401);
    throw clientFailure(
      UNSTABLE_STATUSES.has(response.status) ? 'CLIENT_UNSTABLE_NETWORK' : 'CLIENT_UNKNOWN',
      response.status || NO_STATUS,
    );
  }
  if (!isRecord(json) || json.success !== true || !('data' in json)) {
    console.warn(`[api] ${path}: the response is not an API envelope`);
    throw clientFailure('CLIENT_INVALID_RESPONSE');
  }
  return json.data;
}

function clientFailure(errorCode: ClientErrorCode, resultCode = NO_STATUS): ApiRequestError {
  return new ApiRequestError({ resultCode, errorCode, message: clientFailures[errorCode] });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function transportError(state: { cancelled: boolean; timedOut: boolean }): ApiRequestError {
  if (state.cancelled) return clientFailure('CLIENT_CANCELLED');
  if (state.timedOut) return clientFailure('CLIENT_TIMEOUT');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return clientFailure('CLIENT_OFFLINE');
  }
  return clientFailure('CLIENT_NO_RESPONSE');
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
