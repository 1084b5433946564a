import { describe, expect, it, vi } from 'vitest';

describe('the web test setup', () => {
  it('turns an unexpected console.error into a failure', () => {
    expect(() => console.error('boom')).toThrow(/console\.error was called/);
    // The afterEach assertion would fail this test too; silence it after proving the throw.
    vi.mocked(console.error).mockImplementation(() => {});
  });
});
