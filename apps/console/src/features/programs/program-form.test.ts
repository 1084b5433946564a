import { seoulToday } from '@venue/contract/domain';
import { describe, expect, it } from 'vitest';
import { optionalNumber, optionalText } from '../../lib/form-values';
import { fromSeoulLocalInput, toSeoulLocalInput } from '../../lib/seoul-time';

describe('program form values', () => {
  it('shows instants in Seoul time and sends them back with +09:00', () => {
    expect(toSeoulLocalInput('2026-05-01T01:30:00Z')).toBe('2026-05-01T10:30');
    expect(toSeoulLocalInput('2026-05-01T10:30:00+09:00')).toBe('2026-05-01T10:30');
    expect(toSeoulLocalInput(null)).toBe('');
    expect(fromSeoulLocalInput('2026-05-01T10:30')).toBe('2026-05-01T10:30:00+09:00');
    expect(fromSeoulLocalInput('')).toBeNull();
  });

  it("takes today's date in Seoul", () => {
    expect(seoulToday(new Date('2026-04-30T16:00:00Z'))).toBe('2026-05-01');
  });

  it('reads empty inputs as null', () => {
    expect(optionalNumber('')).toBeNull();
    expect(optionalNumber('12')).toBe(12);
    expect(optionalText('  ')).toBeNull();
    expect(optionalText('https://a.example')).toBe('https://a.example');
  });
});
