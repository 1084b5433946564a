import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { median } from './stats';

export type LighthouseRun = {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
};

export type LighthouseResult = LighthouseRun & { url: string; runs: LighthouseRun[] };

/** One of our pages against the bare React page of the same run. */
export type LighthouseComparison = {
  path: string;
  /** our median score / the bare page's median score (goal ≥ 0.97) */
  scoreRatio: number;
  /** our median TBT / the bare page's median TBT, at least 1 ms (raw; for reference) */
  tbtRatio: number;
  /**
   * our median TBT / max(the bare page's median TBT, 50 ms) (goal ≤ 1.5; the budget uses this):
   * TBT counts only the part of each task beyond 50 ms, so a bare page's 1–38 ms is noise.
   */
  tbtRatioFloored: number;
  /** the median of the per-round ratios, for reference */
  scoreRatioOfRounds: number;
  tbtRatioOfRounds: number;
  tbtRatioFlooredOfRounds: number;
};

/**
 * The floor of the bare page's TBT in the floored ratio. Total blocking time sums, over the main
 * thread's tasks, only what each task lasts beyond 50 ms; a page that hydrates nothing scores
 * 1–38 ms by chance (one task of 51–88 ms). Dividing by that makes the ratio swing from 5 to 100
 * between runs of the same build. With the floor, 1.5× means "at most 75 ms of blocking, or
 * 1.5× the bare page's when the host is slow enough that even the bare page blocks".
 */
export const TBT_RATIO_FLOOR_MS = 50;

/** our TBT / max(the bare page's TBT, TBT_RATIO_FLOOR_MS) */
export function flooredTbtRatio(oursMs: number, bareMs: number): number {
  return oursMs / Math.max(bareMs, TBT_RATIO_FLOOR_MS);
}

/**
 * Lighthouse's default config: mobile form factor, Moto-G-class screen emulation and simulated
 * (Lantern) slow-4G + 4x CPU throttling. A fresh Chromium per run so no cache carries over.
 * Reports the median of each metric over `runs` runs.
 */
export async function measureLighthouse(url: string, runs = 3): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i += 1) {
    try {
      results.push(await runOnce(url));
    } catch (error) {
      // One retry: a lone NO_FCP or a protocol timeout on a loaded 2-core box is not a verdict.
      console.warn(`  run ${i + 1} failed (${(error as Error).message}); retrying once`);
      results.push(await runOnce(url));
    }
  }
  return summarize(url, results);
}

/**
 * Several pages measured in the same run, alternating (round 1: every page, round 2: every page,
 * …), so a page and the baseline it is compared with see the same moments of a busy machine.
 * Each page's metrics are the medians of its runs, as in measureLighthouse.
 */
export async function measureLighthouseAlternating(
  urls: readonly string[],
  runs = 3,
  onRun: (url: string, round: number) => void = () => {},
): Promise<LighthouseResult[]> {
  const byUrl = new Map<string, LighthouseRun[]>(urls.map((url) => [url, []]));
  for (let round = 1; round <= runs; round += 1) {
    for (const url of urls) {
      onRun(url, round);
      let run: LighthouseRun;
      try {
        run = await runOnce(url);
      } catch (error) {
        console.warn(`  ${url} round ${round} failed (${(error as Error).message}); retrying once`);
        run = await runOnce(url);
      }
      byUrl.get(url)!.push(run);
    }
  }
  return urls.map((url) => summarize(url, byUrl.get(url)!));
}

function summarize(url: string, results: LighthouseRun[]): LighthouseResult {
  return {
    url,
    score: median(results.map((r) => r.score)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: median(results.map((r) => r.cls)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    runs: results,
  };
}

async function runOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number')
        throw new Error(`Lighthouse audit ${id} has no value for ${url}`);
      return value;
    };
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
    };
  } finally {
    chrome.kill();
  }
}
