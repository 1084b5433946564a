/**
 * The served document passes Redocly's `recommended` ruleset (what `npx @redocly/cli lint` runs)
 * with no problem of any severity: every operation has a summary, a tag, its 4xx answers.
 * `@redocly/openapi-core` is the library under the CLI, run in-process on the bytes the server
 * serves.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("passes Redocly's recommended lint with no error and no warning", async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const problems = await lintFromString({
    source: response.body,
    absoluteRef: 'openapi.json',
    config: await createConfig({ extends: ['recommended'] }),
  });
  const lines = problems.map(
    (problem) =>
      `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`,
  );
  expect(lines).toEqual([]);
});
