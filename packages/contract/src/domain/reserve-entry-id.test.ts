import { describe, expect, it } from 'vitest';
import { isReserveEntryId, newReserveEntryId, RESERVE_ENTRY_ID_LENGTH } from './reserve-entry-id';

describe('newReserveEntryId', () => {
  // 2026-11-22 14:30:05 in Seoul.
  const now = new Date('2026-11-22T05:30:05Z');

  it.each(['D', 'R', 'A', 'X'] as const)(
    'starts with the type letter %s and the Seoul time stamp',
    (letter) => {
      const id = newReserveEntryId(letter, now);
      expect(id).toHaveLength(RESERVE_ENTRY_ID_LENGTH);
      expect(id.slice(0, 13)).toBe(`${letter}261122143005`);
      expect(id).toMatch(/^[DRAX]\d{12}[0-9A-Z]{8}$/);
      expect(isReserveEntryId(id)).toBe(true);
    },
  );

  it('stamps Seoul time even when UTC is still on the previous day', () => {
    expect(newReserveEntryId('R', new Date('2026-12-31T15:00:00Z')).slice(0, 13)).toBe(
      'R270101000000',
    );
  });

  it('maps random bytes to base-36 characters and redraws biased bytes', () => {
    const queue = [252, 255, 0, 1, 35, 36, 71, 10, 251, 100];
    const fake = (n: number) => Uint8Array.from({ length: n }, () => queue.shift() ?? 0);
    // 252 and 255 are skipped; 0→0, 1→1, 35→Z, 36→0, 71→Z, 10→A, 251→Z (251 % 36 = 35), 100→S
    expect(newReserveEntryId('A', now, fake).slice(13)).toBe('01Z0ZAZS');
  });

  it('does not repeat across many ids made in the same second', () => {
    const ids = new Set(Array.from({ length: 5000 }, () => newReserveEntryId('R', now)));
    expect(ids.size).toBe(5000);
  });
});

describe('isReserveEntryId', () => {
  it.each([
    ['R261122143005K3Z9Q0WB', true],
    ['A000101000000AAAAAAAA', true],
    ['X991231235959ZZZZZZZZ', true],
    ['Q261122143005K3Z9Q0WB', false],
    ['r261122143005K3Z9Q0WB', false],
    ['R261122143005k3z9q0wb', false],
    ['R261122143005K3Z9Q0W', false],
    ['R261122143005K3Z9Q0WBX', false],
    ['R2611221430054', false],
    ['R261322143005K3Z9Q0WB', false],
    ['R260230143005K3Z9Q0WB', false],
    ['R261122243005K3Z9Q0WB', false],
    ['R261122146005K3Z9Q0WB', false],
    ['R261122143060K3Z9Q0WB', false],
    ['R261100143005K3Z9Q0WB', false],
    [42, false],
  ])('%j: %s', (value, expected) => {
    expect(isReserveEntryId(value)).toBe(expected);
  });
});
