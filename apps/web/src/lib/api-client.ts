import { isMaintenanceOpenPage } from '@venue/contract/domain';
import type { z } from 'zod';
import { showAlert } from '../stores/alert-store';
import { getAccessToken, removeAccessToken, setAccessToken } from '../stores/session-store';

/**
 * The one way the web app talks to /api (spec 000 §7–8). Every rule of the spec's call table and
 * error catalogue lives here, so features only say which call and which schema:
 *
 * - 10 s timeout, credentials included, `x-access-token` from localStorage `jwt`;
 * - a `new-access-token` response header replaces the stored token;
 * - 401/498: the token is removed and the page reloads (only when a token was sent, otherwise a
 *   guest hitting a member-only call would reload forever);
 * - cancelled calls (the caller's signal, e.g. TanStack Query) and no-response network failures
 *   are silent, logged with console.warn;
 * - every other failure alerts with the server's message or the spec's Korean fallback, unless
 *   the call opts out (floors, banners and terms failures are ignored per spec 000 §8).
 * The staff console is an app of its own with its own client (apps/console, decision 025).
 *
 * Each call names its contract response schema as a type argument
 * (`api.post<typeof noticeListResponse>(…)`): the server already validates every response against
 * that schema, so the client checks only the envelope and keeps zod out of the first-visit bundle
 * (docs/decisions/010-web-bundle-budget.md). The caller gets `data`.
 */

export const API_TIMEOUT_MS = 10_000;

/**
 * How requests leave: the browser's fetch. The server-side renderer (entry-server.tsx) swaps in
 * a transport that dispatches into the API in process, for the public reads of a first page.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** Spec 000 §8 fallbacks, verbatim. */
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
  UNKNOWN: 'CLIENT_UNKNOWN',
} as const;

/** Spec 000 §8: "Error result: resultCode (status or 500), success false, message". */
const NO_STATUS = 500;
const SESSION_STATUSES = new Set([401, 498]);
const UNSTABLE_STATUSES = new Set([502, 503, 504]);

export type ApiErrorShape = {
  resultCode: number;
  success: false;
  errorCode: string;
  message: string;
};

export class ApiRequestError extends Error implements ApiErrorShape {
  readonly success = false as const;
  readonly resultCode: number;
  readonly errorCode: string;
  readonly fields: { path: string; message: string }[] | undefined;
  /** Failures the spec keeps away from the visitor: cancelled, no response, expired session. */
  readonly silent: boolean;

  constructor(
    init: ApiErrorShape & { fields?: { path: string; message: string }[]; silent?: boolean },
  ) {
    super(init.message);
    this.name = 'ApiRequestError';
    this.resultCode = init.resultCode;
    this.errorCode = init.errorCode;
    this.fields = init.fields;
    this.silent = init.silent ?? false;
  }

