import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API server runs on 3000 in development (`npm run dev`); the SPA proxies to it so the
// browser sees one origin, exactly like production where the server serves apps/web/dist.
const apiTarget = 'http://localhost:3000';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes .br and .gz siblings of every text asset at build time. The server serves them with
 * @fastify/static's `preCompressed`, so responses are compressed at maximum level without
 * spending CPU per request (and without a compression dependency).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'venue:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const walk = async (dir: string): Promise<string[]> => {
        const entries = await readdir(dir, { withFileTypes: true });
        const nested = await Promise.all(
          entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])),
        );
        return nested.flat();
      };
      const files = (await walk(outDir)).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const content = await readFile(file);
          await writeFile(
            `${file}.br`,
            await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    // The bench reads dist/.vite/manifest.json to measure first-visit bytes per route.
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
  },
});
