/**
 * `npm run bench` (after `npm run build`): first-visit JavaScript (every script a first visit to
 * `/` downloads in Chromium until the network is idle, plus the manifest's static graph per route),
 * Lighthouse mobile beside a bare React page, a load test against a bare Fastify baseline, reservation insert throughput, and the live welcome's idle
 * streams and check-in → event latency, and an opening at scale through Caddy on one and two
 * instances over PostgreSQL. Prints a table with PASS/FAIL per budget and writes
 * bench/results/latest.json. A missed budget is reported, never thrown: the bench informs, the
 * test suite gates.
 *
 * `tsx bench/run.ts --only bundle,lighthouse,load,inserts,outbox,live,opening,refill,door,size` runs a
 * subset (`size`: the console's lines of non-test TypeScript). BENCH_PORT_BASE=3320
 * makes the servers it starts listen on 3320, 3321, … instead of ports the kernel picks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type BudgetCheck, checkBudgets } from './budgets';
import { buildBarePage } from './lib/bare-page';
import { measureRouteBundles, type RouteBundle } from './lib/bundle-size';
import { type CodeSizeResult, measureCodeSize } from './lib/code-size';
import { type DoorVerifyResult, measureDoorVerify } from './lib/door-verify';
import { type FirstVisitResult, measureFirstVisit } from './lib/first-visit';
import {
  type InsertResult,
  measureInserts,
  OUTBOX_ROUNDS,
  type OutboxResults,
  type OutboxRound,
} from './lib/inserts';
import {
  flooredTbtRatio,
  type LighthouseComparison,
  type LighthouseResult,
  measureLighthouseAlternating,
} from './lib/lighthouse';
import { type LiveResults, measureLiveOneInstance, measureLiveTwoInstances } from './lib/live';
import {
  LOAD,
  type LoadResult,
  type LoadResults,
  measureLoad,
  medianOfRuns,
  p99RatioOfRounds,
} from './lib/load';
import { measureOpening, type OpeningResults } from './lib/opening';
import {
  freePort,
  keepBenchOffServerCore,
  type RunningProcess,
  repoRoot,
  startNodeProcess,
  startProductionServer,
} from './lib/process';
import { measureRefill, type RefillResult } from './lib/refill';
import { median } from './lib/stats';
import { printTable } from './lib/table';
import { describeTarget, type LoadTarget, loadTargets } from './load-targets';
import { KEY_ROUTES, LIGHTHOUSE_PATHS } from './routes';

const parts = [
  'bundle',
  'lighthouse',
  'load',
  'inserts',
  'outbox',
  'live',
  'opening',
  'refill',
  'door',
  'size',
] as const;
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
  firstVisit?: FirstVisitResult;
  lighthouse?: LighthouseResult[];
  lighthouseBare?: LighthouseResult;
  lighthouseVsBare?: LighthouseComparison[];
  load?: LoadResults;
  inserts?: InsertResult;
  outbox?: OutboxResults;
  live?: LiveResults;
  opening?: OpeningResults;
  refill?: RefillResult;
  door?: DoorVerifyResult;
  size?: CodeSizeResult;
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
  // What a phone really downloads: a guest's first visit to / on a fresh, seeded server, every
  // script until the network is idle (lazy chunks included), in Chromium at 390×844.
  console.log('First visit to / in Chromium: every script until the network is idle…');
  await attempt('first visit', async () => {
    const server = await startProductionServer({ name: 'the production server (first visit)' });
    try {
      results.firstVisit = await measureFirstVisit(`${server.url}/`, webDist);
    } finally {
      await server.stop();
    }
  });
}

if (selected.has('lighthouse') || selected.has('load')) {
  let server: RunningProcess | undefined;
  await attempt('production server', async () => {
    // Garbage collected on the server's own core, as for the bare baseline below (process.ts).
    server = await startProductionServer({ singleThreadedGc: true });
  });
  try {
    if (server && selected.has('lighthouse')) {
      const { url } = server;
      await attempt('lighthouse', async () => {
        await compareLighthouse(url);
      });
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

if (selected.has('outbox')) {
  // The same burst with messages off and on, OUTBOX_ROUNDS times: each booking's
  // 예약 확정 is written by the relay from the committed entry and sent by the job queue (decision
  // 064); the booking's p99 must not notice.
  console.log(
    `The outbox: 3,000 bookings with messages off, then on (a stand-in SOLAPI), ${OUTBOX_ROUNDS} rounds…`,
  );
  await attempt('outbox', async () => {
    keepBenchOffServerCore();
    const rounds: OutboxRound[] = [];
    for (let round = 0; round < OUTBOX_ROUNDS; round += 1) {
      const off = await measureInserts();
      const on = await measureInserts({ messages: true });
      rounds.push({ off, on, p99Ratio: on.latencyP99Ms / off.latencyP99Ms });
    }
    results.outbox = { rounds, p99Ratio: median(rounds.map((round) => round.p99Ratio)) };
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

if (selected.has('opening')) {
  console.log('Opening at scale: two instances behind Caddy on PostgreSQL, and one, in this run…');
  await attempt('opening', async () => {
    results.opening = await measureOpening();
  });
}

if (selected.has('refill')) {
  console.log('The waiting list: 20 sessions of 30 seats, a fifth cancelled, 300 members waiting…');
  await attempt('refill', async () => {
    results.refill = await measureRefill();
  });
}

if (selected.has('door')) {
  console.log('The offline door: 1,000 real pass signatures verified against 2,000 passes…');
  await attempt('door', async () => {
    results.door = await measureDoorVerify();
  });
}

if (selected.has('size')) {
  console.log("The console's lines of non-test TypeScript…");
  await attempt('size', () => {
    results.size = measureCodeSize(join(repoRoot, 'apps/console/src'));
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
    singleThreadedGc: true,
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
        const { p99Ratio, p99Ratios } = p99RatioOfRounds(oursRuns, bareRuns);
        measured.targets.push({
          name: target.name,
          method: target.request.method,
          path: target.path,
          ...(target.request.method === 'POST' ? { requestBody: target.request.body } : {}),
          payloadBytes: body.length,
          ours: oursResult,
          bare: bareResult,
          oursRuns,
          bareRuns,
          ratio: oursResult.requestsPerSecond / bareResult.requestsPerSecond,
          p99Ratio,
          p99Ratios,
        });
      });
    }
  } finally {
    await bare.stop();
  }
  return measured;
}

/**
 * Lighthouse on our pages and, in the same run and alternating with them, on a bare React 19 +
 * React Router page (bench/bare-page) served by a second production server the same way
 * (WEB_DIST_DIR): the score and TBT of a page depend on how fast the host is at that moment, so
 * ours are also given as ratios to the bare page's.
 */
