/**
 * Server-rendered first visits of the public landing pages (docs/decisions/014).
 *
 * The web build writes a renderer beside the client (apps/web/dist-ssr/entry-server.js, from
 * apps/web/src/ssr/entry-server.tsx). For a route the web flags `ssr`, the page is rendered as a
 * guest from the route's public reads, answered in process through the same routes and read
 * cache as over HTTP. The HTML then carries:
 * - the markup in #root, so the page (and its first banner image, which the browser's preload
 *   scanner finds in the HTML) paints before any script runs;
 * - the query cache as a non-executable JSON script (#boot-data), so the app's first render
 *   needs no request and draws the same layout;
 * - the scripts started by /boot.js after the first paint instead of module scripts and
 *   modulepreloads that would compete with the first paint.
 *
 * Pages are the same for every guest, so a rendered page is kept for a few seconds (like the read
 * cache) and concurrent first visits share one render. Anything that goes wrong falls back to the
 * plain index.html: the app then renders in the browser as before.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { cookieValue } from '../lib/cookies';
import { inProcessFetch } from '../lib/in-process-fetch';

interface RenderedPage {
  html: string;
  state: unknown;
}

interface RendererModule {
  rendersOnServer(pathname: string): boolean;
  renderPage(
    url: string,
    transport: typeof fetch,
    storage: Record<string, string>,
  ): Promise<RenderedPage | null>;
}

export interface ServerRenderer {
  /** Whether `pathname` is a server-rendered page. */
  handles(pathname: string): boolean;
  /**
   * The full HTML of `pathname` for a visitor with these cookies, or null (not such a page, or
   * the render failed).
   */
  render(pathname: string, indexHtml: string, cookieHeader?: string): Promise<string | null>;
}

const TTL_MS = 5_000;

/**
 * The cookies a first paint depends on: the home's "hidden for today" flags for the popup and
 * the bottom sheet (the web writes them with the same names as its localStorage keys). Their
 * values are instants; anything else is ignored, so a visitor cannot grow the page cache.
 */
const FIRST_PAINT_COOKIES = ['popupHidden', 'bottomSheetHidden'] as const;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})$/;

export function firstPaintCookies(cookieHeader: string | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of FIRST_PAINT_COOKIES) {
    const raw = cookieValue(cookieHeader, name);
    if (raw === null) continue;
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      continue;
    }
    if (INSTANT.test(value)) values[name] = value;
  }
  return values;
}
const MAX_PAGES = 50;

/** JSON inside <script>: nothing in it may close the element or start a comment. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The script boot.js runs before the entry (the web build's firstModule, vite.config.ts). */
const FIRST_MODULE = /\s*<meta name="venue:first-module" content="([^"]+)">/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const STYLE_PRELOAD = /\s*<link rel="preload" as="style"[^>]*>/g;

/**
 * CSS-module class names keep the module's hash (`_title_1wsje_51`: local name, 5-character
 * hash of the file, line). A map from that hash to the stylesheet of the client build that
 * defines it tells which stylesheets a rendered page needs, lazy chunks' included.
 */
const CLASS_HASH = /\._[A-Za-z][\w-]*_([a-z0-9]{5})_\d+/g;
const MARKUP_CLASS_HASH = /\b_[A-Za-z][\w-]*_([a-z0-9]{5})_\d+\b/g;

export function stylesheetIndex(files: { href: string; css: string }[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const { href, css } of files) {
    for (const match of css.matchAll(CLASS_HASH)) {
      if (match[1] && !index.has(match[1])) index.set(match[1], href);
    }
  }
  return index;
}

/** The stylesheets (hrefs) the classes in `markup` come from, in first-use order. */
export function stylesheetsFor(markup: string, index: Map<string, string>): string[] {
  const hrefs = new Set<string>();
  for (const match of markup.matchAll(MARKUP_CLASS_HASH)) {
    const href = match[1] ? index.get(match[1]) : undefined;
    if (href) hrefs.add(href);
  }
  return [...hrefs];
}

