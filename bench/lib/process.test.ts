import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { describe, expect, it } from 'vitest';
import { SINGLE_CORE_GC_FLAGS, startNodeProcess } from './process';

/** Prints the V8/Node flags it was started with, then idles until stopped. */
const PRINT_FLAGS = [
  '-e',
  "console.log('flags ' + JSON.stringify(process.execArgv)); setInterval(() => {}, 1000);",
];

/** The command line of a process the bench starts (/proc/<pid>/cmdline). */
async function flagsOf(options: { singleThreadedGc?: boolean }): Promise<string[]> {
  const child = await startNodeProcess({
    name: 'a flag printer',
    args: PRINT_FLAGS,
    env: {},
    readyText: 'flags ',
    url: 'http://127.0.0.1:0',
    ...options,
  });
  try {
    return readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0');
  } finally {
    await child.stop();
  }
}

// A process is pinned (and may get the GC flags) only with two cores or more and taskset.
const pinnable = cpus().length >= 2 && spawnSync('taskset', ['--version']).status === 0;

describe('the GC flags of the processes the bench starts', () => {
  it('leaves V8 its default collector unless a part asks (the live part measures memory)', async () => {
    const flags = await flagsOf({});
    for (const flag of SINGLE_CORE_GC_FLAGS) expect(flags).not.toContain(flag);
  });

  it('collects garbage on the pinned process own thread when the load part asks', async () => {
    const flags = await flagsOf({ singleThreadedGc: true });
    for (const flag of SINGLE_CORE_GC_FLAGS) expect(flags.includes(flag)).toBe(pinnable);
  });
});
