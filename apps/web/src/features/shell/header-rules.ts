import type { RouteMeta } from '../../lib/route-meta';

/**
 * Which button the header shows on the left (spec 000 §2 Layout):
 * - on /inquiry paths the left button opens the side menu (the inquiry pages are reached from it);
 * - a back button for routes flagged headerBackBtn and for the spec's detail-like paths;
 * - otherwise nothing.
 */
export type HeaderLeftButton = 'back' | 'menu' | 'none';

const backPrefixes = ['/setting/', '/schedule', '/reserventry/detail', '/res-entry/detail'];
// Detail pages: /program/3, /notice/12, /FAQ/4 (any id segment, not the list itself).
const backDetailPattern = /^\/(program|notice|FAQ)\/[^/]+\/?$/;

function isInquiryPath(pathname: string): boolean {
  return pathname === '/inquiry' || pathname.startsWith('/inquiry/');
}

export function headerLeftButton(
  pathname: string,
  meta: Pick<RouteMeta, 'headerBackBtn'>,
): HeaderLeftButton {
  if (isInquiryPath(pathname)) return 'menu';
  if (meta.headerBackBtn) return 'back';
  if (backPrefixes.some((prefix) => pathname.startsWith(prefix))) return 'back';
  if (backDetailPattern.test(pathname)) return 'back';
  return 'none';
}

/** Program and zone detail pages open under a transparent header over their hero image. */
const invertedPattern = /^\/(program|seongsu)\/[^/]+\/?$/;

/** Spec 000 §9: header inversion threshold 15 px. */
export const HEADER_INVERT_THRESHOLD_PX = 15;

export function isHeaderInverted(pathname: string, scrollY: number): boolean {
  return invertedPattern.test(pathname) && scrollY <= HEADER_INVERT_THRESHOLD_PX;
}

/**
 * Where the back button goes when there is no in-app history to pop (a deep link opened from a
 * message): the parent path, e.g. /notice/3 → /notice.
 */
export function backFallbackPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const parent = trimmed.slice(0, trimmed.lastIndexOf('/'));
  return parent || '/';
}

/**
 * Pages of a login or signup in progress: 로그인 there would throw away the visitor's progress and
 * start over, so the header leaves it out as it does on /login itself.
 */
const LOGIN_FLOW_PATHS = new Set([
  '/login',
  '/identification',
  '/identification14',
  '/identificationGuardian',
  '/Integration',
  '/tos',
]);

/**
 * The header's right-hand links (spec 000 §2 Layout): guests get 로그인 (not on /login, nor on the
 * signup steps after it) and a home link; members get a home link (not on the home page) and the
 * Draw Tour gift link.
 */
export function headerLinks(
  pathname: string,
  loggedIn: boolean,
): { login: boolean; home: boolean; gift: boolean } {
  if (loggedIn) return { login: false, home: pathname !== '/', gift: true };
  return { login: !LOGIN_FLOW_PATHS.has(pathname), home: true, gift: false };
}

/**
 * Pages with an action bar of their own at the bottom: the program detail (its main button and a
 * QR shortcut of its own), the reservation flow, and signup's completion (its own My QR 발급하기
 * above 홈으로). The My QR dock would sit on that bar.
 */
const OWN_ACTION_BAR =
  /^\/(program\/\d+|schedule\/\d+|infocomfirm|participy|programComplete|complet)\/?$/i;

/**
 * The My QR button and its dock (spec 000 §2): members only, not on the QR pages it leads to, and not
 * over a page's own bottom action bar.
 */
export function showMyQrButton(pathname: string, loggedIn: boolean): boolean {
  return loggedIn && !/^\/qr/i.test(pathname) && !OWN_ACTION_BAR.test(pathname);
}
