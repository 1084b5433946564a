/**
 * Serves the two built browser apps next to the API on one port: the staff console
 * (apps/console/dist) under /staff (decision 025), the visitor SPA (apps/web/dist) everywhere
 * else, and answers every path no route claimed:
 * - /api/*   → JSON 404 API_NOT_FOUND in the failure envelope;
 * - /media/* → 404 NOT_FOUND (a missing generated image must not turn into an HTML page);
 * - /staff and a page path below it (a GET that accepts HTML and names no file) → the console's
 *   index.html, so /staff/operators loads the console, whose router has every console page;
 * - another GET that accepts HTML and does not name a file → index.html, so deep links such as
 *   /program/3 load the app; when the web build's route manifest (dist/.vite/routes.json, written
 *   from the web's config/paths.ts) matches no route, with status 404, and the app's router shows
 *   its 404 screen (a build without the manifest answers 200, as before);
 * - anything else (a missing /assets or /staff/assets file, /favicon.ico) → 404.
 * Hashed files under /assets/ and /staff/assets/ never change, so browsers may keep them for a
 * year; each index.html must be revalidated on every visit so a deploy is picked up at once.
 * Both apps get the same security headers (app.ts, lib/security-headers.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { venueSettings } from '../features/cms-venue/venue-settings';
import { pathOf } from '../lib/http';
import { failure } from './error-handler';
import { jsonForHtml, loadServerRenderer } from './server-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Unhashed files in dist (favicon, robots.txt, manifest): short cache, revalidate after. */
const SHORT = 'public, max-age=3600';
/** The web build's route manifest (apps/web/src/config/route-manifest.ts). */
const ROUTE_MANIFEST_FILE = join('.vite', 'routes.json');
/** Where the console is served (apps/console/vite.config.ts `base`, without its slash). */
export const CONSOLE_PATH = '/staff';
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

/**
 * One built app's files: hashed assets for a year, HTML revalidated, anything else an hour.
 * Answers whether the app is built. `prefix` is where it is served ('/' or '/staff/').
 */
async function serveBuild(
  app: FastifyInstance,
  { root, prefix, name }: { root: string; prefix: string; name: string },
): Promise<boolean> {
  if (!existsSync(root)) {
    app.log.warn({ root }, `${name} not built: it is not served (run npm run build)`);
    return false;
  }
  const assetsDir = `${join(root, 'assets')}${sep}`;
  await app.register(fastifyStatic, {
    root,
    prefix,
    // The second registration must not decorate the reply again.
    decorateReply: prefix === '/',
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
  return true;
}

/** An index.html read once (the build does not change under a running server). */
function indexReader(distDir: string): () => Buffer | undefined {
  const file = join(distDir, 'index.html');
  let html: Buffer | undefined;
  return () => {
    if (!html && existsSync(file)) html = readFileSync(file);
    return html;
  };
}

export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  consoleDistDir: string,
): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  // The console first: its prefix is the more specific one.
  await serveBuild(app, {
    root: consoleDistDir,
    prefix: `${CONSOLE_PATH}/`,
    name: 'staff console',
  });
  await serveBuild(app, { root: webDistDir, prefix: '/', name: 'web app' });
  const readConsoleIndex = indexReader(consoleDistDir);

  const readIndex = indexReader(webDistDir);

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
  // boot data instead.) The page's title is the venue's name (issue 26). Without settings the
  // page is sent as built, with the build's neutral title.
  const withVenueInfo = async (html: Buffer): Promise<Buffer | string> => {
    const info = await venueSettings(app).catch(() => null);
    const text = info ? html.toString('utf8') : '';
    if (!info || !text.includes(ROOT)) return html;
    return withVenueTitle(text, info.venueName).replace(
      ROOT,
      `${ROOT}<script type="application/json" id="venue-info">${jsonForHtml(info)}</script>`,
    );
  };
  /** A server-drawn page: its title too is the venue's, when the venue has settings. */
  const titled = async (html: string): Promise<string> => {
    const info = await venueSettings(app).catch(() => null);
    return info ? withVenueTitle(html, info.venueName) : html;
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
      if (rendered) return sendIndex(reply.header('vary', 'cookie'), await titled(rendered));
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

  // The console's own root, which the static plugin would take for its directory.
  for (const path of [CONSOLE_PATH, `${CONSOLE_PATH}/`]) {
    app.get(path, (_request, reply) => {
      const html = readConsoleIndex();
      return html ? sendIndex(reply, html) : reply.code(404).send(failure(404, 'NOT_FOUND'));
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send(failure(404, 'API_NOT_FOUND'));
    }
    // Sandbox paths answer JSON 404 when sandbox mode is off, so the web's badge check sees "no".
    if (path.startsWith('/media/') || path.startsWith('/sandbox/')) {
      return reply.code(404).send(failure(404, 'NOT_FOUND'));
    }
    const read = request.method === 'GET' || request.method === 'HEAD';
    // The console's pages: its router knows them all (an unknown one goes to its scanner).
    if (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`)) {
      const html = read ? readConsoleIndex() : undefined;
      if (html && isPageRequest(path, request.headers.accept, `${CONSOLE_PATH}/assets/`)) {
        return sendIndex(reply, html);
      }
      return reply.code(404).send(failure(404, 'NOT_FOUND'));
    }
    const html = read ? readIndex() : undefined;
    if (html && isPageRequest(path, request.headers.accept, '/assets/'))
      return sendPage(request, reply, path, html);
    return reply.code(404).send(failure(404, 'NOT_FOUND'));
  });
}

const TITLE = /<title>[^<]*<\/title>/;

/** Text for HTML element content: &, < and > escaped. */
function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page's <title> set to the venue's name (the app then keeps it per page, route-meta.ts). */
export function withVenueTitle(html: string, venueName: string): string {
  return html.replace(TITLE, `<title>${htmlText(venueName)}</title>`);
}

/**
 * A navigation asks for HTML (browsers send text/html; tools often send *\/* or nothing) and
 * names no file: /program/3 does, /assets/app-1a2b.js and /favicon.ico do not.
 */
export function isPageRequest(
  path: string,
  accept: string | undefined,
  assetsPrefix: string,
): boolean {
  if (path.startsWith(assetsPrefix)) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
