import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '../fixtures';

/**
 * A venue of the spec's own: the production server (apps/server/dist/main.js) on a free port over
 * a fresh PGlite data dir, seeded with the demo like the suite's server (sandbox mode) unless
 * `env` says otherwise. For a spec that changes what every member sees — a new required terms
 * version asks every member to agree again — or that needs another kind of start (production on
 * an empty database), and so must not share the suite's server with specs running beside it.
 */
export interface OwnVenue {
  url: string;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `env` overrides the server's environment, e.g. a production start (NODE_ENV, SANDBOX_MODE). */
export async function startOwnVenue(env: Record<string, string> = {}): Promise<OwnVenue> {
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-e2e-own-'));
  // The default venue is the seeded demo: copy a data dir seeded once per run (about 9 s of CPU to
  // start instead of 20 s of initdb, migrating and seeding). Other starts are used once each and
  // start on PGlite's empty cluster made once per run (about 11 s): they migrate, and seed if
  // asked, as a start on a new data dir does.
  const template = Object.keys(env).length === 0 ? await seededTemplate() : undefined;
  if (template) cpSync(template, dataDir, { recursive: true });
  else await copyEmptyCluster(dataDir);
  const server = await bootServer(dataDir, env);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The demo venue's data dir as a fresh server leaves it, made by the first worker that asks
 * (a `mkdir` lock) while the others wait for its marker; undefined when making it failed, so the
 * caller seeds its own. It lives in the run's data dir, which the main process removes at exit.
 */
async function seededTemplate(): Promise<string | undefined> {
  const runDir = process.env.E2E_DATA_DIR ?? tmpdir();
  const template = join(runDir, 'own-venue-template');
  let maker = false;
  try {
    mkdirSync(`${template}.lock`);
    maker = true;
  } catch {
    // another worker makes it
  }
  if (maker) {
    const building = mkdtempSync(join(runDir, 'own-venue-building-'));
    try {
      await copyEmptyCluster(building);
      const server = await bootServer(building, {});
      await server.stop();
      renameSync(building, template);
      writeFileSync(`${template}.ready`, '');
    } catch (error) {
      writeFileSync(`${template}.failed`, String(error));
      return undefined;
    }
  }
  return (await madeElsewhere(template)) ? template : undefined;
}

/**
 * Waits for `path.ready` or `path.failed`, which another process writes when it has made `path`
 * or given up: true once it is there, false on failure or after 90 s.
 */
async function madeElsewhere(path: string): Promise<boolean> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (existsSync(`${path}.ready`)) return true;
    if (existsSync(`${path}.failed`)) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/**
 * Puts PGlite's empty cluster (initdb, nothing of the app's), which support/web-server.ts makes
 * once per run after the suite's server has started, where the server keeps its database
 * (DATA_DIR/pglite, apps/server/src/db/client.ts), as it would find it after its own initdb.
 * Without one (another way of starting the suite, or its making failed) the server runs initdb.
 */
async function copyEmptyCluster(dataDir: string): Promise<void> {
  const empty = process.env.E2E_EMPTY_DATA_DIR;
  if (!empty || !existsSync(`${empty}.lock`) || !(await madeElsewhere(empty))) return;
  cpSync(empty, join(dataDir, 'pglite'), { recursive: true });
}

/** The production server on a free port over `dataDir`, once /api/health answers. */
async function bootServer(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repoRoot, 'apps/server/dist/main.js')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: url,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error(`The spec's own venue server did not start:\n${output}`);
}

/**
 * The suite's `test` on a venue of its own, one per worker: `page`, `request` and `baseURL` point
 * at it, `venue.url` is its address.
 */
export function testOnOwnVenue(env: Record<string, string> = {}) {
  return test.extend<object, { venue: OwnVenue }>({
    venue: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
      async ({}, use) => {
        const venue = await startOwnVenue(env);
        await use(venue);
        await venue.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ venue }, use) => use(venue.url),
  });
}
