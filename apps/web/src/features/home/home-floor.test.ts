import { describe, expect, it } from 'vitest';
import { parseFloorQuery } from './home-floor';

describe('the ?floor= query', () => {
  it('reads a positive floor id', () => {
    expect(parseFloorQuery('1')).toBe(1);
    expect(parseFloorQuery('4')).toBe(4);
    expect(parseFloorQuery(' 3 ')).toBe(3);
  });

  it.each([null, '', 'abc', '2.5', '-1', '0', '1e3', '0x2', '9999999999'])(
    'treats %o as no floor',
    (value) => {
      expect(parseFloorQuery(value)).toBeNull();
    },
  );
});
