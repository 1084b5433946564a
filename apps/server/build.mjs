/**
 * Bundles the server for `npm start`: src/main.ts → dist/main.js (ESM, Node 24).
 * Workspace packages (@venue/contract, TypeScript source) are bundled in; npm dependencies stay
 * external and load from node_modules, so native and WASM assets (PGlite) keep their paths.
 * Migrations are not copied: the server reads apps/server/drizzle at run time.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys({
  ...manifest.dependencies,
  ...manifest.devDependencies,
  ...manifest.peerDependencies,
}).filter((name) => !name.startsWith('@venue/'));

await build({
  entryPoints: [join(root, 'src/main.ts')],
  outfile: join(root, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Subpath imports (drizzle-orm/pg-core, zod/v4/core) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log('Built apps/server/dist/main.js');
