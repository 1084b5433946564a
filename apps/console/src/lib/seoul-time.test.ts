import { describe, expect, it } from 'vitest';
import { lastValidDay } from './seoul-time';

describe('lastValidDay', () => {
  it('shows a Seoul midnight as the day before, any other instant as it is', () => {
    expect(lastValidDay('2026-12-27T00:00:00+09:00')).toBe('2026-12-26');
    expect(lastValidDay('2026-12-27T10:30:00+09:00')).toBe('2026-12-27 10:30');
  });
});
