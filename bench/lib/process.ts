import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The port of the next server the bench starts: with BENCH_PORT_BASE set (e.g. 3320, when
 * engineers share a machine and each has a range of ports), BENCH_PORT_BASE, then +1, +2, … in
 * the order the servers start; otherwise a free port the kernel picks on 127.0.0.1.
 */
let nextConfiguredPort: number | undefined;
export function freePort(): Promise<number> {
  const base = process.env.BENCH_PORT_BASE;
  if (base) {
    nextConfiguredPort ??= Number(base);
    if (!Number.isInteger(nextConfiguredPort) || nextConfiguredPort <= 0) {
      throw new Error(`BENCH_PORT_BASE must be a port number, not "${base}"`);
    }
    return Promise.resolve(nextConfiguredPort++);
  }
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

export type RunningProcess = {
  url: string;
  /** The server's own pid (taskset execs node, so it is the child's): for /proc/<pid>/status. */
  pid: number;
  stop: () => Promise<void>;
};

type StartOptions = {
  name: string;
  args: string[];
  env: Record<string, string>;
  /** Printed by the process once it accepts connections. */
  readyText: string;
  url: string;
  cleanup?: () => void;
  /** false: not pinned to the server core (several servers share the machine, the opening). */
  pin?: boolean;
  /**
   * true: a pinned process collects its garbage on its own thread (`SINGLE_CORE_GC_FLAGS`). Only
   * the load part asks: the flag holds more garbage in memory between collections, which the
   * live part's memory budget would count (docs/benchmarks/2026-11-28.md, "10,000 idle
   * streams").
   */
  singleThreadedGc?: boolean;
};

/**
 * V8 flags of a process pinned to one core under load. V8 scavenges the young generation in parallel with
 * helper threads (Node starts 4 whatever the cores); on one core they only take turns with the
 * main thread, which waits for them: `--trace-gc-nvp` showed 5–8 ms scavenges that kept 80 KB.
 * With single-threaded GC, Now's req/s ÷ the bare route's went from 0.55–0.58 to 0.72–0.76 and
 * banner list's from 0.60–0.66 to 0.73–0.75, two runs each (docs/benchmarks/2026-11-26.md,
 * "Now on a fast host"). Both the server and the bare baseline of the load part get it.
 *
 * It costs memory: the same server holding 10,000 idle event streams grew by 202 and 233 MiB
 * with it and by 129 and 140 MiB without, while the live heap per stream after a full
 * collection was the same (8.0 and 8.4 KiB). So the live part runs with V8's default.
 */
export const SINGLE_CORE_GC_FLAGS = ['--single-threaded-gc'];

/**
 * Starts a Node process and resolves once it prints `readyText`; stop() sends SIGTERM.
 *
 * The process writes stdout and stderr to a log file, as a deployed server writes to its log
 * collector. Piping it to the bench instead would make the bench process (which also runs the
 * load generator) read every access-log line the server writes under load — 12,000+ lines a
 * second — and the measured throughput would be the bench's, not the server's.
 *
 * On a machine with two cores or more the process is pinned to the last core (`taskset`, when
 * present) and the bench keeps the others, so the load generator and the server do not take
 * turns on one core and the latency tail measures the server. A pinned process started with
 * `singleThreadedGc` collects its garbage on its own thread (`SINGLE_CORE_GC_FLAGS`).
 */
export function startNodeProcess(options: StartOptions): Promise<RunningProcess> {
  const logDir = mkdtempSync(join(tmpdir(), 'venue-bench-log-'));
  const logFile = join(logDir, 'output.log');
  const logFd = openSync(logFile, 'w');
  const pin = options.pin === false ? null : serverCpu();
  const flags = options.singleThreadedGc ? SINGLE_CORE_GC_FLAGS : [];
  const [command, args] = pin
    ? ['taskset', ['-c', String(pin), process.execPath, ...flags, ...options.args]]
    : [process.execPath, options.args];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const output = () => readFileSync(logFile, 'utf8');
  const removeLog = () => rmSync(logDir, { recursive: true, force: true });
  const stop = () =>
    stopChild(child).finally(() => {
      options.cleanup?.();
      removeLog();
    });

  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      if (!output().includes(options.readyText)) return;
      clearInterval(poll);
      clearTimeout(timer);
      child.off('exit', onEarlyExit);
      resolve({ url: options.url, pid: child.pid as number, stop });
    }, 100);
    const timer = setTimeout(() => {
      clearInterval(poll);
      const text = output();
      void stop();
      reject(
        new Error(`${options.name} did not print "${options.readyText}" within 60 s:\n${text}`),
      );
    }, 60_000);
    const onEarlyExit = (code: number | null) => {
      clearInterval(poll);
      clearTimeout(timer);
      const text = output();
      options.cleanup?.();
      removeLog();
      reject(new Error(`${options.name} exited early (code ${code}):\n${text}`));
    };
    child.once('exit', onEarlyExit);
  });
}

