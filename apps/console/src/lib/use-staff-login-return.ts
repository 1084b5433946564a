import { useLocation, useNavigate } from 'react-router';
import { staffPaths } from '../config/paths';
import { isStaffSessionLost } from './api-client';

/**
 * The staff login that leads back to this console page (its path and query), for a page whose
 * session is lost: `href` for a `<Navigate replace>`, `go()` from an event handler.
 */
export function useStaffLoginReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const href = staffPaths.login.getHref(`${location.pathname}${location.search}`);
  return { href, go: () => navigate(href, { replace: true }) };
}

/**
 * For a page whose reads may find the session gone: the login that leads back here when any of
 * `errors` is a lost session (`<Navigate to={…} replace />`), null otherwise.
 */
export function useLostSessionRedirect(...errors: unknown[]): string | null {
  const { href } = useStaffLoginReturn();
  return errors.some(isStaffSessionLost) ? href : null;
}
