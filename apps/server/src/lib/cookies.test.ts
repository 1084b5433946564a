import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';

describe('cookieValue', () => {
  it('reads the first cookie of that exact name, trimmed, and nothing else', () => {
    const header = 'a=1; popupHiddenX=no;  popupHidden = 2026 ; popupHidden=later';
    expect(cookieValue(header, 'popupHidden')).toBe('2026');
    expect(cookieValue(header, 'a')).toBe('1');
    expect(cookieValue(header, 'missing')).toBeNull();
    expect(cookieValue('novalue', 'novalue')).toBeNull();
    expect(cookieValue(undefined, 'a')).toBeNull();
  });
});
