import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds apps/server by walking up from this module until the package.json of @venue/server.
 * The same code runs from source (src/paths.ts under tsx or vitest) and from the bundle
 * (dist/main.js), so a fixed number of `..` would be right for one of them only.
 */
function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@venue/server') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`Cannot find the @venue/server package above ${start}`);
    }
    dir = parent;
  }
}

/** apps/server */
export const serverRoot = findServerRoot(dirname(fileURLToPath(import.meta.url)));
/** The repository root (two levels above apps/server). */
export const repoRoot = resolve(serverRoot, '..', '..');
/** Drizzle migrations, read at run time by both the source and the bundled server. */
export const migrationsFolder = join(serverRoot, 'drizzle');
