import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMainTitleInfo as getMainTitleInfoEndpoint } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../stores/session-store';

/**
 * POST /api/getMainTitleInfo (spec 000 §7, jwt only): the home header block — userName, qrAuthYn,
 * visitCnt, loginCnt and the member's reserveEntryList. Like the user info (spec 000 §8), a
 * failure is logged, never alerted: the home then greets the member without the block's data.
 */
export function getMainTitleInfo(signal?: AbortSignal) {
  return api.call(getMainTitleInfoEndpoint, {}, { signal, alert: false });
}

export const mainTitleInfoQueryKey = ['home', 'mainTitleInfo'] as const;

export const mainTitleInfoQueryOptions = () =>
  queryOptions({
    queryKey: mainTitleInfoQueryKey,
    queryFn: ({ signal }) => getMainTitleInfo(signal),
  });

/** The header block of the signed-in member; idle for guests (no jwt, nothing to ask). */
export function useMainTitleInfo() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...mainTitleInfoQueryOptions(), enabled: loggedIn });
}
