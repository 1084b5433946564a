import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { localStorageKeys, readLocal, writeLocal } from '../../lib/storage-keys';
import { useUserInfo } from '../../lib/user-info';
import { useIsLoggedIn } from '../../stores/session-store';
import { checkNService, nServiceCheckYnOf } from './api/check-n-service';
import { bannerListQueryKeyRoot } from './api/get-banner-list';
import { forgetMemberAudience } from './audience-storage';

/**
 * Keeps localStorage `telecomCode` and `nServiceCheckYn` (spec 000 §3), which choose and shape the
 * banner list (api/get-banner-list.ts), in step with the visitor. Mounted by MainBannerGrid, so it
 * runs wherever the home shows banners.
 *
 * - Guests: both are removed (a member who logged out must not leave their carrier behind).
 * - Members: telecomCode is copied from the user info. If a stored value turns out wrong across
 *   the 01 line (another member's leftover, or a changed carrier), the banner list is loaded again,
 *   since 01 means the guest list (spec 000 §6).
 * - Members, once per login: POST /api/checkNService with the member's own line, and
 *   nServiceCheckYn = Y when data.content.isN or isNSvc, else N. "Once" means while
 *   nServiceCheckYn is absent; guests clear it, so the next login checks again. A failure stores
 *   nothing and is not retried until the next page load. The list already loaded is not reloaded
 *   for it: the server does not target banners by it yet (its body is read at the next load).
 */
export function useBannerAudience(): void {
  const loggedIn = useIsLoggedIn();
  const userInfo = useUserInfo();
  const queryClient = useQueryClient();
  const user = loggedIn ? userInfo.data : undefined;
  const telecomCode = user?.telecomCode ?? null;

  useEffect(() => {
    if (!loggedIn) forgetMemberAudience();
  }, [loggedIn]);

  const userIdx = user?.userIdx;
  useEffect(() => {
    if (userIdx === undefined) return;
    const stored = readLocal(localStorageKeys.telecomCode);
    if (stored === telecomCode) return;
    writeLocal(localStorageKeys.telecomCode, telecomCode);
    // With nothing stored, the list waited for this same user info (api/get-banner-list.ts).
    if (stored !== null && (stored === '01') !== (telecomCode === '01')) {
      void queryClient.invalidateQueries({ queryKey: bannerListQueryKeyRoot });
    }
  }, [userIdx, telecomCode, queryClient]);

  const checkable = user?.telecomCode ? user : null;
  const nService = useQuery({
    queryKey: ['banners', 'nService', checkable?.userIdx],
    queryFn: ({ signal }) =>
      checkNService(
        {
          phoneNumber: checkable!.phoneNumber,
          telecomCode: checkable!.telecomCode!,
          marketingAgreementYn: checkable!.marketingAgreementYn,
        },
        signal,
      ),
    enabled: checkable !== null && readLocal(localStorageKeys.nServiceCheckYn) === null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retryOnMount: false,
  });

  useEffect(() => {
    if (!loggedIn || !nService.data) return;
    writeLocal(localStorageKeys.nServiceCheckYn, nServiceCheckYnOf(nService.data));
  }, [loggedIn, nService.data]);
}
