import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { assertProductionBuild } from './support/production-build';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;

// One fresh data dir per run, so the server seeds a new PGlite database. The config is evaluated
// again in every worker; the env vars carry the main process's dir to them instead of making
// a new dir each time, and only the process that made it removes it. Beside the server's data,
// support/web-server.ts makes PGlite's empty cluster for the specs' own venues (own-venue.ts).
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_EMPTY_DATA_DIR = join(dataDir, 'empty-pglite');
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

// Playwright starts webServer before globalSetup runs, so a missing build would surface only as
// "webServer exited early". Check here too, in the main process, for a message that says what to do.
if (!process.env.TEST_WORKER_INDEX) assertProductionBuild(repoRoot);

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // The machine has 2 cores and the server under test shares them.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, so a timing flake does not hold back a whole change; the list reporter and
  // scripts/test.mjs still name every test that needed it ("flaky"), and a test that fails twice
  // fails the run. Known flakes are listed in the open issues' notes to be fixed, not retried away.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'block',
    // Recording a trace costs every test about a quarter of its CPU on this two-core machine; the
    // CI's retry of a failing test records one, which is when it is read.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'mobile-chromium' }],
  webServer: {
    // `node apps/server/dist/main.js`, then the own venues' empty cluster (support/web-server.ts).
    command: 'node tests/e2e/support/web-server.ts',
    cwd: repoRoot,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  },
});
