import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useIsLoggedIn } from '../../../stores/session-store';

/**
 * Spec 001 §2, §6: the history pages need a login. A guest is sent to /login with a redirect back
 * to this very page (path and query), replacing the history entry so Back does not bounce them
 * to login again. An expired session is the session watcher's business (features/session).
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <>{children}</>;
}
