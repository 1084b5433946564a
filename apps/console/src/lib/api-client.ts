import {
  type ApiClient,
  type ApiRequestError,
  createApiClient,
  downloadWith,
  isApiRequestError,
} from '@venue/client';

/**
 * How the staff console talks to /api/staff/* (decision 017, 025): the shared client
 * (`@venue/client`, decision 051) with the console's cookie session, so features only say which
 * call:
 *
 *     api.call(staffMe, undefined, { signal })
 *
 * - the browser sends the `venue_staff` cookie (same origin, credentials included); no member
 *   token is ever sent or renewed, so a phone used both as a member's and as a scanner keeps
 *   the member logged in;
 * - 10 s timeout; a cancelled call (TanStack Query's signal) fails quietly, logged with
 *   console.warn;
 * - every failure is the page's to show, in the server's Korean words (decision 004) or the
 *   client's fallback (a call with no response says the network is unstable): there is no
 *   global alert in the console. A 401 other than a refused login means the session is gone
 *   (`isStaffSessionLost`): StaffSessionWatch sends the operator to /staff/login and back
 *   afterwards, and a page shows only the other failures (`isPageRefusal`).
 */

export {
  API_TIMEOUT_MS,
  ApiRequestError,
  type DownloadedFile,
  type FieldError,
  fileNameOf,
  isApiRequestError,
} from '@venue/client';

const client: ApiClient = createApiClient();
const download = downloadWith();

/**
 * The shared client's calls, with a cancellation logged on its way to the caller; `download`
 * for a call that answers a file (the exports of decision 033).
 */
export const api = {
  call: ((endpoint, ...args) =>
    client.call(endpoint, ...args).catch(logCancelled(endpoint.path))) as ApiClient['call'],
  download: ((endpoint, ...args) =>
    download(endpoint, ...args).catch(logCancelled(endpoint.path))) as typeof download,
};

function logCancelled(path: string) {
  return (error: unknown): never => {
    if (isApiRequestError(error) && error.errorCode === 'CLIENT_CANCELLED') {
      console.warn(`[api] ${path}: ${error.errorCode}`, error.cause);
    }
    throw error;
  };
}

/** The login's own refusals: a wrong password or code, an old two-factor challenge. */
const LOGIN_REFUSALS = new Set(['STAFF_LOGIN_FAILED', 'STAFF_LOGIN_EXPIRED']);

/**
 * A staff call answered 401: no staff session, or it expired (STAFF_UNAUTHORIZED), or a proxy's
 * 401 without our envelope (CLIENT_SESSION_EXPIRED). The console then goes to its login page. A
 * refused login (STAFF_LOGIN_FAILED or STAFF_LOGIN_EXPIRED, also 401s) is no lost session: the
 * login form shows it.
 */
export function isStaffSessionLost(error: unknown): error is ApiRequestError {
  return (
    isApiRequestError(error) && error.resultCode === 401 && !LOGIN_REFUSALS.has(error.errorCode)
  );
}

/**
 * A failure the page shows itself: an answer of the API client, other than a lost session (which
 * StaffSessionWatch answers by leaving for the login).
 */
export function isPageRefusal(error: unknown): error is ApiRequestError {
  return isApiRequestError(error) && !isStaffSessionLost(error);
}

/** The server's words for a refusal, or `fallback` for a failure without them (no answer). */
export const refusalWords = (error: unknown, fallback: string) =>
  isApiRequestError(error) ? error.message : fallback;
