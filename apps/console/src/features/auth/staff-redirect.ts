import { safeRedirect } from '@venue/contract/domain';
import { staffPaths } from '../../config/paths';

/**
 * Where the staff login goes on success: the `redirect` query when it is a console page (never
 * the login page itself, nor a visitor page), else 오늘, the console's home.
 */
export function staffRedirectTarget(raw: string | null): string {
  const home = staffPaths.today.getHref();
  if (raw === null) return home;
  const target = safeRedirect(raw);
  const pathname = target.split(/[?#]/)[0] ?? '';
  const root = staffPaths.scanner.getHref();
  const isConsole = pathname === root || pathname.startsWith(`${root}/`);
  if (!isConsole || pathname === staffPaths.login.path) return home;
  return target;
}
