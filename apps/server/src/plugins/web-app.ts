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
 *   its 404 screen (a build without the manifest answers 200, as before); a detail page the
 *   manifest names with its public read (/program/3 → POST /api/program/detail) also answers 404
 *   when that read does not know the id, or the id is malformed (410 when it answers 410);
 * - anything else (a missing /assets or /staff/assets file, /favicon.ico) → 404.
 * Hashed files under /assets/ and /staff/assets/ never change, so browsers may keep them for a
 * year; each index.html must be revalidated on every visit so a deploy is picked up at once.
 * Both apps get the same security headers (app.ts, lib/security-headers.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { parsePositiveId } from '@venue/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { venueSettings } from '../features/venue/cms-venue/venue-settings';
import { escapeHtml } from '../lib/escape-html';
import { pathOf } from '../lib/http';
import { failure } from './error-handler';
import { jsonForHtml, loadServerRenderer } from './server-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Unhashed files in dist (favicon, robots.txt, manifest): short cache, revalidate after. */
const SHORT = 'public, max-age=3600';
/** The visitor app's service worker and web app manifest (apps/web features/pwa). */
const SERVICE_WORKER_FILE = 'sw.js';
const WEB_MANIFEST_FILE = 'manifest.webmanifest';
/** The web build's route manifest (apps/web/src/config/route-manifest.ts). */
const ROUTE_MANIFEST_FILE = join('.vite', 'routes.json');
/** Where the console is served (apps/console/vite.config.ts `base`, without its slash). */
export const CONSOLE_PATH = '/staff';
const ROOT = '<div id="root"></div>';

const escapeRegex = (text: string) => text.replace(/[.+^${}()|[\]\\*?]/g, '\\$&');

/**
 * Whether a path matches a react-router pattern as the web's router does: case-insensitive,
 * `:param` one non-empty segment, `:param?` an optional one, a trailing `/*` anything below
 * (or nothing), a trailing slash allowed.
 */
export function routeMatcher(patterns: readonly string[]): (path: string) => boolean {
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

/** A detail page's content read: the public POST and its body for the id in the path. */
export interface ContentRead {
  call: string;
  param: string;
  /** the id segment as written in the path */
  id: string;
}

/**
 * The detail pages of the manifest (`/program/:programIdx` → its public read): for a path, the
 * read that says whether its content exists, or null when the path is no detail page. Only a
 * pattern of plain segments and one `:param`, and a call under /api/, are taken.
 */
export function detailMatcher(
  details: Record<string, string>,
): (path: string) => ContentRead | null {
  const pages = Object.entries(details).flatMap(([pattern, call]) => {
    const segments = pattern.split('/').filter((segment) => segment !== '');
    const params = segments.filter((segment) => segment.startsWith(':'));
    const param = params[0]?.slice(1) ?? '';
    if (params.length !== 1 || !/^\w+$/.test(param) || !/^\/api\/[\w/-]+$/.test(call)) return [];
    const body = segments
      .map((segment) => (segment.startsWith(':') ? '/([^/]+)' : `/${escapeRegex(segment)}`))
      .join('');
    return [{ regex: new RegExp(`^${body}/?$`, 'i'), call, param }];
  });
  return (path) => {
    for (const { regex, call, param } of pages) {
      const raw = regex.exec(path)?.[1];
      if (raw !== undefined) return { call, param, id: decodeSegment(raw) };
    }
    return null;
  };
}

/** A path segment as the web's router reads it (decoded); a broken escape stays as written. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

interface PageRules {
  isKnownPage: (path: string) => boolean;
  contentReadOf: (path: string) => ContentRead | null;
}

/** The rules of the build's route manifest, or null when the build has none (or a bad one). */
function readRouteManifest(app: FastifyInstance, webDistDir: string): PageRules | null {
  const file = join(webDistDir, ROUTE_MANIFEST_FILE);
  if (!existsSync(file)) return null;
  try {
    const { routes, details = {} } = JSON.parse(readFileSync(file, 'utf8')) as {
      routes?: unknown;
      details?: unknown;
    };
    if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string')) {
      throw new Error('routes is not a list of paths');
    }
    if (
      typeof details !== 'object' ||
      details === null ||
      !Object.values(details).every((call) => typeof call === 'string')
    ) {
      throw new Error('details is not a map of paths to calls');
    }
    return {
      isKnownPage: routeMatcher(routes),
      contentReadOf: detailMatcher(details as Record<string, string>),
    };
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
  // The service worker is asked for again on every visit (a worker kept for an hour would keep
  // the old build's files an hour after a deploy); the browser caps its own HTTP cache of it at
  // a day anyway.
  const serviceWorker = join(root, SERVICE_WORKER_FILE);
  const cacheControlOf = (served: string) => {
    // A precompressed sibling (sw.js.br) is the same file to the browser.
    const path = served.replace(/\.(br|gz)$/, '');
    if (path.startsWith(assetsDir)) return IMMUTABLE;
    return path.endsWith('.html') || path === serviceWorker ? NO_CACHE : SHORT;
  };
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
      reply.header('cache-control', cacheControlOf(path));
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
  const pageRules = readRouteManifest(app, webDistDir);

  // A detail page's status is its content's: the app shows its not-found screen for
  // a malformed id or content its public read does not know (404), and the program-unavailable
  // screen for a program taken down (410). The read is asked in process as a guest, through the
  // same route and read cache the app's own request then hits. Any other answer (a database
  // outage, maintenance) leaves the page to the app: 200 as before.
  const contentStatus = async (read: ContentRead): Promise<number> => {
    const id = parsePositiveId(read.id);
    if (id === null) return 404;
    const answer = await app.inject({
      method: 'POST',
      url: read.call,
      payload: { [read.param]: id },
    });
    if (answer.statusCode === 404 || answer.statusCode === 410) return answer.statusCode;
    return 200;
  };
  const pageStatus = async (path: string): Promise<number> => {
    if (!pageRules) return 200;
    if (!pageRules.isKnownPage(path)) return 404;
    const read = pageRules.contentReadOf(path);
    return read ? contentStatus(read) : 200;
  };

  // The venue settings the shell's footer shows (decision 030) travel in the page, as a
  // non-executable JSON script (#venue-info) the app seeds its query cache from: no request, and
  // the footer does not grow after the first paint. (Server-rendered pages carry them in their
  // boot data instead.) The page's title is the venue's name. Without settings the
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
    const [status, page] = await Promise.all([pageStatus(path), withVenueInfo(html)]);
    return sendIndex(reply, page, status);
  };

  // The web app manifest names the venue, as the page's title does: the build's names are
  // neutral words. Revalidated on every visit, like the page, so a renamed venue shows at once.
  const manifestFile = join(webDistDir, WEB_MANIFEST_FILE);
  const built = readWebManifest(app, manifestFile);
  if (built) {
    app.get(`/${WEB_MANIFEST_FILE}`, async (_request, reply) => {
      const info = await venueSettings(app).catch(() => null);
      return reply
        .header('cache-control', NO_CACHE)
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(info ? withVenueName(built, info.venueName) : built));
    });
  }

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

function readWebManifest(app: FastifyInstance, file: string): Record<string, unknown> | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    app.log.warn({ err: error, file }, 'unreadable web app manifest: served as a file');
    return null;
  }
}

/**
 * The web app manifest with the venue's name: `name` in full, `short_name` (under the home
 * screen icon, ~12 characters fit) the venue's name when it is that short, else the build's.
 */
export function withVenueName(
  manifest: Record<string, unknown>,
  venueName: string,
): Record<string, unknown> {
  const name = venueName.trim();
  if (!name) return manifest;
  return { ...manifest, name, short_name: [...name].length <= 12 ? name : manifest.short_name };
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * The page's <title> and description set to the venue's (the app then keeps the title per page,
 * route-meta.ts); the build's are neutral words, never the demo venue's.
 */
export function withVenueTitle(html: string, venueName: string): string {
  const name = escapeHtml(venueName);
  return html
    .replace(TITLE, `<title>${name}</title>`)
    .replace(
      DESCRIPTION,
      `<meta name="description" content="${name}의 프로그램 예약과 응모, 층별 공간 안내, 공지사항과 자주 묻는 질문을 한곳에서 확인하세요." />`,
    );
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
