import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BannerListItem } from '@venue/contract';
import type { TelecomCode } from '@venue/contract/domain';
import { bannerList, loginBannerList } from '@venue/contract/endpoints';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { localStorageKeys, readLocal } from '../../../lib/storage-keys';
import { userInfoQueryOptions } from '../../../lib/user-info';
import { getAccessToken, useIsLoggedIn } from '../../../stores/session-store';

/**
 * The banner list (spec 000 §3, §4, §6, §7): promotion (BANNER), bottom-sheet (BOTTOM), popup
 * (POPUP), side-menu (LNB) and QR-page banners, in ONE list. The home's carousel and overlays and
 * the side menu all read this one query (with `select`), so a page load asks once.
 *
 * - Which call: POST /api/login/banner/list when a jwt exists and the member's telecomCode is
 *   not 01; otherwise POST /api/banner/list (carrier 01 is treated like a guest, spec 000 §6).
 *   Body `{nServiceCheckYn, telecomCode}` from localStorage (written by useBannerAudience).
 *   A member whose telecomCode is not stored yet (the first page view after a login) waits for
 *   the user info (the same query the session watcher runs) instead of guessing, so the list is
 *   not loaded twice.
 * - When: once per login state. The query key is the audience, `guest` or `member:{userIdx}`
 *   (read from the jwt's subject), and staleTime is Infinity, so logging in, out or as someone
 *   else loads again and nothing else does. The lists of other audiences are dropped when the
 *   audience changes (spec 000 §4 "banners reset and reload"). useBannerAudience invalidates the
 *   list in the rare case the stored carrier turns out wrong (01 ↔ other).
 * - Failures: silent (spec 000 §8), the list is empty; a later mount tries again.
 */

export const bannerListQueryKeyRoot = ['banners', 'list'] as const;

export type BannerAudienceKey = 'guest' | `member:${string}`;

/** The member's id from the jwt's `sub` claim, only to key the cache (the server verifies it). */
export function memberKeyOf(token: string): string {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    const sub = (json as { sub?: unknown } | null)?.sub;
    if (typeof sub === 'string' && /^\d{1,10}$/.test(sub)) return sub;
  } catch {
    // Not a JWT we can read: key by the login state alone.
  }
  return 'unknown';
}

export function bannerAudienceOf(token: string | null): BannerAudienceKey {
  return token ? `member:${memberKeyOf(token)}` : 'guest';
}

/** The audience right now (for callers outside React, e.g. the shell's idle prefetch). */
export function currentBannerAudience(): BannerAudienceKey {
  return bannerAudienceOf(getAccessToken());
}

async function telecomCodeFor(audience: BannerAudienceKey, client: QueryClient) {
  const stored = readLocal(localStorageKeys.telecomCode);
  if (stored || audience === 'guest') return stored;
  try {
    return (await client.fetchQuery(userInfoQueryOptions())).telecomCode;
  } catch {
    return null;
  }
}

export async function getBannerList(
  audience: BannerAudienceKey,
  client: QueryClient,
  signal?: AbortSignal,
): Promise<BannerListItem[]> {
  const telecomCode = await telecomCodeFor(audience, client);
  const nServiceCheckYn = readLocal(localStorageKeys.nServiceCheckYn);
  const member = audience !== 'guest' && telecomCode !== '01';
  return api.call(
    member ? loginBannerList : bannerList,
    {
      ...(nServiceCheckYn === 'Y' || nServiceCheckYn === 'N' ? { nServiceCheckYn } : {}),
      // The stored code is the member's, as the server answered it; the server checks it again.
      ...(telecomCode ? { telecomCode: telecomCode as TelecomCode } : {}),
    },
    { signal, alert: false },
  );
}

export const bannerListQueryOptions = (audience: BannerAudienceKey = currentBannerAudience()) =>
  queryOptions({
    queryKey: [...bannerListQueryKeyRoot, audience],
    queryFn: ({ signal, client }) => getBannerList(audience, client, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

const EMPTY: BannerListItem[] = [];

/**
 * The banner list of the current login state. `select` narrows it (keep the function stable:
 * declare it at module level); the result's `data` is the selection of an empty list while
 * loading or after a failure.
 */
export function useBannerList<T = BannerListItem[]>({
  enabled = true,
  select,
}: {
  enabled?: boolean;
  select?: (banners: BannerListItem[]) => T;
} = {}) {
  const loggedIn = useIsLoggedIn();
  const audience = bannerAudienceOf(loggedIn ? getAccessToken() : null);
  const queryClient = useQueryClient();

  useEffect(() => {
    queryClient.removeQueries({
      queryKey: bannerListQueryKeyRoot,
      predicate: (query) => query.queryKey[2] !== audience,
    });
  }, [audience, queryClient]);

  const query = useQuery({ ...bannerListQueryOptions(audience), enabled, select });
  const data = query.data ?? (select ? select(EMPTY) : (EMPTY as T));
  return { ...query, data };
}

export function bannersOfType(
  banners: readonly BannerListItem[],
  type: BannerListItem['bannerType'],
) {
  return banners.filter((banner) => banner.bannerType === type);
}
