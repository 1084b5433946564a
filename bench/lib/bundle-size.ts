import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of .vite/manifest.json (https://vite.dev/guide/backend-integration). */
type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type RouteBundle = {
  route: string;
  label: string;
  /** Route module source, relative to apps/web. */
  module: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
};

export type RouteModule = { route: string; label: string; module: string };

/**
 * What a first visit to `route` downloads before it can render: the entry chunks (index.html's
 * and src/react-start.ts, which server-rendered pages run first) and their static imports, plus the lazy route module and its static imports, with every CSS file those chunks
 * pull in. Dynamic imports inside them are left out — they load later, if ever.
 */
export function measureRouteBundles(webDist: string, routes: RouteModule[]): RouteBundle[] {
  const manifest = JSON.parse(
    readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  // The page's entry is index.html's script. A server-rendered first visit also runs
  // src/react-start.ts first (decision 014 addendum): it is counted like the entry.
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const main = entries.filter(([key, chunk]) => key === 'index.html' || chunk.src === 'index.html');
  if (main.length !== 1) {
    throw new Error(
      `Expected exactly one index.html entry in the Vite manifest, found ${main.length}`,
    );
  }
  const entryKeys = entries.map(([key]) => key);
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  return routes.map(({ route, label, module }) => {
    const routeKey = Object.keys(manifest).find(
      (key) => key === module || manifest[key]?.src === module,
    );
    if (!routeKey) {
      throw new Error(
        `Route module ${module} (for ${route}) is not in the Vite manifest; is it still lazy-loaded from the router?`,
      );
    }
    const chunks = new Set<string>();
    for (const key of entryKeys) collectStatic(manifest, key, chunks);
    collectStatic(manifest, routeKey, chunks);
    const jsFiles = [...chunks].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));
    const cssFiles = [...new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []))];
    return {
      route,
      label,
      module,
      jsFiles,
      cssFiles,
      jsGzipBytes: sum(jsFiles.map(gzipSize)),
      cssGzipBytes: sum(cssFiles.map(gzipSize)),
    };
  });
}

function collectStatic(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest refers to a missing chunk: ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collectStatic(manifest, imported, seen);
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
