import type { RouteBundle } from './lib/bundle-size';
import type { LighthouseResult } from './lib/lighthouse';
import type { LoadResult } from './lib/load';

export type BudgetCheck = {
  name: string;
  value: number;
  limit: number;
  comparison: '<=' | '>=';
  unit: string;
  pass: boolean;
};

type Measured = {
  bundles?: RouteBundle[];
  lighthouse?: LighthouseResult[];
  load?: { ours: LoadResult; ratio: number };
};

/** The budgets of issue 2; docs/benchmarks.md explains each one. */
export function checkBudgets(measured: Measured): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const check = (
    name: string,
    value: number,
    comparison: '<=' | '>=',
    limit: number,
    unit: string,
  ) => {
    const pass = comparison === '<=' ? value <= limit : value >= limit;
    checks.push({ name, value, limit, comparison, unit, pass });
  };

  const home = measured.bundles?.find((bundle) => bundle.route === '/');
  if (home) check('home first-visit JS (gzip)', home.jsGzipBytes / 1024, '<=', 110, 'KiB');

  for (const run of measured.lighthouse ?? []) {
    const path = new URL(run.url).pathname;
    check(`Lighthouse score ${path}`, run.score, '>=', 97, '');
    check(`Lighthouse LCP ${path}`, run.lcpMs / 1000, '<=', 1.8, 's');
    check(`Lighthouse CLS ${path}`, run.cls, '<=', 0.01, '');
  }

  if (measured.load) {
    check('notice list req/s ours/bare', measured.load.ratio, '>=', 0.5, '×');
    check(
      'notice list errors + non-2xx under load',
      measured.load.ours.errors + measured.load.ours.non2xx,
      '<=',
      0,
      '',
    );
  }
  return checks;
}
