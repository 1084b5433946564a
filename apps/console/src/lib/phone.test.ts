import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['010-****-5678', '010-****-5678'],
    ['12', '12'],
  ])('%s → %s', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown);
  });
});
