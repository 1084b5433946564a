import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isApiRequestError } from '../../lib/api-client';
import { sessionStorageKeys } from '../../lib/storage-keys';
import { useIsLoggedIn } from '../../stores/session-store';
import { userInfoQueryKey, userInfoQueryOptions } from '../session/api/get-user-info';

/** Loaded only for a member who has terms to agree to: nobody else downloads it. */
const ReagreeSheet = lazy(() => import('./components/reagree-sheet'));

/** "나중에 하기" holds for this visit (this tab's session), like the home popup's 닫기. */
function closedThisVisit(value?: boolean): boolean {
  try {
    if (value === true) window.sessionStorage.setItem(sessionStorageKeys.reagreeClosed, 'Y');
    if (value === false) window.sessionStorage.removeItem(sessionStorageKeys.reagreeClosed);
    return window.sessionStorage.getItem(sessionStorageKeys.reagreeClosed) === 'Y';
  } catch {
    return value ?? false;
  }
}

/**
 * Decision 028: when a new version of a required term has come into force, the member agrees
 * again at their next visit before they can reserve. This gate watches the member info the
 * session watcher fetches (it fetches nothing itself); when `reagreeTermsList` is not empty it
 * loads the sheet. "나중에 하기" closes it for the rest of the visit — reservations stay refused
 * meanwhile, and a refused reservation (403 TERMS_REAGREE_REQUIRED) opens it again. Not on the
 * staff console, whose operators are no members.
 */
export function ReagreeGate() {
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...userInfoQueryOptions(), enabled: false });
  const [closed, setClosedState] = useState(() => closedThisVisit());

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (isApiRequestError(error) && error.errorCode === 'TERMS_REAGREE_REQUIRED') {
          setClosedState(closedThisVisit(false));
          void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
        }
      }),
    [queryClient],
  );

  const pending = data?.reagreeTermsList ?? [];
  if (!loggedIn || closed || pending.length === 0 || pathname.startsWith('/staff')) return null;
  return (
    <Suspense fallback={null}>
      <ReagreeSheet terms={pending} onClose={() => setClosedState(closedThisVisit(true))} />
    </Suspense>
  );
}
