import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { userInfoQueryOptions } from '../../lib/user-info';
import { useIsLoggedIn } from '../../stores/session-store';

/** Loaded only for a member who has terms to agree to: nobody else downloads it. */
const ReagreePrompt = lazy(() => import('./components/reagree-prompt'));

/**
 * Decision 028: when a new version of a required term has come into force, the member agrees
 * again at their next visit before they can reserve. This gate watches the member info the
 * session watcher fetches (it fetches nothing itself) and, only when `reagreeTermsList` is not
 * empty, loads the prompt (components/reagree-prompt.tsx), which decides when the sheet shows.
 * Everything but this check stays out of the first visit's scripts. Not on the staff console,
 * whose operators are no members.
 */
export function ReagreeGate() {
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  const { data } = useQuery({ ...userInfoQueryOptions(), enabled: false });
  const pending = data?.reagreeTermsList ?? [];
  if (!loggedIn || pending.length === 0 || pathname.startsWith('/staff')) return null;
  return (
    <Suspense fallback={null}>
      <ReagreePrompt terms={pending} />
    </Suspense>
  );
}
