import { describe, expect, it } from 'vitest';
import { rosterBodyOf } from './roster-query';

const body = (query: string) => rosterBodyOf(new URLSearchParams(query));

describe('the roster’s filters from the address', () => {
  it.each([
    ['', null],
    ['program=abc', null],
    ['program=0', null],
    // No day: the server opens the program's instance day (a draw's, not an empty today).
    ['program=12', { programIdx: 12 }],
    ['program=12&date=2026-11-30', { programIdx: 12, execDate: '2026-11-30' }],
    ['program=12&date=2026-02-30', { programIdx: 12 }],
    ['program=12&instance=70', { programIdx: 12, programInstanceIdx: 70 }],
    ['program=12&instance=x&q=%20하늘%20', { programIdx: 12, search: '하늘' }],
    ['program=12&q=%20%20', { programIdx: 12 }],
  ])('?%s → %j', (query, expected) => {
    expect(body(query)).toStrictEqual(expected);
  });
});
