/**
 * Staff writes come from the console's own pages only (issue 26 §18, decision 043). The session
 * cookie is SameSite=Strict, but a browser is the one judge of "same site", and sibling hosts
 * count as the same site; so every state-changing call under /api/staff (any method but GET,
 * HEAD and OPTIONS, the login included) is also refused with 403 CROSS_SITE_REQUEST when
 *
 * - `Sec-Fetch-Site` says the request was made by another site (`cross-site`) or a sibling host
 *   (`same-site`); `same-origin` and `none` (typed by the user) pass;
 * - or `Origin` is present and is not the public origin (`null`, an opaque origin, included).
 *   Outside production a loopback origin passes too: the console's Vite server (localhost:5174)
 *   proxies /api to the server (`npm run dev`).
 *
 * A request with neither header is not a browser's (every current browser sends Origin with a
 * POST, and Sec-Fetch-Site with every request): scripts and curl, which carry no one's cookie by
 * accident, pass; the session and the role are checked as for any call.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `origin` (an Origin header) is the console's own. */
export function ownOrigin(config: Pick<AppConfig, 'publicOrigin' | 'nodeEnv'>) {
  return (origin: string): boolean => {
    if (origin === config.publicOrigin) return true;
    if (config.nodeEnv === 'production') return false;
    try {
      const url = new URL(origin);
      return url.origin === origin && LOOPBACK_HOSTS.has(url.hostname);
    } catch {
      return false;
    }
  };
}

/** Whether a state-changing request with these headers comes from another site. */
export function isCrossSite(
  headers: { origin?: string | undefined; secFetchSite?: string | undefined },
  isOwn: (origin: string) => boolean,
): boolean {
  const site = headers.secFetchSite;
  if (site === 'cross-site' || site === 'same-site') return true;
  return headers.origin !== undefined && !isOwn(headers.origin);
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Registered on the root instance before staff-auth: a refusal costs no session lookup. */
export function registerStaffOriginGuard(app: FastifyInstance): void {
  const isOwn = ownOrigin(app.config);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.routeOptions.url?.startsWith('/api/staff/')) return;
    const headers = {
      origin: one(request.headers.origin),
      secFetchSite: one(request.headers['sec-fetch-site']),
    };
    if (isCrossSite(headers, isOwn)) throw new AppError(403, 'CROSS_SITE_REQUEST');
  });
}
