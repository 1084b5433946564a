import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatEntryCode, parseQrInput } from './qr-input';

describe('parseQrInput reads what staff scanned or typed', () => {
  it.each([
    ['ABCDEFGH', { kind: 'entryCode', entryCode: 'ABCDEFGH' }],
    ['abcd-efgh', { kind: 'entryCode', entryCode: 'ABCDEFGH' }],
    ['  AB CD-EF GH ', { kind: 'entryCode', entryCode: 'ABCDEFGH' }],
    ['2345-6789', { kind: 'entryCode', entryCode: '23456789' }],
    [
      '7B0D2A8E-4C1F-4C55-9D62-0F3B1A2C3D4E',
      { kind: 'uuid', qrUuid: '7b0d2a8e-4c1f-4c55-9d62-0f3b1a2c3d4e' },
    ],
    [
      ' 7b0d2a8e-4c1f-4c55-9d62-0f3b1a2c3d4e\n',
      { kind: 'uuid', qrUuid: '7b0d2a8e-4c1f-4c55-9d62-0f3b1a2c3d4e' },
    ],
  ])('%j → %j', (input, expected) => {
    expect(parseQrInput(input)).toEqual(expected);
  });

  it.each([
    '',
    'ABCDEFG', // 7 characters
    'ABCDEFGHJ', // 9 characters
    'ABCD-EFG0', // 0 is not in the alphabet
    'OBCDEFGH', // nor O
    'IBCDEFGH', // nor I
    '1BCDEFGH', // nor 1
    'https://example.com/qr',
    '7b0d2a8e-4c1f-4c55-9d62-0f3b1a2c3d4', // one digit short
    '12',
  ])('%j is neither a QR nor an entry code', (input) => {
    expect(parseQrInput(input)).toBeNull();
  });

  it.each([
    '7b0d2a8e-4c1f-4c55-9d62-0f3b1a2c3d4e',
    '7b0d2a8e-4c1f-0c55-9d62-0f3b1a2c3d4e', // version 0
    '7b0d2a8e-4c1f-4c55-1d62-0f3b1a2c3d4e', // wrong variant
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  ])('agrees with zod on whether %j is a UUID', (input) => {
    expect(parseQrInput(input)?.kind === 'uuid').toBe(z.uuid().safeParse(input).success);
  });
});

describe('formatEntryCode', () => {
  it('splits the code in two groups of four', () => {
    expect(formatEntryCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });
});
