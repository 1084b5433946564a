/**
 * Runs in every server test file. An unexpected console.error fails the test: errors the app
 * means to report go through its logger, so anything printed here is a bug or a missing
 * expectation.
 */
import { format } from 'node:util';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { closeAdminPool } from './test-app';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`Unexpected console.error: ${format(...args)}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await closeAdminPool();
});
