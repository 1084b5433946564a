import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from './process';

/**
 * Builds bench/bare-page (React 19 + React Router, nothing else) for production into a temporary
 * directory laid out like apps/web/dist, with .br and .gz siblings written at the same levels as
 * the web build's (vite.config.ts precompress), so the production server can serve it through
 * WEB_DIST_DIR exactly as it serves the app. Returns the directory and a cleanup.
 */
export async function buildBarePage(): Promise<{ dist: string; remove: () => void }> {
  const outDir = join(mkdtempSync(join(tmpdir(), 'venue-bench-bare-page-')), 'dist');
  await build({
    configFile: false,
    root: join(repoRoot, 'bench/bare-page'),
    logLevel: 'error',
    mode: 'production',
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  for (const file of walk(outDir)) {
    if (!/\.(js|css|html|svg|json)$/.test(file) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
  return {
    dist: outDir,
    remove: () => rmSync(join(outDir, '..'), { recursive: true, force: true }),
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
