import type { BudgetCheck } from '../budgets';
import type { RouteBundle } from './bundle-size';
import type { DoorVerifyResult } from './door-verify';
import type { FirstVisitResult } from './first-visit';
import type { InsertResult, OutboxResults } from './inserts';
import type { LighthouseComparison, LighthouseResult } from './lighthouse';
import type { LatencySummary, LiveResults } from './live';
import type { LoadResults } from './load';
import type { OpeningResults, OpeningRun } from './opening';
import type { RefillResult } from './refill';

type Printable = {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string };
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
  budgets?: BudgetCheck[];
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const ms1 = (value: number) => `${value.toFixed(1)} ms`;

export function printTable(results: Printable): void {
  console.log(
    `\nBench ${results.date} — ${results.machine.cpus} cores (${results.machine.cpuModel}), Node ${results.machine.node}`,
  );

  const visit = results.firstVisit;
  if (visit) {
    printSection(
      `First visit to / in Chromium (${visit.viewport.width}×${visit.viewport.height}, fresh profile, seeded data): every script until the network was idle (${(visit.idleAfterMs / 1000).toFixed(1)} s), gzip -9`,
      ['#', 'file', 'holds', 'gzip'],
      visit.scripts.map((script, i) => [
        String(i + 1),
        script.path,
        script.source,
        `${(script.gzipBytes / 1024).toFixed(2)} KiB`,
      ]),
    );
    console.log(
      `  ${visit.scripts.length} scripts, ${kib(visit.jsGzipBytes)} gzip; dialogs open at idle: ${visit.dialogs.length > 0 ? visit.dialogs.join(', ') : 'none'}`,
    );
  }

  if (results.bundles) {
    printSection(
      "First visit by the Vite manifest's static graph, gzip (entry + route module + their static imports; no lazy chunk)",
      ['route', 'module', 'JS', 'CSS', 'files'],
      results.bundles.map((b) => [
        b.label,
        b.module,
        kib(b.jsGzipBytes),
        kib(b.cssGzipBytes),
        String(b.jsFiles.length + b.cssFiles.length),
      ]),
    );
  }

  if (results.lighthouse) {
    printSection(
      'Lighthouse 12, mobile, simulated throttling (median of 3)',
      ['url', 'score', 'LCP', 'CLS', 'TBT', 'FCP', 'scores of runs'],
      results.lighthouse.map((l) => [
        new URL(l.url).pathname,
        String(l.score),
        ms(l.lcpMs),
        l.cls.toFixed(3),
        ms(l.tbtMs),
        ms(l.fcpMs),
        l.runs.map((r) => r.score).join(' / '),
      ]),
    );
  }
  const bare = results.lighthouseBare;
  if (bare && results.lighthouseVsBare) {
    printSection(
      'Lighthouse beside a bare React 19 + React Router page, same server and serving, same run (alternating)',
      ['page', 'score', 'TBT', 'score ÷ bare', 'TBT ÷ bare (raw)', 'TBT ÷ max(bare, 50 ms)'],
      results.lighthouseVsBare.map((page) => {
        const ours = results.lighthouse?.find((l) => new URL(l.url).pathname === page.path);
        return [
          page.path,
          String(ours?.score ?? ''),
          ours ? ms(ours.tbtMs) : '',
          page.scoreRatio.toFixed(3),
          page.tbtRatio.toFixed(2),
          page.tbtRatioFloored.toFixed(2),
        ];
      }),
    );
    console.log(
      `  bare page: score ${bare.score}, TBT ${ms(bare.tbtMs)}, LCP ${ms(bare.lcpMs)}; runs ${bare.runs.map((r) => `${r.score}/${Math.round(r.tbtMs)} ms`).join(', ')}`,
    );
  }

  if (results.load) {
    const { connections, durationSeconds, warmupSeconds } = results.load;
    const rounds = results.load.rounds ?? 1;
    printSection(
      `autocannon, ${connections} connections × ${durationSeconds} s after ${warmupSeconds} s warm-up, ours vs a bare Fastify route with the same bytes; medians of ${rounds} alternating rounds`,
      [
        'target',
        'payload',
        'req/s ours',
        'req/s bare',
        'ratio',
        'p99 ours',
        'p99 bare',
        'p99 ÷ bare',
        'avg ours',
        'non-2xx',
        'errors',
      ],
      results.load.targets.map((t) => [
        t.name,
        `${t.payloadBytes} B`,
        t.ours.requestsPerSecond.toFixed(0),
        t.bare.requestsPerSecond.toFixed(0),
        t.ratio.toFixed(2),
        ms1(t.ours.latencyP99Ms),
        ms1(t.bare.latencyP99Ms),
        `${t.p99Ratio.toFixed(2)} (${t.p99Ratios.map((r) => r.toFixed(2)).join(' / ')})`,
        `${t.ours.latencyAverageMs.toFixed(1)} ms`,
        // Ours, then the baseline in parentheses when it had any.
        withBare(t.ours.non2xx, t.bare.non2xx),
        withBare(t.ours.errors, t.bare.errors),
      ]),
    );
    for (const t of results.load.targets) {
      console.log(`  ${t.name}: ${t.method} ${t.path}${t.requestBody ? ` ${t.requestBody}` : ''}`);
    }
  }

  if (results.inserts) {
    const r = results.inserts;
    printSection(
      `Reservation inserts over HTTP, PGlite, ${r.connections} at a time, one per member, after ${r.warmup} warm-up bookings`,
      ['members', 'booked', 'refused', 'errors', 'seconds', 'inserts/s', 'p99'],
      [
        [
          String(r.members),
          String(r.booked),
          String(r.non2xx),
          String(r.errors),
          r.seconds.toFixed(1),
          Math.round(r.insertsPerSecond).toString(),
          ms(r.latencyP99Ms),
        ],
      ],
    );
  }

  if (results.outbox) {
    const { rounds, p99Ratio } = results.outbox;
    const row = (label: string, r: InsertResult) => [
      label,
      String(r.booked),
      Math.round(r.insertsPerSecond).toString(),
      ms(r.latencyP99Ms),
      r.outbox ? String(r.outbox.written) : '–',
      r.outbox ? String(r.outbox.received) : '–',
      r.outbox ? `${r.outbox.duplicates} / ${r.outbox.missing} / ${r.outbox.unsent}` : '–',
      r.outbox ? Math.round(r.outbox.messagesPerSecond).toString() : '–',
    ];
    const first = rounds[0]?.on;
    printSection(
      `The outbox: ${first?.members} bookings after ${first?.warmup} warm-up, messages off and on, ${rounds.length} rounds; p99 on ÷ off ${rounds.map((round) => round.p99Ratio.toFixed(2)).join(', ')} (median ${p99Ratio.toFixed(2)})`,
      [
        'round',
        'booked',
        'inserts/s',
        'p99',
        'written',
        'received',
        'twice / missing / unsent',
        'messages/s',
      ],
      rounds.flatMap((round, index) => [
        row(`${index + 1} off`, round.off),
        row(`${index + 1} on`, round.on),
      ]),
    );
  }

  const one = results.live?.oneInstance;
  if (one) {
    const m = one.memory;
    const mib = (kibValue: number) => `${(kibValue / 1024).toFixed(1)} MiB`;
    printSection(
      `Live welcome: ${m.streams} idle event streams on one server (PGlite), ${m.openBatch} opened at a time; VmRSS of the server`,
      [
        'baseline',
        'with streams',
        'delta',
        'per stream',
        'peak (HWM)',
        'open s',
        'still open',
        'heartbeat seen',
      ],
      [
        [
          mib(m.baselineRssKiB),
          mib(m.withStreamsRssKiB),
          mib(m.deltaKiB),
          `${m.perStreamKiB.toFixed(2)} KiB`,
          mib(m.peakRssKiB),
          m.openSeconds.toFixed(1),
          `${Math.min(m.openAfterIdle, m.openAtEnd)}/${m.streams}`,
          String(m.heartbeatsSeen),
        ],
      ],
    );
  }
  const two = results.live?.twoInstances;
  if (one || two) {
    const row = (label: string, l: LatencySummary) => [
      label,
      String(l.checkIns),
      ms1(l.p50Ms),
      ms1(l.p95Ms),
      ms1(l.p99Ms),
      ms1(l.maxMs),
      `${ms1(l.answerP50Ms)} / ${ms1(l.answerP99Ms)}`,
    ];
    printSection(
      "Check-in → event on the member's stream (POST /api/staff/checkin, one at a time)",
      ['setup', 'check-ins', 'p50', 'p95', 'p99', 'max', 'answer p50 / p99'],
      [
        ...(one
          ? [row(`one instance, PGlite, ${one.latency.idleStreams} idle streams open`, one.latency)]
          : []),
        ...(two ? [row('two instances, PostgreSQL 15 (scan on B, stream on A)', two)] : []),
      ],
    );
  }

  const opening = results.opening;
  if (opening) {
    const o = opening;
    const row = (run: OpeningRun) => [
      run.instances === 1 ? 'one instance' : 'two instances',
      `${run.booked}/${o.visitors}`,
      `${run.seatsSold}/${run.capacity}`,
      run.soldOutSeconds.toFixed(1),
      Math.round(run.callsPerSecond).toString(),
      `${ms(run.latency.book.p95Ms)} / ${ms(run.latency.book.p99Ms)} / ${ms(run.latency.book.maxMs)}`,
      `${ms(run.latency.programInstances.p95Ms)} / ${ms(run.latency.programInstances.p99Ms)}`,
      `${ms(run.latency.browse.p95Ms)} / ${ms(run.latency.browse.p99Ms)}`,
      String(run.errors),
    ];
    printSection(
      `Opening through Caddy on PostgreSQL 15: ${o.visitors} visitors arrive over ${o.arrivalSeconds} s and book ${o.programInstances} program instances × ${o.seatsPerProgramInstance} seats while ${o.browsers} browse`,
      [
        'setup',
        'booked',
        'seats sold',
        'sold out s',
        'calls/s',
        'book p95 / p99 / max',
        'program instances p95 / p99',
        'browse p95 / p99',
        'errors',
      ],
      [row(o.oneInstance), row(o.twoInstances)],
    );
    const r = o.ratios;
    console.log(
      `  two / one: book p95 ${r.bookP95.toFixed(2)}×, book p99 ${r.bookP99.toFixed(2)}×, browse p99 ${r.browseP99.toFixed(2)}×, sold out after ${r.soldOutSeconds.toFixed(2)}×, calls/s ${r.callsPerSecond.toFixed(2)}×`,
    );
    for (const run of [o.oneInstance, o.twoInstances]) {
      const c = run.cpuSeconds;
      console.log(
        `  ${run.instances} instance(s), in ${run.seconds.toFixed(1)} s: CPU s instances ${c.instances.toFixed(1)}, Caddy ${c.caddy.toFixed(1)}, PostgreSQL ${c.postgres.toFixed(1)}, load generator ${c.loadGenerator.toFixed(1)}; answers ${JSON.stringify(run.answers)}`,
      );
    }
  }

  const refill = results.refill;
  if (refill) {
    printSection(
      `The waiting list: ${refill.sessions} sessions × ${refill.seats} seats, ${refill.waiting} waiting`,
      ['freed', 'refillable', 'refilled', 'lapsed offers', 'median freed → booked', 'oversold'],
      [
        [
          String(refill.freed),
          String(refill.refillable),
          `${refill.refilled} (${(refill.refilledShare * 100).toFixed(1)} %)`,
          String(refill.lapsed),
          ms(refill.medianFreedToBookedMs),
          String(refill.oversold),
        ],
      ],
    );
  }

  const door = results.door;
  if (door) {
    printSection(
      `The offline door: ${door.scans} scans against ${door.passes} passes (Node Web Crypto)`,
      ['scan p50', 'scan p99', 'first typed code of a step', 'next typed code'],
      [[ms1(door.p50Ms), ms1(door.p99Ms), ms(door.firstTypedCodeMs), ms1(door.nextTypedCodeMs)]],
    );
  }

  if (results.budgets) {
    printSection(
      'Budgets',
      ['budget', 'value', 'limit', 'result'],
      results.budgets.map((b) => [
        b.name,
        `${formatNumber(b.value)}${b.unit ? ` ${b.unit}` : ''}`,
        `${b.comparison} ${b.limit}${b.unit ? ` ${b.unit}` : ''}`,
        b.pass ? 'PASS' : 'FAIL',
      ]),
    );
  }
}

function withBare(ours: number, bare: number): string {
  return bare === 0 ? String(ours) : `${ours} (bare ${bare})`;
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(value < 1 ? 3 : 2);
}

function printSection(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `  ${cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')}`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}
