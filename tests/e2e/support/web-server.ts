/**
 * The suite's server (playwright.config.ts runs this as `webServer.command`, with Node's own
 * TypeScript): the production server, `node apps/server/dist/main.js` over DATA_DIR, and once it
 * answers, in the background, an empty PGlite data dir for the specs' own venues
 * (support/own-venue.ts).
 *
 * Why: about half of a server's cold start on a new data dir is PGlite's initdb (some 10 s of
 * CPU here). The suite's server still starts on a new data dir; the empty cluster is made once per
 * run after it, while the first specs run, and every venue of a spec's own starts
 * on a copy of it instead of running initdb again. The copy is PGlite's empty cluster, nothing of
 * the app's: each server migrates and seeds it as its own start does. Made beside the server's
 * start instead, it slowed that start (which every spec waits for) by about 5 s.
 *
 * Playwright stops the web server by sending SIGTERM to this process group: the server shuts
 * down gracefully on its own signal, and this process waits for it and exits with its code.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

// Where to put it (playwright.config.ts names it); `.ready` or `.failed` beside it says how it went.
const target = process.env.E2E_EMPTY_DATA_DIR;
// Made before the server starts, so a worker that finds it knows to wait for the data dir.
if (target) mkdirSync(`${target}.lock`);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // The group's signal reached the server too; a second one would cut its shutdown short.
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

if (target) {
  await serverAnswers(`http://${process.env.HOST ?? '127.0.0.1'}:${process.env.PORT}/api/health`);
  await makeEmptyDataDir(target);
}

async function serverAnswers(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** PGlite's initdb into `target` (what a server finds as DATA_DIR/pglite), then its marker. */
async function makeEmptyDataDir(target: string): Promise<void> {
  const building = mkdtempSync(`${target}-building-`);
  try {
    const cluster = await PGlite.create({ dataDir: building });
    await cluster.close();
    renameSync(building, target);
    writeFileSync(`${target}.ready`, '');
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    writeFileSync(`${target}.failed`, String(error));
  }
}
