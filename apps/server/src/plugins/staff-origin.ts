/**
 * Staff writes come from the console's own pages only (decision 043). The session
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
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
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

/**
 * Registered on the root instance after staff-auth: each state-changing route under /api/staff/
 * gets the check as its first onRequest hook (this onRoute runs after staff-auth's and goes in
 * front of its session lookup, so a refusal costs no lookup). Other routes, the public reads
 * among them, carry no hook at all.
 */
export function registerStaffOriginGuard(app: FastifyInstance): void {
  const isOwn = ownOrigin(app.config);
  const guard: onRequestHookHandler = async (request) => {
    const headers = {
      origin: one(request.headers.origin),
      secFetchSite: one(request.headers['sec-fetch-site']),
    };
    if (isCrossSite(headers, isOwn)) throw new AppError(403, 'CROSS_SITE_REQUEST');
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/staff/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => SAFE_METHODS.has(method))) return;
    const own = route.onRequest;
    route.onRequest = [guard, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}
