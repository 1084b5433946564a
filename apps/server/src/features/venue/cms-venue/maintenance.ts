/**
 * The scheduled maintenance window of the venue settings (spec 001 §2 /inspection,
 * decision 030). While it is on:
 * - a visitor's page request is redirected (302) to /inspection, which shows the window and its
 *   message from POST /api/venue/info;
 * - a visitor's API call is answered 503 UNDER_MAINTENANCE with the window's message and a
 *   Retry-After, and the web's API client goes to /inspection.
 * The staff console and its API, the venue info itself, health checks, the sandbox and static
 * files keep working, so operators can end the window early; and so do My QR and the calls it
 * needs (the contract's MAINTENANCE_OPEN_PAGES / _API), so the door keeps admitting visitors.
 */
import { MAINTENANCE_OPEN_API, MAINTENANCE_OPEN_PAGES, type VenueInfo } from '@venue/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../../../lib/http';
import { failure } from '../../../plugins/error-handler';
import { isPageRequest } from '../../../plugins/web-app';
import { activeMaintenance, cachedVenueSettings, venueSettings } from './venue-settings';

export const INSPECTION_PATH = '/inspection';

/** API paths that stay open during maintenance (with My QR's calls: the door goes on). */
const OPEN_API = [
  '/api/staff/',
  '/api/venue/info',
  '/api/health',
  '/api/app/config',
  ...MAINTENANCE_OPEN_API,
];
/**
 * Page paths that stay open during maintenance (the page itself, the staff console, the
 * proxy's health probes, which must not read the venue settings from the database, and My QR,
 * so entry at the door goes on).
 */
const OPEN_PAGES = [INSPECTION_PATH, '/staff', '/sandbox', '/health', ...MAINTENANCE_OPEN_PAGES];

/** A path list as a test: the path is one of them or lies under one ('/staff' → '/staff/…'). */
function underAny(prefixes: readonly string[]): (path: string) => boolean {
  const below = prefixes.map((prefix) => (prefix.endsWith('/') ? prefix : `${prefix}/`));
  return (path) => prefixes.some((prefix, i) => path === prefix || path.startsWith(below[i]!));
}
const isOpenApi = underAny(OPEN_API);
const isOpenPage = underAny(OPEN_PAGES);

type Guarded = 'api' | 'page' | null;

function guardedKind(request: FastifyRequest, path: string): Guarded {
  if (path.startsWith('/api/')) return isOpenApi(path) ? null : 'api';
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (isOpenPage(path) || path.startsWith('/media/')) return null;
  return isPageRequest(path, request.headers.accept, '/assets/') ? 'page' : null;
}

export function registerMaintenanceGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and outside a window with the
  // settings in the read cache it answers without a promise (docs/benchmarks/2026-11-26.md, the
  // p99 of every public read within 1.5× the bare route).
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const kind = guardedKind(request, pathOf(request.url));
    if (kind === null) return done();
    const decide = (settings: VenueInfo | null) => {
      const now = new Date();
      const window = activeMaintenance(settings, now);
      if (!window) return done();
      if (kind === 'page') {
        reply.header('cache-control', 'no-store').redirect(INSPECTION_PATH, 302);
        return;
      }
      const retryAfter = Math.max(1, Math.ceil((Date.parse(window.endAt) - now.getTime()) / 1000));
      reply
        .code(503)
        .header('retry-after', String(retryAfter))
        .header('cache-control', 'no-store')
        .send(failure(503, 'UNDER_MAINTENANCE', window.message || undefined));
    };
    const cached = cachedVenueSettings(app);
    if (cached) return decide(cached.value);
    // A failed load goes to the error handler (503 when the database is away); anything thrown
    // while answering is answered too, never left as an unhandled rejection.
    venueSettings(app)
      .then(decide, done)
      .catch((error: unknown) => {
        if (!reply.sent) reply.send(error);
      });
  });
}
