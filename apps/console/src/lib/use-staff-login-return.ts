import { useLocation, useNavigate } from 'react-router';
import { staffPaths } from '../config/paths';

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