/** The core a measured server runs on: the last one, or none on a single-core machine. */
function serverCpu(): number | null {
  const count = cpus().length;
  if (count < 2) return null;
  const taskset = spawnSync('taskset', ['--version'], { stdio: 'ignore' });
  return taskset.status === 0 ? count - 1 : null;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The real production server (apps/server/dist). By default over a fresh PGlite data directory
 * that it seeds itself with the demo venue (SEED_DEMO=on) and that is removed afterwards; a
 * caller that prepared its own directory (the insert part) passes it with the port its tokens
 * were signed for and any extra settings.
 */
export async function startProductionServer(
  options: {
    port?: number;
    dataDir?: string;
    env?: Record<string, string>;
    name?: string;
    pin?: boolean;
    singleThreadedGc?: boolean;
  } = {},
): Promise<RunningProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'venue-bench-'));
  return startNodeProcess({
    name: options.name ?? 'the production server',
    args: [join(repoRoot, 'apps/server/dist/main.js')],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: url,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Production refuses the fake identity/SMS/login providers; the bench needs none of them.
      SANDBOX_MODE: 'off',
      // A production start stays empty unless asked (decision 028); the bench measures the demo.
      SEED_DEMO: 'on',
      // Production requires the secret (decision 037); parts that sign tokens pass their own.
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ...options.env,
    },
    readyText: 'Seongsu venue is ready at',
    url,
    ...(options.pin === false ? { pin: false } : {}),
    ...(options.singleThreadedGc ? { singleThreadedGc: true } : {}),
    ...(ownDataDir ? { cleanup: () => rmSync(dataDir, { recursive: true, force: true }) } : {}),
  });
}

/**
 * Keeps this process (the load generator) off the core the measured servers are pinned to.
 * Returns false where that cannot be done (one core, no taskset); the load then shares cores.
 */
export function keepBenchOffServerCore(): boolean {
  const server = serverCpu();
  if (server === null) return false;
  const others = server === 1 ? '0' : `0-${server - 1}`;
  return (
    spawnSync('taskset', ['-a', '-pc', others, String(process.pid)], { stdio: 'ignore' }).status ===
    0
  );
}

/** The soft limit on open files of this process (Linux), or Infinity where unknown. */
export function openFileLimit(): number {
  try {
    const line = /^Max open files\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line?.[1] && line[1] !== 'unlimited' ? Number(line[1]) : Number.POSITIVE_INFINITY;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Undoes keepBenchOffServerCore: this process (and every process it starts from now on, which
 * inherit its affinity) may run on every core again. The opening runs several servers, Caddy and
 * PostgreSQL unpinned; started from a bench pinned to one core by an earlier part, they would all
 * share that core.
 */
export function releaseBenchCores(): void {
  const count = cpus().length;
  if (count < 2) return;
  spawnSync('taskset', ['-a', '-pc', `0-${count - 1}`, String(process.pid)], { stdio: 'ignore' });
}
