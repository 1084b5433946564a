/**
 * `npm run bench` (after `npm run build`): first-visit bundle sizes, Lighthouse mobile and a load
 * test against a bare Fastify baseline. Prints a table with PASS/FAIL per budget and writes
 * bench/results/latest.json. A missed budget is reported, never thrown: the bench informs, the
 * test suite gates.
 *
 * `tsx bench/run.ts --only bundle,lighthouse,load` runs a subset.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BudgetCheck, checkBudgets } from './budgets';
import { measureRouteBundles, type RouteBundle } from './lib/bundle-size';
import { type LighthouseResult, measureLighthouse } from './lib/lighthouse';
import { LOAD, type LoadResult, measureLoad } from './lib/load';
import {
  freePort,
  type RunningProcess,
  repoRoot,
  startNodeProcess,
  startProductionServer,
} from './lib/process';
import { printTable } from './lib/table';
import { KEY_ROUTES, LIGHTHOUSE_PATHS } from './routes';

const parts = ['bundle', 'lighthouse', 'load'] as const;
type Part = (typeof parts)[number];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const selected = new Set<Part>(
  values.only ? (values.only.split(',').map((s) => s.trim()) as Part[]) : parts,
);
for (const part of selected) {
  if (!parts.includes(part)) throw new Error(`Unknown part "${part}"; parts: ${parts.join(', ')}`);
}

type LoadComparison = {
  ours: LoadResult;
  bare: LoadResult;
  ratio: number;
  payloadBytes: number;
};

const results: {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  bundles?: RouteBundle[];
  lighthouse?: LighthouseResult[];
  load?: LoadComparison;
  budgets?: BudgetCheck[];
  errors: { part: string; message: string }[];
} = {
  errors: [],
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  },
};

const webDist = join(repoRoot, 'apps/web/dist');

if (selected.has('bundle')) {
  console.log('Measuring first-visit bundles from the Vite manifest…');
  await attempt('bundle', () => {
    results.bundles = measureRouteBundles(webDist, KEY_ROUTES);
  });
}

if (selected.has('lighthouse') || selected.has('load')) {
  let server: RunningProcess | undefined;
  await attempt('production server', async () => {
    server = await startProductionServer();
  });
  try {
    if (server && selected.has('lighthouse')) {
      const { url } = server;
      const lighthouseResults: LighthouseResult[] = [];
      for (const path of LIGHTHOUSE_PATHS) {
        console.log(`Lighthouse (mobile, 3 runs) on ${path}…`);
        await attempt(`lighthouse ${path}`, async () => {
          lighthouseResults.push(await measureLighthouse(`${url}${path}`));
        });
      }
      results.lighthouse = lighthouseResults;
    }
    if (server && selected.has('load')) {
      const running = server;
      await attempt('load', async () => {
        results.load = await compareLoad(running);
      });
    }
  } finally {
    await server?.stop();
  }
}

results.budgets = checkBudgets(results);
printTable(results);
if (results.errors.length > 0) {
  console.log('\nParts that could not be measured (their budgets are missing above):');
  for (const error of results.errors) console.log(`  ${error.part}: ${error.message}`);
}

const outDir = join(repoRoot, 'bench/results');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWrote bench/results/latest.json (${results.budgets.length} budgets checked).`);

/** A part that throws is recorded and reported, and the other parts still run. */
async function attempt(part: string, work: () => void | Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${part} failed: ${message}`);
    results.errors.push({ part, message });
  }
}

async function compareLoad(ours: RunningProcess): Promise<LoadComparison> {
  const path = '/api/notice/list';
  const response = await fetch(`${ours.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${body}`);

  const workDir = mkdtempSync(join(tmpdir(), 'venue-bench-bare-'));
  const payloadFile = join(workDir, 'payload.json');
  writeFileSync(payloadFile, body);
  const port = await freePort();
  const bare = await startNodeProcess({
    name: 'the bare Fastify baseline',
    args: ['--import', 'tsx', join(repoRoot, 'bench/bare-server.ts')],
    env: { BARE_PORT: String(port), BARE_PAYLOAD_FILE: payloadFile, NODE_ENV: 'production' },
    readyText: 'bare fastify ready',
    url: `http://127.0.0.1:${port}`,
    cleanup: () => rmSync(workDir, { recursive: true, force: true }),
  });
  try {
    const bareBody = await (
      await fetch(`${bare.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).text();
    if (Buffer.byteLength(bareBody) !== Buffer.byteLength(body)) {
      throw new Error(
        `The baseline payload differs in size: ${Buffer.byteLength(bareBody)} vs ${Buffer.byteLength(body)} bytes`,
      );
    }
    // One at a time: both servers and autocannon share the same 2 cores.
    console.log(`autocannon ${LOAD.connections} connections × ${LOAD.durationSeconds} s on ours…`);
    const oursResult = await measureLoad(`${ours.url}${path}`);
    console.log(`autocannon ${LOAD.connections} connections × ${LOAD.durationSeconds} s on bare…`);
    const bareResult = await measureLoad(`${bare.url}${path}`);
    return {
      ours: oursResult,
      bare: bareResult,
      ratio: oursResult.requestsPerSecond / bareResult.requestsPerSecond,
      payloadBytes: Buffer.byteLength(body),
    };
  } finally {
    await bare.stop();
  }
}
