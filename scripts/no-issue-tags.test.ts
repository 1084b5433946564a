import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Code comments and test names say why, and cite a decision record ("decision 067") when the
 * reason is a decision; they never name the issue that asked for the code ("issue N §M"). An
 * issue is closed and forgotten, a decision stays in docs/decisions/ (docs/architecture.md).
 * Markdown (READMEs, docs) may tell the history.
 */

const root = join(import.meta.dirname, '..');
const issueTag = /\b[Ii]ssues? \d+/;
const code = /\.(ts|tsx|mts|mjs|js|css|sql|yaml|yml|json)$/;

function trackedCodeFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  })
    .split('\0')
    .filter((file) => code.test(file) && !file.endsWith('package-lock.json'));
}

describe('issue tags', () => {
  it('no code comment or test name names an issue', () => {
    const found = trackedCodeFiles().flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          issueTag.test(line) && !line.includes('issueTag')
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found, 'say why, or cite the decision record').toEqual([]);
  });
});
