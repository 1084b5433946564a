import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';
import { clearAlerts } from '../stores/alert-store';

/**
 * Web test environment (jsdom). As in the Epic Stack, an unexpected console.error fails the test:
 * React reports act() warnings, key warnings and caught render errors there, and each of those is
 * a bug. A test that expects an error silences it with `vi.mocked(console.error).mockImplementation`.
 */
// findBy*/waitFor give up after 1 s by default. On a busy 2-core CI runner a page that chains two
// fetches (staff session, then the list) has missed that twice; 5 s only costs time when a test
// is about to fail anyway.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it on navigation.
window.scrollTo = () => {};

let consoleError: MockInstance<typeof console.error>;
let failOnError: (...args: unknown[]) => never;

beforeEach(() => {
  // Test files share one jsdom per worker (vitest.config.ts, isolate: false): an alert that a
  // request of the previous file raised after it ended must not count in this test.
  clearAlerts();
  const original = console.error;
  failOnError = (...args: unknown[]) => {
    original(...args);
    throw new Error(
      'console.error was called. If this is expected, mock it in the test: vi.mocked(console.error).mockImplementation(() => {})',
    );
  };
  consoleError = vi.spyOn(console, 'error').mockImplementation(failOnError);
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls.length;
  // A test that replaced the implementation expected its errors.
  const silenced = consoleError.getMockImplementation() !== failOnError;
  consoleError.mockRestore();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (!silenced) expect(calls, 'unexpected console.error calls').toBe(0);
});
