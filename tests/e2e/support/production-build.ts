import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The browser tests run against the production build served by the real server, never a dev
 * server, so the build must exist. Throws a message that names the command to run.
 */
export function assertProductionBuild(repoRoot: string): void {
  const required = [
    join(repoRoot, 'apps/server/dist/main.js'),
    join(repoRoot, 'apps/web/dist/index.html'),
    join(repoRoot, 'apps/console/dist/index.html'),
  ];
  const missing = required.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The production build is missing (${missing.join(', ')}).\n` +
        'Run `npm run build` first, or use `npm run test:e2e`, which builds before testing.',
    );
  }
}
