import { paths } from './paths';

/**
 * The route manifest: every path pattern the app's route table answers (react-router patterns:
 * `:param`, `:param?`, a trailing `/*` for an area of pages). `config/paths.ts` is the one
 * source: the route table is built from it (app/router.test.ts checks that the two agree), and
 * the build writes this list to `dist/.vite/routes.json` (vite.config.ts), which the server reads
 * so that a path no route answers gets the 404 screen with HTTP status 404
 * (apps/server/src/plugins/web-app.ts). Pure: no React, so the Vite config can import it.
 */
export const ROUTE_MANIFEST_FILE = '.vite/routes.json';

export interface RouteManifest {
  routes: string[];
}

export function routePatterns(): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const path = (node as { path?: unknown }).path;
    if (typeof path === 'string') {
      found.push(path);
      return;
    }
    for (const child of Object.values(node)) walk(child);
  };
  walk(paths);
  return [...new Set(found)].sort();
}

export function routeManifest(): RouteManifest {
  return { routes: routePatterns() };
}
