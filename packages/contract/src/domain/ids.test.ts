import { describe, expect, it } from 'vitest';
import { parsePositiveId } from './ids';

describe('page ids', () => {
  it('reads a positive integer up to the largest id', () => {
    expect(parsePositiveId('1')).toBe(1);
    expect(parsePositiveId('2147483647')).toBe(2_147_483_647);
  });
  it.each(['', 'abc', '0', '01', '-1', '1.5', '1e3', ' 1', '2147483648', '99999999999'])(
    'reads %j as no id',
    (value) => {
      expect(parsePositiveId(value)).toBeNull();
    },
  );
  it('reads a missing segment as no id', () => {
    expect(parsePositiveId(undefined)).toBeNull();
    expect(parsePositiveId(null)).toBeNull();
  });
});
