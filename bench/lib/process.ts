import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Asks the kernel for a free port on 127.0.0.1. */
export function freePort(): Promise<number> {
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

export type RunningProcess = { url: string; stop: () => Promise<void> };

type StartOptions = {
  name: string;
  args: string[];
  env: Record<string, string>;
  /** Printed by the process once it accepts connections. */
  readyText: string;
  url: string;
  cleanup?: () => void;
};

/** Starts a Node process and resolves once it prints `readyText`; stop() sends SIGTERM. */
export function startNodeProcess(options: StartOptions): Promise<RunningProcess> {
  const child = spawn(process.execPath, options.args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () => stopChild(child).finally(() => options.cleanup?.());

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(`${options.name} did not print "${options.readyText}" within 60 s:\n${output}`),
      );
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(options.readyText)) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        // Keep draining so a chatty process never blocks on a full pipe.
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({ url: options.url, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      options.cleanup?.();
      reject(new Error(`${options.name} exited early (code ${code}):\n${output}`));
    });
  });
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

/** The real production server (apps/server/dist) over a fresh, seeded PGlite database. */
export async function startProductionServer(): Promise<RunningProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'venue-bench-'));
  return startNodeProcess({
    name: 'the production server',
    args: [join(repoRoot, 'apps/server/dist/main.js')],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: url,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Production refuses the fake identity/SMS/login providers; the bench needs none of them.
      SANDBOX_MODE: 'off',
    },
    readyText: 'Seongsu venue is ready at',
    url,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  });
}
