#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find — prerequisites,
 * typecheck, lint, unit tests, server tests, build, browser tests — stopping at the first failure.
 *
 * The very last line is always `tests: N passed, M failed` because CI reads that line. A step that
 * fails without reporting a failed test (a type error, a crashed runner) counts as one failure, so
 * the line can never look green when the run is red.
 *
 * `node scripts/test.mjs --only server` runs a subset (comma-separated step names); .ci/run uses
 * it for the PostgreSQL pass of the server tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const CHROMIUM = '/usr/bin/chromium';
const APT_COMMAND =
  'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium fonts-noto-cjk';

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */

/** @type {Array<{ name: string, title: string, run: () => Promise<{ ok: boolean, counts?: Counts }> }>} */
const steps = [
  { name: 'prerequisites', title: 'Prerequisites (Debian chromium, CJK font)', run: prerequisites },
  {
    name: 'typecheck',
    title: 'Typecheck',
    run: () => command('npm', ['run', '--silent', 'typecheck']),
  },
  { name: 'lint', title: 'Lint (biome)', run: () => command(bin('biome'), ['check', '.']) },
  {
    name: 'unit',
    title: 'Unit tests (vitest: unit, web, console)',
    run: () => vitest('unit', ['unit*', 'web*', 'console*']),
  },
  { name: 'server', title: serverTitle(), run: () => vitest('server', ['server']) },
  {
    name: 'build',
    title: 'Build (web + console + server)',
    run: () => command('npm', ['run', '--silent', 'build']),
  },
  { name: 'e2e', title: 'Browser tests (playwright)', run: playwright },
];

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((name) => !steps.some((step) => step.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(
    `Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = only ? steps.filter((step) => only.includes(step.name)) : steps;

const reportDir = mkdtempSync(join(tmpdir(), 'venue-test-'));
const total = { passed: 0, failed: 0, skipped: 0 };
const startedAt = Date.now();
let failedStep;

for (const step of selected) {
  console.log(`\n${paint(1, `▶ ${step.title}`)}`);
  const stepStart = Date.now();
  let result;
  try {
    result = await step.run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    result = { ok: false };
  }
  const counts = result.counts ?? { passed: 0, failed: 0, skipped: 0 };
  if (!result.ok && counts.failed === 0) counts.failed = 1;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  const tally = result.counts ? ` — ${counts.passed} passed, ${counts.failed} failed` : '';
  if (result.ok) {
    console.log(paint(32, `✓ ${step.title} (${seconds} s)${tally}`));
  } else {
    console.error(paint(31, `✗ ${step.title} failed (${seconds} s)${tally}`));
    failedStep = step;
    break;
  }
}

rmSync(reportDir, { recursive: true, force: true });
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
console.log('');
if (failedStep) {
  console.error(
    `FAILED at step "${failedStep.name}" after ${minutes} min; later steps did not run.`,
  );
} else {
  console.log(`All ${selected.length} step(s) passed in ${minutes} min.`);
}
if (total.skipped > 0) console.log(`(${total.skipped} test(s) skipped)`);
// CI parses this line; keep it last and keep its shape.
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exitCode = failedStep ? 1 : 0;

function serverTitle() {
  return process.env.TEST_DATABASE_URL
    ? 'Server tests (vitest: server, PostgreSQL from TEST_DATABASE_URL)'
    : 'Server tests (vitest: server, in-memory PGlite)';
}

/** Runs a command with inherited output; resolves with its success. */
function command(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal) console.error(`${cmd} was killed by ${signal}`);
      resolve({ ok: code === 0 });
    });
  });
}

async function vitest(name, projects) {
  const jsonFile = join(reportDir, `${name}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`);
  const { ok } = await command(bin('vitest'), args);
  // Vitest's JSON report follows Jest's shape.
  const report = readJson(jsonFile);
  if (!report) return { ok };
  return {
    ok,
    counts: {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    },
  };
}

async function playwright() {
  const jsonFile = join(reportDir, 'e2e.json');
  const { ok } = await command(
    bin('playwright'),
    ['test', '--config', join(root, 'tests/e2e/playwright.config.ts'), '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: jsonFile },
  );
  const stats = readJson(jsonFile)?.stats;
  if (!stats) return { ok };
  return {
    ok,
    counts: {
      // A flaky test passed on retry; it still counts as passed but the list reporter names it.
      passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
      failed: stats.unexpected ?? 0,
      skipped: stats.skipped ?? 0,
    },
  };
}

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function missingPrerequisites() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push(`Debian chromium at ${CHROMIUM}`);
  const fonts = spawnSync('fc-list', [':lang=ko'], { encoding: 'utf8' });
  if (fonts.error || fonts.stdout.trim() === '') missing.push('a Korean (CJK) font');
  return missing;
}

async function prerequisites() {
  let missing = missingPrerequisites();
  if (missing.length === 0) {
    console.log(`chromium: ${CHROMIUM}; Korean font: found`);
    return { ok: true };
  }
  console.log(`Missing: ${missing.join(', ')}.`);
  if (process.getuid?.() !== 0) {
    console.error(
      `Run this as root (for example in \`sudo -i\`), then npm test again:\n\n${APT_COMMAND}\n`,
    );
    return { ok: false };
  }
  console.log(`Installing them: ${APT_COMMAND}`);
  const { ok } = await command('sh', ['-c', APT_COMMAND]);
  missing = missingPrerequisites();
  if (!ok || missing.length > 0) {
    console.error(`Still missing after apt-get: ${missing.join(', ') || 'apt-get failed'}.`);
    return { ok: false };
  }
  return { ok: true };
}
