import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Test files under `dirs` whose text replaces modules (`vi.mock`, `vi.doMock`, `vi.resetModules`). */
function filesThatReplaceModules(dirs: string[], name: RegExp): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (name.test(entry.name)) files.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return files.filter((file) =>
    /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')),
  );
}

/**
 * A project whose files share one module graph per worker, and `<name>-isolated` for the files
 * in `replacesModules` (when there are any), with the usual isolation.
 */
function sharedAndIsolated(
  name: string,
  project: (projectName: string, test: Record<string, unknown>) => object,
  include: string[],
  exclude: string[],
  replacesModules: string[],
) {
  return [
    project(name, { isolate: false, include, exclude: [...exclude, ...replacesModules] }),
    ...(replacesModules.length > 0
      ? [project(`${name}-isolated`, { include: replacesModules })]
      : []),
  ];
}

/**
 * The unit and component tests share one module graph (and one jsdom) per worker
 * (`isolate: false`): a fresh process and jsdom per file cost about a second each, four fifths of
 * the run. A test file that replaces modules would leak them into the files after it, so those
 * files, found here by their text, run in a second project (`<name>-isolated`) with the usual
 * isolation.
 */
function componentProjects(name: string, dir: string) {
  const replacesModules = filesThatReplaceModules([dir], /\.test\.tsx?$/);
  const project = (projectName: string, test: Record<string, unknown>) => ({
    plugins: [react()],
    test: {
      name: projectName,
      environment: 'jsdom' as const,
      setupFiles: [`${dir}/testing/setup-tests.ts`],
      // Room for setup-tests.ts's 5 s findBy/waitFor wait on a busy runner.
      testTimeout: 15_000,
      ...test,
    },
  });
  return sharedAndIsolated(
    name,
    project,
    [`${dir}/**/*.test.{ts,tsx}`],
    ['**/node_modules/**'],
    replacesModules,
  );
}

function unitProjects() {
  const include = [
    'packages/*/src/**/*.test.ts',
    'apps/server/src/**/*.test.ts',
    'bench/lib/**/*.test.ts',
    'scripts/**/*.test.ts',
  ];
  const exclude = ['**/*.api.test.ts', '**/node_modules/**'];
  const replacesModules = filesThatReplaceModules(
    [
      ...readdirSync('packages').map((name) => join('packages', name, 'src')),
      'apps/server/src',
      'bench/lib',
    ].filter((dir) => existsSync(dir)),
    /(?<!\.api)\.test\.ts$/,
  );
  const project = (name: string, test: Record<string, unknown>) => ({
    test: { name, environment: 'node' as const, exclude, ...test },
  });
  return sharedAndIsolated('unit', project, include, exclude, replacesModules);
}

/**
 * The projects:
 * - unit (and unit-isolated when a file needs it): pure logic beside the code (contract rules,
 *           server helpers, the bench's counting), Node environment. A process per file spent two
 *           thirds of this project's 57 s importing; shared, it takes 20 s.
 * - web (and web-isolated): the visitor app's components and client libs beside the code, jsdom.
 * - console (and console-isolated when a file needs it): the staff console's, jsdom.
 * - server: `*.api.test.ts` — the real Fastify app over a real database (in-memory PGlite cloned
 *           from a migrated template, or PostgreSQL when TEST_DATABASE_URL is set).
 * Select both halves of a component project with a wildcard: `--project 'web*'`.
 */
export default defineConfig({
  test: {
    // Vitest's default leaves a core for itself (one worker on the CI's two cores); its own
    // process only collects reports, so every core runs test files.
    maxWorkers: availableParallelism(),
    projects: [
      ...unitProjects(),
      ...componentProjects('web', 'apps/web/src'),
      ...componentProjects('console', 'apps/console/src'),
      {
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          include: ['apps/server/src/**/*.api.test.ts'],
          // *.pg.api.test.ts need two server instances over one database: PostgreSQL only (the
          // CI's second pass sets TEST_DATABASE_URL), never skipped tests on PGlite.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['apps/server/src/**/*.pg.api.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
