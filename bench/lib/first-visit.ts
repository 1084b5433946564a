import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

/**
 * What a phone downloads on a first visit, measured in Chromium rather than read from the Vite
 * manifest's static graph: every script response from the navigation until the
 * network has been idle (Playwright's `networkidle`: no request for 500 ms), whoever asked for
 * it — the HTML's own script, boot.js, the modules it starts, their static imports, and every
 * dynamic import that runs before the page goes quiet (a popup, a lazy section, a preload on idle).
 */

/** One response the browser received, as the page saw it. */
export type ObservedResponse = {
  url: string;
  /** Playwright's resourceType(): 'script', 'stylesheet', 'image', 'fetch', 'document', … */
  resourceType: string;
  status: number;
  body: Buffer;
};

export type ScriptDownload = {
  /** The path on the server, e.g. /assets/CKVOGTm.js. */
  path: string;
  /** The source the chunk holds, from dist/.vite/manifest.json (or the file itself). */
  source: string;
  bytes: number;
  gzipBytes: number;
};

export type ScriptCount = { scripts: ScriptDownload[]; jsBytes: number; jsGzipBytes: number };

export type FirstVisitResult = ScriptCount & {
  url: string;
  viewport: { width: number; height: number };
  /** Dialogs open on the page once the network was idle (e.g. the home's popup). */
  dialogs: string[];
  /** Milliseconds from the navigation to network idle. */
  idleAfterMs: number;
};

export const VIEWPORT = { width: 390, height: 844 } as const;

/**
 * Counts every script response: each one's body gzipped at level 9 (as the server's precompressed
 * files are), summed. Every response counts, even one of a URL seen before, because each was a
 * download; a response without a body (a redirect, a 304) adds nothing.
 */
export function countScripts(
  responses: readonly ObservedResponse[],
  sourceOf: (path: string) => string = (path) => path,
): ScriptCount {
  const scripts = responses
    .filter((response) => response.resourceType === 'script')
    .map((response) => {
      const path = new URL(response.url).pathname;
      return {
        path,
        source: sourceOf(path),
        bytes: response.body.length,
        gzipBytes: response.body.length === 0 ? 0 : gzipSync(response.body, { level: 9 }).length,
      };
    });
  return {
    scripts,
    jsBytes: scripts.reduce((total, script) => total + script.bytes, 0),
    jsGzipBytes: scripts.reduce((total, script) => total + script.gzipBytes, 0),
  };
}

/** Names a built file by the source the manifest says it holds (for the table and the JSON). */
export function manifestSources(webDist: string): (path: string) => string {
  let manifest: Record<string, { file: string; src?: string; name?: string }> = {};
  try {
    manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
  } catch {
    // Without a manifest the files keep their own names.
  }
  const byFile = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    byFile.set(`/${chunk.file}`, chunk.src ?? (chunk.name ? `(${chunk.name})` : key));
  }
  return (path) => byFile.get(path) ?? path;
}

/**
 * Opens `url` in a fresh headless Chromium (no cache, no storage: a first visit) at 390×844 and
 * records every response until the network is idle, then counts the scripts.
 */
export async function measureFirstVisit(url: string, webDist: string): Promise<FirstVisitResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    const pending: Promise<ObservedResponse | null>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            resourceType: request.resourceType(),
            status: response.status(),
            body,
          }),
          // A redirect has no body; it downloaded nothing.
          () => null,
        ),
      );
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const idleAfterMs = Date.now() - started;
    const dialogs: string[] = [];
    for (const dialog of await page.getByRole('dialog').all()) {
      const label = await dialog.getAttribute('aria-label');
      const labelledBy = await dialog.getAttribute('aria-labelledby');
      dialogs.push(
        label ??
          (labelledBy ? ((await page.locator(`[id="${labelledBy}"]`).textContent()) ?? '') : ''),
      );
    }
    const responses = (await Promise.all(pending)).filter(
      (response): response is ObservedResponse => response !== null,
    );
    await context.close();
    return {
      url,
      viewport: VIEWPORT,
      dialogs,
      idleAfterMs,
      ...countScripts(responses, manifestSources(webDist)),
    };
  } finally {
    await browser.close();
  }
}
