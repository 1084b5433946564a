/**
 * The scheduled maintenance window of the venue settings (issue 17 §9, spec 001 §2 /inspection,
 * decision 030). While it is on:
 * - a visitor's page request is redirected (302) to /inspection, which shows the window and its
 *   message from POST /api/venue/info;
 * - a visitor's API call is answered 503 UNDER_MAINTENANCE with the window's message and a
 *   Retry-After, and the web's API client goes to /inspection.
 * The staff console and its API, the venue info itself, health checks, the sandbox and static
 * files keep working, so operators can end the window early.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../../plugins/error-handler';
import { isPageRequest } from '../../plugins/web-app';
import { activeMaintenance, venueSettings } from './venue-settings';

export const INSPECTION_PATH = '/inspection';

/** API paths that stay open during maintenance. */
const OPEN_API = ['/api/staff/', '/api/venue/info', '/api/health', '/api/app/config'];
/**
 * Page paths that stay open during maintenance (the page itself, the staff console, the
 * proxy's health probes, which must not read the venue settings from the database).
 */
const OPEN_PAGES = [INSPECTION_PATH, '/staff', '/sandbox', '/health'];

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );

type Guarded = 'api' | 'page' | null;

function guardedKind(request: FastifyRequest, path: string): Guarded {
  if (path.startsWith('/api/')) return startsWithAny(path, OPEN_API) ? null : 'api';
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (startsWithAny(path, OPEN_PAGES) || path.startsWith('/media/')) return null;
  return isPageRequest(path, request.headers.accept, '/assets/') ? 'page' : null;
}

export function registerMaintenanceGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const kind = guardedKind(request, path);
    if (kind === null) return;
    const now = new Date();
    const window = activeMaintenance(await venueSettings(app), now);
    if (!window) return;
    if (kind === 'page') {
      return reply.header('cache-control', 'no-store').redirect(INSPECTION_PATH, 302);
    }
    const retryAfter = Math.max(1, Math.ceil((Date.parse(window.endAt) - now.getTime()) / 1000));
    return reply
      .code(503)
      .header('retry-after', String(retryAfter))
      .header('cache-control', 'no-store')
      .send(failure(503, 'UNDER_MAINTENANCE', window.message || undefined));
  });
}
