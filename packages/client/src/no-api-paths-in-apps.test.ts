import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The apps name the calls they make by their endpoint constants (`@venue/contract/endpoints`,
 * decision 051), never by a path written by hand: a renamed or moved call is then one edit in
 * the contract, and the type checker finds every caller. Tests and their support (`testing/`
 * folders) may spell paths (they fake the network by URL); everything else goes through
 * `api.call(endpoint, …)`, `urlOf(endpoint, …)` or `endpoint.path`.
 */

const root = join(import.meta.dirname, '../../..');
const appSources = ['apps/web/src', 'apps/console/src'];
const pathLiteral = /['"`]\/api\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('API paths in the apps', () => {
  it.each(appSources)('%s writes no /api/ path by hand', (source) => {
    const found = sourceFiles(join(root, source)).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          pathLiteral.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found, 'call it by its endpoint from @venue/contract/endpoints').toEqual([]);
  });
});
