import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserInfo as getUserInfoEndpoint } from '@venue/contract/endpoints';
import { useIsLoggedIn } from '../stores/session-store';
import { api } from './api-client';

/**
 * POST /api/getuserinfo (jwt): the member record (spec 000 §3, spec 001 §3). Spec 000 §8: a
 * failure is logged only, never alerted; the session watcher decides whether it ends the session.
 */
export function getUserInfo(signal?: AbortSignal) {
  return api.call(getUserInfoEndpoint, {}, { signal, alert: false });
}

export const userInfoQueryKey = ['session', 'userInfo'] as const;

export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: userInfoQueryKey,
    queryFn: ({ signal }) => getUserInfo(signal),
  });

/** The member's record; idle for guests (no jwt, nothing to ask). */
export function useUserInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...userInfoQueryOptions(), enabled: loggedIn });
}
