/**
 * Serves the built SPA (apps/web/dist) next to the API on one port, and answers every path no
 * route claimed:
 * - /api/*   → JSON 404 API_NOT_FOUND in the failure envelope;
 * - /media/* → 404 NOT_FOUND (a missing generated image must not turn into an HTML page);
 * - a GET that accepts HTML and does not name a file → index.html, so deep links such as
 *   /program/3 load the app; when the web build's route manifest (dist/.vite/routes.json, written
 *   from the web's config/paths.ts) matches no route, with status 404, and the app's router shows
 *   its 404 screen (a build without the manifest answers 200, as before);
 * - anything else (a missing /assets file, /favicon.ico) → 404.
 * Hashed files under /assets/ never change, so browsers may keep them for a year; index.html
 * must be revalidated on every visit so a deploy is picked up at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { venueSettings } from '../features/cms-venue/venue-settings';
import { failure } from './error-handler';
import { jsonForHtml, loadServerRenderer } from './server-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Unhashed files in dist (favicon, robots.txt, manifest): short cache, revalidate after. */
const SHORT = 'public, max-age=3600';
/** The web build's route manifest (apps/web/src/config/route-manifest.ts). */
const ROUTE_MANIFEST_FILE = join('.vite', 'routes.json');
const ROOT = '<div id="root"></div>';

/**
 * Whether a path matches a react-router pattern as the web's router does: case-insensitive,
 * `:param` one non-empty segment, `:param?` an optional one, a trailing `/*` anything below
 * (or nothing), a trailing slash allowed.
 */
export function routeMatcher(patterns: readonly string[]): (path: string) => boolean {
  const escapeRegex = (text: string) => text.replace(/[.+^${}()|[\]\\*?]/g, '\\$&');
  const regexes = patterns.map((pattern) => {
    const splat = pattern.endsWith('/*') || pattern === '*';
    const segments = (splat ? pattern.replace(/\/?\*$/, '') : pattern)
      .split('/')
      .filter((segment) => segment !== '');
    const body = segments
      .map((segment) => {
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        return `/${escapeRegex(segment)}`;
      })
      .join('');
    return new RegExp(`^${body}${splat ? '(?:/.*)?' : '/?'}$`, 'i');
  });
  return (path) => path === '/' || regexes.some((regex) => regex.test(path));
}

/** The matcher of the build's route manifest, or null when the build has none (or a bad one). */
function readRouteManifest(app: FastifyInstance, webDistDir: string) {
  const file = join(webDistDir, ROUTE_MANIFEST_FILE);
  if (!existsSync(file)) return null;
  try {
    const { routes } = JSON.parse(readFileSync(file, 'utf8')) as { routes?: unknown };
    if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string')) {
      throw new Error('routes is not a list of paths');
    }
    return routeMatcher(routes);
  } catch (error) {
    app.log.warn({ err: error, file }, 'unreadable route manifest: unknown pages answer 200');
    return null;
  }
}

export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const assetsDir = `${join(webDistDir, 'assets')}${sep}`;
  let indexHtml: Buffer | undefined;

  if (existsSync(webDistDir)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.startsWith(assetsDir) ? IMMUTABLE : path.endsWith('.html') ? NO_CACHE : SHORT,
        );
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only /api is served (run npm run build)');
  }

  const readIndex = (): Buffer | undefined => {
    // Read once: the build does not change under a running server.
    if (!indexHtml && existsSync(indexFile)) indexHtml = readFileSync(indexFile);
    return indexHtml;
  };

  const sendIndex = (reply: FastifyReply, html: Buffer | string, status = 200) =>
    reply
      .code(status)
      .header('cache-control', NO_CACHE)
      .type('text/html; charset=utf-8')
      .send(html);
  const isKnownPage = readRouteManifest(app, webDistDir);

  // The venue settings the shell's footer shows (decision 030) travel in the page, as a
  // non-executable JSON script (#venue-info) the app seeds its query cache from: no request, and
  // the footer does not grow after the first paint. (Server-rendered pages carry them in their
  // boot data instead.) Without settings the page is sent as built.
  const withVenueInfo = async (html: Buffer): Promise<Buffer | string> => {
    const info = await venueSettings(app).catch(() => null);
    const text = info ? html.toString('utf8') : '';
    if (!info || !text.includes(ROOT)) return html;
    return text.replace(
      ROOT,
      `${ROOT}<script type="application/json" id="venue-info">${jsonForHtml(info)}</script>`,
    );
  };

  // The public landing pages are rendered on the server when the web build has a renderer.
  const renderer = existsSync(indexFile)
    ? await loadServerRenderer(app, join(webDistDir, '..', 'dist-ssr'), webDistDir)
    : null;
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    html: Buffer,
  ) => {
    if (renderer?.handles(path)) {
      const rendered = await renderer.render(path, html.toString('utf8'), request.headers.cookie);
      // The page depends on the visitor's "hidden for today" cookies.
      if (rendered) return sendIndex(reply.header('vary', 'cookie'), rendered);
    }
    // The app draws its 404 screen; the status says so too (to crawlers, link checkers, logs).
    return sendIndex(
      reply,
      await withVenueInfo(html),
      isKnownPage && !isKnownPage(path) ? 404 : 200,
    );
  };

  // The root is a directory to the static plugin (which would answer 403); it is the app.
  app.get('/', (request, reply) => {
    const html = readIndex();
    return html
      ? sendPage(request, reply, '/', html)
      : reply.code(404).send(failure(404, 'NOT_FOUND'));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send(failure(404, 'API_NOT_FOUND'));
    }
    // Sandbox paths answer JSON 404 when sandbox mode is off, so the web's badge check sees "no".
    if (path.startsWith('/media/') || path.startsWith('/sandbox/')) {
      return reply.code(404).send(failure(404, 'NOT_FOUND'));
    }
    const html = request.method === 'GET' || request.method === 'HEAD' ? readIndex() : undefined;
    if (html && isPageRequest(path, request.headers.accept))
      return sendPage(request, reply, path, html);
    return reply.code(404).send(failure(404, 'NOT_FOUND'));
  });
}

/**
 * A navigation asks for HTML (browsers send text/html; tools often send *\/* or nothing) and
 * names no file: /program/3 does, /assets/app-1a2b.js and /favicon.ico do not.
 */
export function isPageRequest(path: string, accept: string | undefined): boolean {
  if (path.startsWith('/assets/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
