import { paths } from './paths';

/**
 * The route manifest: every path pattern the app's route table answers (react-router patterns:
 * `:param`, `:param?`, a trailing `/*` for an area of pages). `config/paths.ts` is the one
 * source: the route table is built from it (app/router.test.ts checks that the two agree), and
 * the build writes this list to `dist/.vite/routes.json` (vite.config.ts), which the server reads
 * so that a path no route answers gets the 404 screen with HTTP status 404, and so does a detail
 * page whose content does not exist (apps/server/src/plugins/web-app.ts). Pure: no React, so the Vite config can import it.
 */
export const ROUTE_MANIFEST_FILE = '.vite/routes.json';

export interface RouteManifest {
  routes: string[];
  /**
   * The public detail pages (`/program/:programIdx` …) and, for each, the public read whose 404
   * means its content does not exist: the server answers such a page 404 (or 410 when the read
   * does) instead of 200, and a malformed id 404 without asking.
   */
  details: Record<string, string>;
}

interface RouteEntry {
  path: string;
  contentCall?: string;
}

function routeEntries(): RouteEntry[] {
  const found: RouteEntry[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { path, contentCall } = node as { path?: unknown; contentCall?: unknown };
    if (typeof path === 'string') {
      found.push(typeof contentCall === 'string' ? { path, contentCall } : { path });
      return;
    }
    for (const child of Object.values(node)) walk(child);
  };
  walk(paths);
  return found;
}

export function routePatterns(): string[] {
  return [...new Set(routeEntries().map((entry) => entry.path))].sort();
}

export function detailPages(): Record<string, string> {
  const details: Record<string, string> = {};
  for (const { path, contentCall } of routeEntries()) {
    if (contentCall) details[path] = contentCall;
  }
  return details;
}

export function routeManifest(): RouteManifest {
  return { routes: routePatterns(), details: detailPages() };
}
