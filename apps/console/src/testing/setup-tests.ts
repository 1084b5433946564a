import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

/**
 * The console's test environment (jsdom). An unexpected console.error fails the test (React's
 * act() and key warnings, caught render errors); a test that expects one silences it with
 * `vi.mocked(console.error).mockImplementation(() => {})`.
 */
// Pages chain two fetches (the staff session, then their data): room for a busy 2-core runner.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no modal dialogs: showModal and close only toggle `open` here (components/
// confirm-dialog.tsx relies on the browser for the rest: top layer, inert page, Escape).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}

// jsdom does not know <search> (HTML 2023; components/cms/search-form.tsx) and makes it an
// HTMLUnknownElement, which React reports as an unrecognized tag. It is a plain HTMLElement here.
const createElement = Document.prototype.createElement;
Document.prototype.createElement = function createKnownElement(
  this: Document,
  tagName: string,
  options?: ElementCreationOptions,
) {
  const element = createElement.call(this, tagName, options);
  if (tagName.toLowerCase() === 'search') Object.setPrototypeOf(element, HTMLElement.prototype);
  return element;
} as typeof Document.prototype.createElement;

let consoleError: MockInstance<typeof console.error>;
let failOnError: (...args: unknown[]) => never;

/** jsdom does not know the HTML <search> element yet (React warns once); browsers do. */
const isJsdomSearchWarning = (args: unknown[]) =>
  typeof args[0] === 'string' &&
  args[0].includes('The tag <%s> is unrecognized') &&
  args[1] === 'search';

beforeEach(() => {
  const original = console.error;
  failOnError = (...args: unknown[]) => {
    if (isJsdomSearchWarning(args)) return undefined as never;
    original(...args);
    throw new Error(
      'console.error was called. If this is expected, mock it in the test: vi.mocked(console.error).mockImplementation(() => {})',
    );
  };
  consoleError = vi.spyOn(console, 'error').mockImplementation(failOnError);
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls.filter((args) => !isJsdomSearchWarning(args)).length;
  const silenced = consoleError.getMockImplementation() !== failOnError;
  consoleError.mockRestore();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (!silenced) expect(calls, 'unexpected console.error calls').toBe(0);
});
