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

export const apiFallbackMessages = {
  timeout: '응답이 지연되고 있어요(요청 시간 초과). 잠시 후 다시 시도해주세요.',
  offline: '인터넷 연결이 끊겼습니다. 연결 후 다시 시도해주세요.',
  unstableNetwork: '네트워크 연결이 불안정합니다. 잠시 후 다시 시도해주세요.',
  unknown: '알 수 없는 오류가 발생했습니다.',
} as const;

/** Codes for failures that happen before or without our server's envelope. */
export const ClientErrorCode = {
  CANCELLED: 'CLIENT_CANCELLED',
  NO_RESPONSE: 'CLIENT_NO_RESPONSE',
  TIMEOUT: 'CLIENT_TIMEOUT',
  OFFLINE: 'CLIENT_OFFLINE',
  UNSTABLE_NETWORK: 'CLIENT_UNSTABLE_NETWORK',
  SESSION_EXPIRED: 'CLIENT_SESSION_EXPIRED',
  INVALID_RESPONSE: 'CLIENT_INVALID_RESPONSE',
} as const;

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

/**
 * A staff call answered 401: no staff session, or it expired (STAFF_UNAUTHORIZED). The console
 * then goes to its login page. A refused login (STAFF_LOGIN_FAILED, also a 401) is no lost
 * session: the login form shows it.
 */
export function isStaffSessionLost(error: unknown): error is ApiRequestError {
  return (
    isApiRequestError(error) && error.resultCode === 401 && error.errorCode !== 'STAFF_LOGIN_FAILED'
  );
}

type EnvelopeSchema = z.ZodType<{ data: unknown }>;

export type ApiRequestOptions = {
  /** JSON body; list calls send `{}`. */
  body?: unknown;
  /** The caller's signal (TanStack Query passes one); aborting it is a silent cancellation. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

export const api = {
  post: async <S extends EnvelopeSchema>(
    path: string,
    options: ApiRequestOptions = {},
  ): Promise<z.output<S>['data']> => (await send(path, options)) as z.output<S>['data'],
};

async function send(path: string, options: ApiRequestOptions): Promise<unknown> {
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
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(options.body ?? {}),
      credentials: 'include',
      signal: controller.signal,
    });
    text = await response.text();
  } catch (cause) {
    const error = transportError({ cancelled: callerSignal?.aborted === true, timedOut });
    if (error.errorCode === ClientErrorCode.CANCELLED) {
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
      message: typeof json.message === 'string' ? json.message : apiFallbackMessages.unknown,
      fields: Array.isArray(json.fields) ? (json.fields as FieldError[]) : undefined,
    });
  }
  if (!response.ok) {
    // No envelope: a proxy or load balancer answered instead of our server.
    if (response.status === 401) {
      throw new ApiRequestError({
        resultCode: 401,
        errorCode: ClientErrorCode.SESSION_EXPIRED,
        message: apiFallbackMessages.unknown,
      });
    }
    const unstable = UNSTABLE_STATUSES.has(response.status);
    throw new ApiRequestError({
      resultCode: response.status || NO_STATUS,
      errorCode: unstable ? ClientErrorCode.UNSTABLE_NETWORK : 'CLIENT_UNKNOWN',
      message: unstable ? apiFallbackMessages.unstableNetwork : apiFallbackMessages.unknown,
    });
  }
  if (!isRecord(json) || json.success !== true || !('data' in json)) {
    console.warn(`[api] ${path}: the response is not an API envelope`);
    throw new ApiRequestError({
      resultCode: NO_STATUS,
      errorCode: ClientErrorCode.INVALID_RESPONSE,
      message: apiFallbackMessages.unknown,
    });
  }
  return json.data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function transportError(state: { cancelled: boolean; timedOut: boolean }): ApiRequestError {
  const failure = (errorCode: string, message: string) =>
    new ApiRequestError({ resultCode: NO_STATUS, errorCode, message });
  if (state.cancelled) return failure(ClientErrorCode.CANCELLED, apiFallbackMessages.unknown);
  if (state.timedOut) return failure(ClientErrorCode.TIMEOUT, apiFallbackMessages.timeout);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return failure(ClientErrorCode.OFFLINE, apiFallbackMessages.offline);
  }
  return failure(ClientErrorCode.NO_RESPONSE, apiFallbackMessages.unstableNetwork);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
