import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The console's size as the structural review of 634a23d measured it: lines of its non-test
 * TypeScript (`.ts`/`.tsx` under apps/console/src, `*.test.*` left out), and the same without the
 * `testing/` folders (test support that is no test file by name). 19,403 lines at 634a23d, before the
 * resource scaffold (decision 053) and before the messages, waiting-list, operators' week and
 * offline-door pages were added.
 */
export type CodeSizeResult = {
  consoleLines: number;
  consoleLinesWithoutTestSupport: number;
  files: number;
};

/** Every `.ts`/`.tsx` file under `dir` that is not a test, with its path from `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

export function measureCodeSize(consoleSrc: string): CodeSizeResult {
  let consoleLines = 0;
  let consoleLinesWithoutTestSupport = 0;
  const files = sourceFiles(consoleSrc);
  for (const file of files) {
    const lines = lineCount(readFileSync(join(consoleSrc, file), 'utf8'));
    consoleLines += lines;
    if (!file.split('/').includes('testing')) consoleLinesWithoutTestSupport += lines;
  }
  return { consoleLines, consoleLinesWithoutTestSupport, files: files.length };
}
