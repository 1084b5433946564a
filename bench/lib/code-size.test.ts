import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureCodeSize } from './code-size';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the console code size', () => {
  it('counts the lines of non-test TypeScript, and apart what testing/ folders hold', () => {
    const src = mkdtempSync(join(tmpdir(), 'code-size-'));
    dirs.push(src);
    mkdirSync(join(src, 'features/faq/components'), { recursive: true });
    mkdirSync(join(src, 'features/roster/testing'), { recursive: true });
    writeFileSync(join(src, 'main.tsx'), 'a\nb\nc\n');
    writeFileSync(join(src, 'features/faq/components/faq.tsx'), 'a\nb');
    writeFileSync(join(src, 'features/faq/components/faq.test.tsx'), 'x\n'.repeat(50));
    writeFileSync(join(src, 'features/faq/components/faq.module.css'), 'x\n'.repeat(50));
    writeFileSync(join(src, 'features/roster/testing/fixtures.ts'), 'a\nb\nc\nd\n');
    expect(measureCodeSize(src)).toEqual({
      consoleLines: 9,
      consoleLinesWithoutTestSupport: 5,
      files: 3,
    });
  });
});
