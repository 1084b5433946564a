/**
 * What keeps working during the venue's maintenance window (decision 030): My QR and
 * the door, so entry goes on while the rest of the visitor app shows /inspection. The server's
 * maintenance guard lets these pages and calls through; the web app stays on these pages when
 * another call answers UNDER_MAINTENANCE. The door itself is the staff console's (/api/staff/).
 */

/** Visitor pages served during maintenance: My QR, its issue steps and the pass. */
export const MAINTENANCE_OPEN_PAGES = [
  '/qr',
  '/qrissue',
  '/qrIssue14',
  '/qrIssueGuardian',
  '/qrComplet',
] as const;

/** Visitor calls answered during maintenance: what My QR needs to issue and show the pass. */
export const MAINTENANCE_OPEN_API = [
  '/api/getQrValue',
  '/api/sse/subscribe',
  '/api/getuserinfo',
  '/api/getlegalguardian',
  '/api/auth/phone/',
  '/api/captcha',
] as const;

/** Whether a visitor page stays open during maintenance. */
export function isMaintenanceOpenPage(pathname: string): boolean {
  return (MAINTENANCE_OPEN_PAGES as readonly string[]).includes(pathname);
}
