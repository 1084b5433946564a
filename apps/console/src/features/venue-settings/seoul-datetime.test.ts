import { describe, expect, it } from 'vitest';
import { fromSeoulLocalInput, toSeoulLocalInput } from './seoul-datetime';

describe('maintenance window fields', () => {
  it('shows an instant on the Seoul clock and reads it back with the offset', () => {
    expect(toSeoulLocalInput('2026-05-05T01:00:00Z')).toBe('2026-05-05T10:00');
    expect(toSeoulLocalInput('2026-05-05T23:30:00+09:00')).toBe('2026-05-05T23:30');
    expect(fromSeoulLocalInput('2026-05-05T10:00')).toBe('2026-05-05T10:00:00+09:00');
    expect(Date.parse(fromSeoulLocalInput(toSeoulLocalInput('2026-12-31T20:15:00Z')))).toBe(
      Date.parse('2026-12-31T20:15:00Z'),
    );
  });

  it('leaves an empty or broken value empty', () => {
    expect(toSeoulLocalInput('')).toBe('');
    expect(toSeoulLocalInput('nope')).toBe('');
    expect(fromSeoulLocalInput('')).toBe('');
  });
});
