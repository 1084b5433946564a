#!/usr/bin/env node
/**
 * `npm run dev`: the API server with hot reload (tsx watch, port 3000) and the Vite dev servers
 * of the visitor app (5173) and the staff console (5174, under /staff/), each proxying /api and
 * /media to port 3000; the visitor app's also sends /staff on to the console's, so one origin
 * serves both as in production. Prefixed output. Ctrl-C stops all three, and if one dies the
 * others are stopped too, so no orphan keeps a port busy.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
const consolePort = process.env.CONSOLE_PORT ?? '5174';

const processes = [
  {
    label: 'server',
    color: 36,
    cmd: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'apps/server/src/main.ts'],
    cwd: root,
    env: { PORT: apiPort, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  },
  {
    label: 'web',
    color: 35,
    cmd: bin('vite'),
    // --strictPort: fail loudly rather than move to another port than the one printed below.
    args: ['--port', webPort, '--strictPort'],
    cwd: join(root, 'apps/web'),
    env: { CONSOLE_PORT: consolePort },
  },
  {
    label: 'console',
    color: 33,
    cmd: bin('vite'),
    args: ['--port', consolePort, '--strictPort'],
    cwd: join(root, 'apps/console'),
    env: {},
  },
];

const children = [];
let stopping = false;

for (const spec of processes) {
  const child = spawn(spec.cmd, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env, FORCE_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group, so stopping kills tsx's and vite's own children as well.
    detached: true,
  });
  const prefix = `\x1b[${spec.color}m[${spec.label}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  child.on('exit', (code, signal) => {
    console.log(`${prefix}exited (${signal ?? `code ${code}`})`);
    child.exited = true;
    if (!stopping) stop(code ?? 1);
    else if (children.every((c) => c.exited)) process.exit(process.exitCode ?? 0);
  });
  children.push(child);
}

console.log(
  `\n  Open \x1b[1mhttp://localhost:${webPort}\x1b[0m (Vite, hot reload; /api and /media go to the server on port ${apiPort}),\n  and the staff console at \x1b[1mhttp://localhost:${webPort}/staff\x1b[0m (its own Vite on port ${consolePort}).\n  Ctrl-C stops all three.\n`,
);

function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) {
    if (child.exited) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // The server drains requests on SIGTERM; do not wait forever for it.
  setTimeout(() => {
    for (const child of children) {
      if (!child.exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
    process.exit(code);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
