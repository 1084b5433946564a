import { describe, expect, it } from 'vitest';
import { constantTimeEqual } from './constant-time';

describe('constantTimeEqual', () => {
  it.each([
    ['123456', '123456', true],
    ['123456', '123457', false],
    ['12345', '123456', false],
    ['', '', true],
    ['ab12', 'AB12', false],
  ])('compares %j with %j as %s', (a, b, expected) => {
    expect(constantTimeEqual(a, b)).toBe(expected);
  });
});
