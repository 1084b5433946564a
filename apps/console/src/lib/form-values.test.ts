import { describe, expect, it } from 'vitest';
import { optionalNumber, optionalText } from './form-values';

describe('empty fields', () => {
  it('reads an empty number field as null and any other as a number', () => {
    expect(optionalNumber('')).toBeNull();
    expect(optionalNumber(null)).toBeNull();
    expect(optionalNumber(undefined)).toBeNull();
    expect(optionalNumber('0')).toBe(0);
    expect(optionalNumber('120')).toBe(120);
  });

  it('reads a blank text field as null and keeps any other as written', () => {
    expect(optionalText('')).toBeNull();
    expect(optionalText('   ')).toBeNull();
    expect(optionalText(' /program ')).toBe(' /program ');
    expect(optionalText(null)).toBeNull();
  });
});
