import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ClientErrorCode, isApiRequestError } from '../../../lib/api-client';
import { userInfoQueryKey, userInfoQueryOptions } from '../../../lib/user-info';
import { removeAccessToken, useIsLoggedIn } from '../../../stores/session-store';

const clientCodes: ReadonlySet<string> = new Set(Object.values(ClientErrorCode));

/**
 * Whether a failed user-info call means the session is gone: our server answered a 4xx (the
 * member no longer exists, the token is refused …). Network trouble, timeouts, rate limits and 5xx
 * keep the session; 401/498 are already handled by the API client (token removed, page reloaded).
 */
export function endsSession(error: unknown): boolean {
  if (!isApiRequestError(error) || error.silent || clientCodes.has(error.errorCode)) return false;
  const status = error.resultCode;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/**
 * Spec 001 §4 Session: on every navigation of a logged-in visitor the user info is fetched again;
 * if the server no longer accepts the session, the token goes and login is forced, with a way
 * back to where the visitor was. Renders nothing; mounted once next to the routes (app/index.tsx).
 */
export function SessionWatcher() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const here = location.pathname + location.search;
  const navigationKey = location.key;

  useEffect(() => {
    // The navigation itself is the trigger: each new history entry asks again.
    void navigationKey;
    if (!loggedIn) {
      queryClient.removeQueries({ queryKey: userInfoQueryKey });
      return;
    }
    let active = true;
    // staleTime 0: always ask; a request already in flight (StrictMode's second run) is joined.
    queryClient.fetchQuery({ ...userInfoQueryOptions(), staleTime: 0 }).catch((error: unknown) => {
      console.warn('[session] user info failed', error);
      if (!active || !endsSession(error)) return;
      removeAccessToken();
      navigate(paths.login.getHref(here), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigationKey, loggedIn, here, navigate, queryClient]);

  return null;
}
