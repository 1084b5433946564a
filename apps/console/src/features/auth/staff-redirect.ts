import { safeRedirect } from '@venue/contract/domain';
import { staffPaths } from '../../config/paths';

/**
 * Where the staff login goes on success: the `redirect` query when it is a console page (never
 * the login page itself, nor a visitor page), else the scanner.
 */
export function staffRedirectTarget(raw: string | null): string {
  const scanner = staffPaths.scanner.getHref();
  if (raw === null) return scanner;
  const target = safeRedirect(raw);
  const pathname = target.split(/[?#]/)[0] ?? '';
  const isConsole = pathname === scanner || pathname.startsWith(`${scanner}/`);
  if (!isConsole || pathname === staffPaths.login.path) return scanner;
  return target;
}
