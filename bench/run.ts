/**
 * `npm run bench` (after `npm run build`): first-visit bundle sizes, Lighthouse mobile, a load
 * test against a bare Fastify baseline, reservation insert throughput, and the live welcome's idle
 * streams and check-in → event latency. Prints a table with PASS/FAIL per budget and writes
 * bench/results/latest.json. A missed budget is reported, never thrown: the bench informs, the
 * test suite gates.
 *
 * `tsx bench/run.ts --only bundle,lighthouse,load,inserts,live` runs a subset.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BudgetCheck, checkBudgets } from './budgets';
import { measureRouteBundles, type RouteBundle } from './lib/bundle-size';
import { type InsertResult, measureInserts } from './lib/inserts';
import { type LighthouseResult, measureLighthouse } from './lib/lighthouse';
import { type LiveResults, measureLiveOneInstance, measureLiveTwoInstances } from './lib/live';
import { LOAD, type LoadResult, type LoadResults, measureLoad, medianOfRuns } from './lib/load';
import {
  freePort,
  keepBenchOffServerCore,
  type RunningProcess,
  repoRoot,
  startNodeProcess,
  startProductionServer,
} from './lib/process';
import { printTable } from './lib/table';
import { describeTarget, type LoadTarget, loadTargets } from './load-targets';
import { KEY_ROUTES, LIGHTHOUSE_PATHS } from './routes';

const parts = ['bundle', 'lighthouse', 'load', 'inserts', 'live'] as const;
type Part = (typeof parts)[number];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const selected = new Set<Part>(
  values.only ? (values.only.split(',').map((s) => s.trim()) as Part[]) : parts,
);
for (const part of selected) {
  if (!parts.includes(part)) throw new Error(`Unknown part "${part}"; parts: ${parts.join(', ')}`);
}

const results: {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  bundles?: RouteBundle[];
  lighthouse?: LighthouseResult[];
  load?: LoadResults;
  inserts?: InsertResult;
  live?: LiveResults;
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

if (selected.has('inserts')) {
  console.log('Reservation inserts over HTTP on PGlite…');
  await attempt('inserts', async () => {
    keepBenchOffServerCore();
    results.inserts = await measureInserts();
  });
}

if (selected.has('live')) {
  const live: LiveResults = {};
  results.live = live;
  keepBenchOffServerCore();
  console.log('Live welcome: idle streams and check-in → event on one instance (PGlite)…');
  await attempt('live one instance', async () => {
    live.oneInstance = await measureLiveOneInstance();
  });
  console.log('Live welcome: check-in on one instance → event on another (PostgreSQL)…');
  await attempt('live two instances', async () => {
    live.twoInstances = await measureLiveTwoInstances();
  });
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

/** Fetches one target's answer; a non-2xx answer fails the target. */
async function fetchTarget(
  baseUrl: string,
  target: LoadTarget,
): Promise<{ body: Buffer; contentType: string }> {
  const { request } = target;
  const response = await fetch(`${baseUrl}${target.path}`, {
    method: request.method,
    ...(request.method === 'POST'
      ? { headers: { 'content-type': 'application/json' }, body: request.body }
      : {}),
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) {
    throw new Error(
      `${describeTarget(target)} answered ${response.status}: ${body.toString('utf8').slice(0, 500)}`,
    );
  }
  return { body, contentType: response.headers.get('content-type') ?? '' };
}

/**
 * Each target on our server, then on a bare Fastify route answering the same method and path
 * with the very bytes ours returned. One bare process serves every target; the load runs one
 * target and one server at a time, because the servers and autocannon share the machine's cores.
 * A target that cannot be measured is recorded in results.errors and the others still run.
 */
async function compareLoad(ours: RunningProcess): Promise<LoadResults> {
  const separateCores = keepBenchOffServerCore();
  console.log(
    separateCores
      ? 'Load generator and server run on separate cores.'
      : 'Load generator and server share the cores (one core, or no taskset).',
  );
  const measured: LoadResults = { ...LOAD, separateCores, targets: [] };
  const answered: { target: LoadTarget; body: Buffer; contentType: string }[] = [];
  for (const target of loadTargets()) {
    await attempt(`load ${target.name}`, async () => {
      answered.push({ target, ...(await fetchTarget(ours.url, target)) });
    });
  }
  if (answered.length === 0) throw new Error('No load target answered on our server');

  const workDir = mkdtempSync(join(tmpdir(), 'venue-bench-bare-'));
  const routes = answered.map(({ target, body }, index) => {
    const payloadFile = join(workDir, `payload-${index}.json`);
    writeFileSync(payloadFile, body);
    return { method: target.request.method, path: target.path, payloadFile };
  });
  const routesFile = join(workDir, 'routes.json');
  writeFileSync(routesFile, JSON.stringify(routes));
  const port = await freePort();
  const bare = await startNodeProcess({
    name: 'the bare Fastify baseline',
    args: ['--import', 'tsx', join(repoRoot, 'bench/bare-server.ts')],
    env: { BARE_PORT: String(port), BARE_ROUTES_FILE: routesFile, NODE_ENV: 'production' },
    readyText: 'bare fastify ready',
    url: `http://127.0.0.1:${port}`,
    cleanup: () => rmSync(workDir, { recursive: true, force: true }),
  });
  try {
    for (const { target, body, contentType } of answered) {
      await attempt(`load ${target.name}`, async () => {
        const bareAnswer = await fetchTarget(bare.url, target);
        if (!bareAnswer.body.equals(body) || bareAnswer.contentType !== contentType) {
          throw new Error(
            `The baseline answers ${describeTarget(target)} differently: ${bareAnswer.body.length} B ${bareAnswer.contentType} vs ${body.length} B ${contentType}`,
          );
        }
        const what = `${LOAD.connections} connections × ${LOAD.durationSeconds} s`;
        const oursRuns: LoadResult[] = [];
        const bareRuns: LoadResult[] = [];
        for (let round = 1; round <= LOAD.rounds; round++) {
          const of = `round ${round} of ${LOAD.rounds}`;
          console.log(`autocannon ${describeTarget(target)}, ${what} on ours (${of})…`);
          oursRuns.push(await measureLoad(`${ours.url}${target.path}`, target.request));
          console.log(`autocannon ${describeTarget(target)}, ${what} on bare (${of})…`);
          bareRuns.push(await measureLoad(`${bare.url}${target.path}`, target.request));
        }
        const oursResult = medianOfRuns(oursRuns);
        const bareResult = medianOfRuns(bareRuns);
        measured.targets.push({
          name: target.name,
          method: target.request.method,
          path: target.path,
          ...(target.request.method === 'POST' ? { requestBody: target.request.body } : {}),
          payloadBytes: body.length,
          ...(target.p99BudgetMs === undefined ? {} : { p99BudgetMs: target.p99BudgetMs }),
          ours: oursResult,
          bare: bareResult,
          oursRuns,
          bareRuns,
          ratio: oursResult.requestsPerSecond / bareResult.requestsPerSecond,
        });
      });
    }
  } finally {
    await bare.stop();
  }
  return measured;
}
