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
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inProcessFetch } from '../lib/in-process-fetch';

interface RenderedPage {
  html: string;
  state: unknown;
}

interface RendererModule {
  rendersOnServer(pathname: string): boolean;
  renderPage(url: string, transport: typeof fetch): Promise<RenderedPage | null>;
}

export interface ServerRenderer {
  /** Whether `pathname` is a server-rendered page. */
  handles(pathname: string): boolean;
  /** The full HTML of `pathname`, or null (not such a page, or the render failed). */
  render(pathname: string, indexHtml: string): Promise<string | null>;
}

const TTL_MS = 5_000;
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
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * index.html with the page's markup and data, and its entry script started by /boot.js after the
 * first paint. Null when index.html does not have the shape the build gives it.
 */
export function composePage(indexHtml: string, page: RenderedPage): string | null {
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry || !indexHtml.includes('<div id="root"></div>')) return null;
  return indexHtml
    .replace(MODULE_PRELOAD, '')
    .replace(entry[0], `<script src="/boot.js" data-entry="${entry[1]}" defer></script>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="boot-data">${jsonForHtml(page.state)}</script>`,
    );
}

export async function loadServerRenderer(
  app: FastifyInstance,
  ssrDir: string,
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

  const renderFresh = async (pathname: string, indexHtml: string): Promise<string | null> => {
    try {
      const page = await module.renderPage(pathname, transport);
      return page ? composePage(indexHtml, page) : null;
    } catch (error) {
      app.log.error({ err: error, pathname }, 'server render failed; serving the plain page');
      return null;
    }
  };

  return {
    handles: (pathname) => module.rendersOnServer(pathname),
    render(pathname, indexHtml) {
      const now = Date.now();
      const cached = pages.get(pathname);
      if (cached && cached.expiresAt > now) return cached.html;
      if (pages.size >= MAX_PAGES) {
        const oldest = pages.keys().next().value;
        if (oldest !== undefined) pages.delete(oldest);
      }
      const html = renderFresh(pathname, indexHtml);
      pages.set(pathname, { expiresAt: now + TTL_MS, html });
      // A failed render is not kept: the next visit tries again.
      void html.then((result) => {
        if (result === null) pages.delete(pathname);
      });
      return html;
    },
  };
}