async function compareLighthouse(oursUrl: string): Promise<void> {
  console.log('Building the bare React page (bench/bare-page)…');
  const bare = await buildBarePage();
  let bareServer: RunningProcess | undefined;
  try {
    bareServer = await startProductionServer({
      name: 'the production server (bare React page)',
      env: { WEB_DIST_DIR: bare.dist },
    });
    const bareUrl = `${bareServer.url}/`;
    const ours = LIGHTHOUSE_PATHS.map((path) => `${oursUrl}${path}`);
    const measured = await measureLighthouseAlternating([...ours, bareUrl], 3, (url, round) =>
      console.log(
        `Lighthouse (mobile) round ${round} of 3: ${url === bareUrl ? 'bare page' : new URL(url).pathname}…`,
      ),
    );
    const bareResult = measured.at(-1)!;
    results.lighthouse = measured.slice(0, -1);
    results.lighthouseBare = bareResult;
    results.lighthouseVsBare = results.lighthouse.map((page) => ({
      path: new URL(page.url).pathname,
      scoreRatio: page.score / bareResult.score,
      // TBT below 1 ms on the bare page would make any ratio meaningless: 1 ms is the floor.
      tbtRatio: page.tbtMs / Math.max(bareResult.tbtMs, 1),
      // The one the budget uses: the bare page's TBT floored at 50 ms (bench/lib/lighthouse.ts).
      tbtRatioFloored: flooredTbtRatio(page.tbtMs, bareResult.tbtMs),
      // The same ratios run by run (each round's page against that round's bare page).
      scoreRatioOfRounds: median(page.runs.map((run, i) => run.score / bareResult.runs[i]!.score)),
      tbtRatioOfRounds: median(
        page.runs.map((run, i) => run.tbtMs / Math.max(bareResult.runs[i]!.tbtMs, 1)),
      ),
      tbtRatioFlooredOfRounds: median(
        page.runs.map((run, i) => flooredTbtRatio(run.tbtMs, bareResult.runs[i]!.tbtMs)),
      ),
    }));
  } finally {
    await bareServer?.stop();
    bare.remove();
  }
}