  toJSON(): ApiErrorShape {
    return {
      resultCode: this.resultCode,
      success: false,
      errorCode: this.errorCode,
      message: this.message,
    };
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

/** Side effects the client performs, swappable in tests (jsdom cannot reload a page). */
export const apiClientEffects = {
  reloadPage: (): void => window.location.reload(),
  showInspection: (): void => {
    if (window.location.pathname !== '/inspection') window.location.replace('/inspection');
  },
  alert: (message: string): void => {
    showAlert({ title: message });
  },
};

type EnvelopeSchema = z.ZodType<{ data: unknown }>;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST';
  /**
   * JSON body for POST; list calls send `{}` as the spec's "empty" payload. A FormData is sent
   * as multipart as it is (the one multipart call: POST /api/inquiry/insert).
   */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** The caller's signal (TanStack Query passes one); aborting it is a silent cancellation. */
  signal?: AbortSignal;
  /** Show the global alert on failure (default true); a function decides per error. */
  alert?: boolean | ((error: ApiRequestError) => boolean);
  timeoutMs?: number;
};

export async function apiRequest<S extends EnvelopeSchema>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<z.output<S>['data']> {
  try {
    return (await send(path, options)) as z.output<S>['data'];
  } catch (error) {
    const normalised = isApiRequestError(error)
      ? error
      : new ApiRequestError({
          resultCode: NO_STATUS,
          success: false,
          errorCode: ClientErrorCode.UNKNOWN,
          message: apiFallbackMessages.unknown,
        });
    if (normalised.silent) {
      console.warn(`[api] ${path}: ${normalised.errorCode}`, normalised.cause ?? '');
    } else if (wantsAlert(options.alert, normalised)) {
      apiClientEffects.alert(normalised.message);
    }
    throw normalised;
  }
}

export const api = {
  get: <S extends EnvelopeSchema>(path: string, options?: Omit<ApiRequestOptions, 'method'>) =>
    apiRequest<S>(path, { ...options, method: 'GET' }),
  post: <S extends EnvelopeSchema>(path: string, options?: Omit<ApiRequestOptions, 'method'>) =>
    apiRequest<S>(path, { ...options, method: 'POST' }),
};

function wantsAlert(setting: ApiRequestOptions['alert'], error: ApiRequestError): boolean {
  if (setting === undefined) return true;
  return typeof setting === 'function' ? setting(error) : setting;
}

async function send(path: string, options: ApiRequestOptions): Promise<unknown> {
  const method = options.method ?? 'POST';
  const token = getAccessToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers['x-access-token'] = token;
  let body: string | FormData | undefined;
  if (method === 'POST' && options.body instanceof FormData) {
    // A multipart upload (the inquiry form's photos): the browser writes its content type.
    body = options.body;
  } else if (method === 'POST') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  // Our own controller carries both the timeout and the caller's cancellation, so we can tell
  // them apart afterwards: a timeout alerts, a cancellation stays silent.
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
    response = await transport(withQuery(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    // Reading the body is part of the request: a timeout or cancel can still hit here.
    text = await response.text();
  } catch (cause) {
    const error = transportError({ cancelled: callerSignal?.aborted === true, timedOut });
    error.cause = cause;
    throw error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }

  const renewed = response.headers.get('new-access-token');
  if (renewed) setAccessToken(renewed);

  if (SESSION_STATUSES.has(response.status) && token) {
    removeAccessToken();
    apiClientEffects.reloadPage();
    throw new ApiRequestError({
      resultCode: response.status,
      success: false,
      errorCode: ClientErrorCode.SESSION_EXPIRED,
      message: apiFallbackMessages.unknown,
      silent: true,
    });
  }

  const json = parseJson(text);
  const failure = asErrorEnvelope(json);
  if (!response.ok || failure) {
    // The venue's maintenance window is on (decision 030): the visitor goes to /inspection,
    // except from My QR, which keeps working so entry at the door goes on.
    const maintenance = failure?.errorCode === 'UNDER_MAINTENANCE';
    if (maintenance && !isMaintenanceOpenPage(window.location.pathname)) {
      apiClientEffects.showInspection();
    }
    if (failure) {
      throw new ApiRequestError({
        resultCode: failure.resultCode || response.status || NO_STATUS,
        success: false,
        errorCode: failure.errorCode,
        message: failure.message || apiFallbackMessages.unknown,
        fields: failure.fields,
        silent: maintenance,
      });
    }
    // No envelope: a proxy or load balancer answered instead of our server.
    const unstable = UNSTABLE_STATUSES.has(response.status);
    throw new ApiRequestError({
      resultCode: response.status || NO_STATUS,
      success: false,
      errorCode: unstable ? ClientErrorCode.UNSTABLE_NETWORK : ClientErrorCode.UNKNOWN,
      message: unstable ? apiFallbackMessages.unstableNetwork : apiFallbackMessages.unknown,
    });
  }

  if (!isSuccessEnvelope(json)) {
    console.warn(`[api] ${path}: the response is not an API envelope`);
    throw new ApiRequestError({
      resultCode: NO_STATUS,
      success: false,
      errorCode: ClientErrorCode.INVALID_RESPONSE,
      message: apiFallbackMessages.unknown,
    });
  }
  return json.data;
}

type ErrorEnvelope = ApiErrorShape & { fields?: { path: string; message: string }[] };

/** Our server's failure envelope (docs/decisions/004-api-envelope-and-errors.md), or null. */
function asErrorEnvelope(json: unknown): ErrorEnvelope | null {
  if (!isRecord(json) || json.success !== false) return null;
  if (typeof json.errorCode !== 'string' || typeof json.message !== 'string') return null;
  return {
    success: false,
    resultCode: typeof json.resultCode === 'number' ? json.resultCode : NO_STATUS,
    errorCode: json.errorCode,
    message: json.message,
    fields: Array.isArray(json.fields) ? (json.fields as ErrorEnvelope['fields']) : undefined,
  };
}

function isSuccessEnvelope(json: unknown): json is { success: true; data: unknown } {
  return isRecord(json) && json.success === true && 'data' in json;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function transportError(state: { cancelled: boolean; timedOut: boolean }): ApiRequestError {
  if (state.cancelled) {
    return new ApiRequestError({
      resultCode: NO_STATUS,
      success: false,
      errorCode: ClientErrorCode.CANCELLED,
      message: apiFallbackMessages.unknown,
      silent: true,
    });
  }
  if (state.timedOut) {
    return new ApiRequestError({
      resultCode: NO_STATUS,
      success: false,
      errorCode: ClientErrorCode.TIMEOUT,
      message: apiFallbackMessages.timeout,
    });
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new ApiRequestError({
      resultCode: NO_STATUS,
      success: false,
      errorCode: ClientErrorCode.OFFLINE,
      message: apiFallbackMessages.offline,
    });
  }
  return new ApiRequestError({
    resultCode: NO_STATUS,
    success: false,
    errorCode: ClientErrorCode.NO_RESPONSE,
    message: apiFallbackMessages.unknown,
    silent: true,
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}
