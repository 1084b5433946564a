import type { Endpoint } from '@venue/contract';
import type { CallData, CallInput } from './types';

export const API_TIMEOUT_MS = 10_000;

/** Spec 000 §8 fallbacks, verbatim. */
export const apiFallbackMessages = {
  timeout: '응답이 지연되고 있어요(요청 시간 초과). 잠시 후 다시 시도해주세요.',
  offline: '인터넷 연결이 끊겼습니다. 연결 후 다시 시도해주세요.',
  unstableNetwork: '네트워크 연결이 불안정합니다. 잠시 후 다시 시도해주세요.',
  unknown: '알 수 없는 오류가 발생했습니다.',
} as const;

/** Codes for failures that happen before or without our server's envelope. */
const UNKNOWN = apiFallbackMessages.unknown;

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
const UNSTABLE_STATUSES = new Set([502, 503, 504]);

export type FieldError = { path: string; message: string };

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
  /** The fields a validation failure names (decision 004), for a form to show beside them. */
  readonly fields: FieldError[] | undefined;
  /**
   * Failures kept away from the visitor: cancelled, no response, an expired session. An app may
   * quiet one it answers itself (the web's maintenance page).
   */
  silent: boolean;

  constructor(init: Omit<ApiErrorShape, 'success'> & { fields?: FieldError[]; silent?: boolean }) {
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

export type CallOptions = {
  /** The caller's signal (TanStack Query passes one); aborting it is a silent cancellation. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

export type ClientConfig = {
  /** Headers every request carries besides Accept and Content-Type (the member token). */
  headers?: () => Record<string, string>;
  /** Sees each response before its body is read; may throw to answer the call instead. */
  onResponse?: (response: Response, endpoint: Endpoint) => void;
  /** How requests leave; the web's server renderer swaps in an in-process one. */
  transport?: () => typeof fetch;
};

/**
 * A call's input and options; the input may be left out when the call takes none. An app that
 * wraps `call` passes its own options type (the visitor app's `alert`).
 */
export type CallArgs<E extends Endpoint, O = CallOptions> =
  undefined extends CallInput<E>
    ? [input?: CallInput<E> | FormData, options?: O]
    : [input: CallInput<E> | FormData, options?: O];

export type ApiClient = {
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallData<E>>;
};

export function createApiClient(config: ClientConfig = {}): ApiClient {
  return {
    call: (endpoint, ...[input, options]) =>
      send(config, endpoint, input, options ?? {}) as Promise<never>,
  };
}

/**
 * One request and its answer. `readFile` (downloads only, ./download.ts) may answer a successful
 * response that is not JSON itself; kept out of here so an app that never downloads carries none
 * of it.
 */
export async function send(
  config: ClientConfig,
  endpoint: Endpoint,
  input: unknown,
  options: CallOptions,
  readFile?: (response: Response) => Promise<unknown> | undefined,
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...config.headers?.() };
  let url: string = endpoint.path;
  let body: string | FormData | undefined;
  const get = endpoint.method === 'GET';
  if (get) {
    url = withQuery(url, input);
  } else if (input instanceof FormData) {
    // A multipart upload: the browser writes its content type, with the boundary.
    body = input;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }

  // Our own controller carries both the timeout and the caller's cancellation, so we can tell
  // them apart afterwards: a timeout is shown, a cancellation stays silent.
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
    const transport = config.transport?.() ?? fetch;
    response = await transport(url, {
      // The table has GET and POST calls only; the web's build writes POST endpoints without it.
      method: get ? 'GET' : 'POST',
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    config.onResponse?.(response, endpoint);
    const file = response.ok ? readFile?.(response) : undefined;
    if (file) return await file;
    // Reading the body is part of the request: a timeout or cancel can still hit here.
    text = await response.text();
  } catch (cause) {
    if (isApiRequestError(cause)) throw cause;
    const error = transportError({ cancelled: callerSignal?.aborted === true, timedOut });
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
      resultCode:
        typeof json.resultCode === 'number' && json.resultCode
          ? json.resultCode
          : response.status || NO_STATUS,
      errorCode: json.errorCode,
      message: typeof json.message === 'string' && json.message ? json.message : UNKNOWN,
      fields: Array.isArray(json.fields) ? (json.fields as FieldError[]) : undefined,
    });
  }
  if (!response.ok) {
    // No envelope: a proxy or load balancer answered instead of our server.
    if (response.status === 401) throw clientFailure('SESSION_EXPIRED', 401);
    const unstable = UNSTABLE_STATUSES.has(response.status);
    throw clientFailure(unstable ? 'UNSTABLE_NETWORK' : 'UNKNOWN', response.status || NO_STATUS);
  }
  if (!isRecord(json) || json.success !== true || !('data' in json)) {
    console.warn(`[api] ${endpoint.path}: the response is not an API envelope`);
    throw clientFailure('INVALID_RESPONSE');
  }
  return json.data;
}

/**
 * Each client failure's words and whether it is kept from the visitor (true). Its code is
 * `CLIENT_` and its name, as `ClientErrorCode` lists them.
 */
const clientFailures: Record<keyof typeof ClientErrorCode, [message: string, silent?: true]> = {
  CANCELLED: [UNKNOWN, true],
  NO_RESPONSE: [apiFallbackMessages.unstableNetwork, true],
  TIMEOUT: [apiFallbackMessages.timeout],
  OFFLINE: [apiFallbackMessages.offline],
  UNSTABLE_NETWORK: [apiFallbackMessages.unstableNetwork],
  SESSION_EXPIRED: [UNKNOWN, true],
  INVALID_RESPONSE: [UNKNOWN],
  UNKNOWN: [UNKNOWN],
};

export function clientFailure(
  code: keyof typeof ClientErrorCode,
  resultCode = NO_STATUS,
): ApiRequestError {
  const [message, silent] = clientFailures[code];
  return new ApiRequestError({ resultCode, errorCode: `CLIENT_${code}`, message, silent });
}

function transportError(state: { cancelled: boolean; timedOut: boolean }): ApiRequestError {
  if (state.cancelled) return clientFailure('CANCELLED');
  if (state.timedOut) return clientFailure('TIMEOUT');
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return clientFailure('OFFLINE');
  }
  return clientFailure('NO_RESPONSE');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function withQuery(path: string, query: unknown): string {
  if (!isRecord(query)) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
