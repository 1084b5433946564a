import {
  type ApiClient,
  type ApiRequestError,
  type CallArgs,
  type CallData,
  type CallOptions,
  clientFailure,
  createApiClient,
  isApiRequestError,
} from '@venue/client';
import type { Endpoint } from '@venue/contract';
import { isMaintenanceOpenPage } from '@venue/contract/domain';
import { showAlert } from '../stores/alert-store';
import { getAccessToken, removeAccessToken, setAccessToken } from '../stores/session-store';

/**
 * How the web app talks to /api (spec 000 §7–8): the shared client (`@venue/client`, decision
 * 051) with the visitor's rules around it, so features only say which call:
 *
 *     api.call(noticeList, {}, { signal, alert: false })
 *
 * - `x-access-token` from localStorage `jwt`; a `new-access-token` response header replaces it;
 * - 401/498: the token is removed and the page reloads (only when a token was sent, otherwise a
 *   guest hitting a member-only call would reload forever);
 * - the venue's maintenance window (UNDER_MAINTENANCE) sends the visitor to /inspection, except
 *   from the pages that keep working in it (My QR);
 * - cancelled calls and no-response failures are silent, logged with console.warn;
 * - every other failure alerts with the server's message or the spec's Korean fallback, unless
 *   the call opts out (floors, banners and terms failures are ignored per spec 000 §8).
 * The staff console wraps the same client with its cookie session (apps/console).
 */

export {
  API_TIMEOUT_MS,
  type ApiErrorShape,
  ApiRequestError,
  apiFallbackMessages,
  ClientErrorCode,
  isApiRequestError,
} from '@venue/client';

/**
 * How requests leave: the browser's fetch. The server-side renderer (entry-server.tsx) swaps in
 * a transport that dispatches into the API in process, for the public reads of a first page.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

const INSTANCE_STATUSES = new Set([401, 498]);

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

export type WebCallOptions = CallOptions & {
  /** Show the global alert on failure (default true); a function decides per error. */
  alert?: boolean | ((error: ApiRequestError) => boolean);
};

const client: ApiClient = createApiClient({
  transport: () => transport,
  headers: (): Record<string, string> => {
    const token = getAccessToken();
    return token ? { 'x-access-token': token } : {};
  },
  onResponse: (response) => {
    const renewed = response.headers.get('new-access-token');
    if (renewed) setAccessToken(renewed);
    if (INSTANCE_STATUSES.has(response.status) && getAccessToken()) {
      removeAccessToken();
      apiClientEffects.reloadPage();
      throw clientFailure('SESSION_EXPIRED', response.status);
    }
  },
});

async function call<E extends Endpoint>(
  endpoint: E,
  ...[input, options]: CallArgs<E, WebCallOptions>
): Promise<CallData<E>> {
  try {
    return await client.call(endpoint, input as never, options);
  } catch (error) {
    const failure = isApiRequestError(error) ? error : clientFailure('UNKNOWN');
    // The venue's maintenance window is on (decision 030): the visitor goes to /inspection,
    // except from My QR, which keeps working so entry at the door goes on. The failure is
    // silent, so no page adds its own alert on the way.
    if (failure.errorCode === 'UNDER_MAINTENANCE') {
      if (!isMaintenanceOpenPage(window.location.pathname)) apiClientEffects.showInspection();
      failure.silent = true;
    }
    if (failure.silent) {
      console.warn(`[api] ${endpoint.path}: ${failure.errorCode}`, failure.cause ?? '');
    } else if (wantsAlert(options?.alert, failure)) {
      apiClientEffects.alert(failure.message);
    }
    throw failure;
  }
}

export const api = { call };

function wantsAlert(setting: WebCallOptions['alert'], error: ApiRequestError): boolean {
  if (setting === undefined) return true;
  return typeof setting === 'function' ? setting(error) : setting;
}
