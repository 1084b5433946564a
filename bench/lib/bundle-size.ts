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
 * What a first visit to `route` downloads before it can render: the entry chunk and its static
 * imports, plus the lazy route module and its static imports, with every CSS file those chunks
 * pull in. Dynamic imports inside them are left out — they load later, if ever.
 */
export function measureRouteBundles(webDist: string, routes: RouteModule[]): RouteBundle[] {
  const manifest = JSON.parse(
    readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) {
    throw new Error(
      `Expected exactly one entry chunk in the Vite manifest, found ${entries.length}`,
    );
  }
  const [entryKey] = entries[0]!;
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
    collectStatic(manifest, entryKey, chunks);
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
