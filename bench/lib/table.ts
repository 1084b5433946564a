import type { BudgetCheck } from '../budgets';
import type { RouteBundle } from './bundle-size';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult } from './load';

type Printable = {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string };
  bundles?: RouteBundle[];
  lighthouse?: LighthouseResult[];
  load?: { ours: LoadResult; bare: LoadResult; ratio: number; payloadBytes: number };
  budgets?: BudgetCheck[];
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

export function printTable(results: Printable): void {
  console.log(
    `\nBench ${results.date} — ${results.machine.cpus} cores (${results.machine.cpuModel}), Node ${results.machine.node}`,
  );

  if (results.bundles) {
    printSection(
      'First visit, gzip (entry + route module + their static imports)',
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

  if (results.load) {
    const { ours, bare } = results.load;
    printSection(
      `autocannon POST /api/notice/list, 100 connections × 10 s (payload ${results.load.payloadBytes} B)`,
      ['server', 'req/s', 'p99', 'avg', 'requests', 'non-2xx', 'errors'],
      [
        ['ours', ours],
        ['bare Fastify', bare],
      ].map(([name, r]) => {
        const load = r as LoadResult;
        return [
          name as string,
          load.requestsPerSecond.toFixed(0),
          ms(load.latencyP99Ms),
          `${load.latencyAverageMs.toFixed(1)} ms`,
          String(load.requests),
          String(load.non2xx),
          String(load.errors),
        ];
      }),
    );
    console.log(`  ratio ours/bare: ${results.load.ratio.toFixed(2)}`);
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
