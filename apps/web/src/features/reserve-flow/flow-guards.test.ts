import { describe, expect, it } from 'vitest';
import { programDetailFixture } from '../programs/components/program-detail-fixture';
import { mainButtonAction } from './flow-guards';

describe('pressing the detail main button (spec 001 §4), first matching rule', () => {
  const program = (over: Parameters<typeof programDetailFixture>[0] = {}) =>
    programDetailFixture(over);

  it.each([
    ['a guest → login', program(), false, { kind: 'login' }],
    [
      'a guest on a closed program → nothing (disabled)',
      program({ closedYn: 'Y' }),
      false,
      { kind: 'none' },
    ],
    [
      'a DEFAULT program → nothing (hidden)',
      program({ programType: 'DEFAULT' }),
      true,
      { kind: 'none' },
    ],
    [
      'a restricted member → the restriction alert',
      program({ participationPossibleYn: 'N', attendCnt: 1, reserveEntryIdx: 3 }),
      true,
      { kind: 'restricted' },
    ],
    [
      'a member with an entry → the entry detail',
      program({ attendCnt: 1, reserveEntryIdx: 3 }),
      true,
      { kind: 'entry', programType: 'RESERVATION', reserveEntryIdx: 3 },
    ],
    [
      'a member whose reservation is CANCEL → start the flow again',
      program({ attendStatus: 'CANCEL', reserveEntryIdx: 4 }),
      true,
      { kind: 'start', programType: 'RESERVATION' },
    ],
    [
      'a member whose win is CANCEL → the entry detail',
      program({ programType: 'APPLICATION', attendStatus: 'CANCEL', reserveEntryIdx: 4 }),
      true,
      { kind: 'entry', programType: 'APPLICATION', reserveEntryIdx: 4 },
    ],
    [
      'a member whose draw entry is DONE → the entry detail',
      program({ programType: 'APPLICATION', attendStatus: 'DONE', reserveEntryIdx: 5 }),
      true,
      { kind: 'entry', programType: 'APPLICATION', reserveEntryIdx: 5 },
    ],
    [
      'a member whose entry is NOSHOW → nothing: a status, not an action',
      program({ attendStatus: 'NOSHOW', reserveEntryIdx: 6 }),
      true,
      { kind: 'none' },
    ],
    [
      'a member with an entry on a closed program → nothing (disabled)',
      program({ attendCnt: 1, reserveEntryIdx: 3, closedYn: 'Y' }),
      true,
      { kind: 'none' },
    ],
    [
      'a member otherwise → start the flow',
      program(),
      true,
      { kind: 'start', programType: 'RESERVATION' },
    ],
    [
      'a member on a draw → start the flow',
      program({ programType: 'APPLICATION' }),
      true,
      { kind: 'start', programType: 'APPLICATION' },
    ],
  ] as const)('%s', (_, detail, loggedIn, expected) => {
    expect(mainButtonAction(detail, loggedIn)).toEqual(expected);
  });
});
