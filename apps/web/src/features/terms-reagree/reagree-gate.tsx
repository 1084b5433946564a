import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isApiRequestError } from '../../lib/api-client';
import { useIsLoggedIn } from '../../stores/session-store';
import { userInfoQueryKey, userInfoQueryOptions } from '../session/api/get-user-info';

/** Loaded only for a member who has terms to agree to: nobody else downloads it. */
const ReagreeSheet = lazy(() => import('./components/reagree-sheet'));

/**
 * Decision 028: when a new version of a required term has come into force, the member agrees
 * again at their next visit before they can reserve. This gate watches the member info the
 * session watcher fetches (it fetches nothing itself); when `reagreeTermsList` is not empty it
 * loads the sheet. "나중에" closes it until the next visit (a reload) — reservations stay refused
 * meanwhile, and a refused reservation (403 TERMS_REAGREE_REQUIRED) opens it again. Not on the
 * staff console, whose operators are no members.
 */
export function ReagreeGate() {
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...userInfoQueryOptions(), enabled: false });
  const [closed, setClosed] = useState(false);

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const error = event.mutation?.state.error;
        if (isApiRequestError(error) && error.errorCode === 'TERMS_REAGREE_REQUIRED') {
          setClosed(false);
          void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
        }
      }),
    [queryClient],
  );

  const pending = data?.reagreeTermsList ?? [];
  if (!loggedIn || closed || pending.length === 0 || pathname.startsWith('/staff')) return null;
  return (
    <Suspense fallback={null}>
      <ReagreeSheet terms={pending} onClose={() => setClosed(true)} />
    </Suspense>
  );
}