const SHELL_STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** `</style` inside CSS would end the element early; CSS never needs it, but never trust it. */
function styleElement(href: string, css: string): string {
  return `<style data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/**
 * index.html with the page's markup and data, its stylesheets, and its entry script started by
 * /boot.js after the first paint. Null when index.html does not have the shape the build gives
 * it.
 *
 * The stylesheets the first paint needs (the shell's and the page's) are written into the page
 * when `cssOf` knows them: the first paint then waits for the HTML alone, not for a round trip
 * per stylesheet. Each page stylesheet also leaves a disabled `<link>` (never fetched by the
 * browser), which is how the client's chunk loader sees that the stylesheet is already there
 * and does not load it a second time.
 */
export function composePage(
  indexHtml: string,
  page: RenderedPage,
  stylesheets: string[] = [],
  cssOf: (href: string) => string | undefined = () => undefined,
): string | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry || !indexHtml.includes('<div id="root"></div>')) return null;
  const first = FIRST_MODULE.exec(indexHtml);
  const shellHrefs = new Set<string>();
  const withShellCss = indexHtml.replace(SHELL_STYLESHEET, (link, href: string) => {
    shellHrefs.add(href);
    const css = cssOf(href);
    return css === undefined ? link : styleElement(href, css);
  });
  // The page's own stylesheets block the first paint like the shell's: the markup needs them.
  const pageStyles = stylesheets
    .filter((href) => !shellHrefs.has(href))
    .map((href) => {
      const css = cssOf(href);
      return css === undefined
        ? `<link rel="stylesheet" crossorigin href="${href}">`
        : `${styleElement(href, css)}<link rel="stylesheet" crossorigin href="${href}" disabled>`;
    })
    .join('');
  return withShellCss
    .replace(MODULE_PRELOAD, '')
    .replace(STYLE_PRELOAD, '')
    .replace('</head>', `${pageStyles}</head>`)
    .replace(FIRST_MODULE, '')
    .replace(
      entry[0],
      `<script src="/boot.js" data-entry="${entry[1]}"${first ? ` data-first="${first[1]}"` : ''} defer></script>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="boot-data">${jsonForHtml(page.state)}</script>`,
    );
}

export async function loadServerRenderer(
  app: FastifyInstance,
  ssrDir: string,
  webDistDir: string,
): Promise<ServerRenderer | null> {
  const file = join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) {
    app.log.warn({ file }, 'no server renderer built: pages render in the browser only');
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as RendererModule;
  const inProcess = inProcessFetch(app);
  const origin = 'http://127.0.0.1';
  const transport: typeof fetch = (input, init) =>
    inProcess(new URL(String(input), origin).href, init ?? {});
  const pages = new Map<string, { expiresAt: number; html: Promise<string | null> }>();
  const assetsDir = join(webDistDir, 'assets');
  const cssFiles = readdirSync(assetsDir)
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({
      href: `/assets/${name}`,
      css: readFileSync(join(assetsDir, name), 'utf8'),
    }));
  const stylesheets = stylesheetIndex(cssFiles);
  const cssByHref = new Map(cssFiles.map(({ href, css }) => [href, css]));
  const cssOf = (href: string) => cssByHref.get(href);

  const renderFresh = async (
    pathname: string,
    indexHtml: string,
    storage: Record<string, string>,
  ): Promise<string | null> => {
    try {
      const page = await module.renderPage(pathname, transport, storage);
      return page
        ? composePage(indexHtml, page, stylesheetsFor(page.html, stylesheets), cssOf)
        : null;
    } catch (error) {
      app.log.error({ err: error, pathname }, 'server render failed; serving the plain page');
      return null;
    }
  };

  return {
    handles: (pathname) => module.rendersOnServer(pathname),
    render(pathname, indexHtml, cookieHeader) {
      const storage = firstPaintCookies(cookieHeader);
      const key = `${pathname} ${JSON.stringify(storage)}`;
      const now = Date.now();
      const cached = pages.get(key);
      if (cached && cached.expiresAt > now) return cached.html;
      if (pages.size >= MAX_PAGES) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      const html = renderFresh(pathname, indexHtml, storage);
      pages.set(key, { expiresAt: now + TTL_MS, html });
      // A failed render is not kept: the next visit tries again.
      void html.then((result) => {
        if (result === null) pages.delete(key);
      });
      return html;
    },
  };
}
