import { describe, expect, it } from 'vitest';
import { parseEntryRoute } from './entry-route';

describe('the history detail route', () => {
  it('reads /res-entry/detail/{id} and /res-entry/detail/{type}/{id}', () => {
    expect(parseEntryRoute({ reserveEntryIdx: '12' })).toEqual({
      reserveEntryIdx: 12,
      programType: undefined,
    });
    expect(parseEntryRoute({ reserveEntryIdx: '12', programType: 'reservation' })).toEqual({
      reserveEntryIdx: 12,
      programType: 'RESERVATION',
    });
    expect(parseEntryRoute({ reserveEntryIdx: '7', programType: 'APPLICATION' })).toEqual({
      reserveEntryIdx: 7,
      programType: 'APPLICATION',
    });
  });

  it.each([
    [{ reserveEntryIdx: 'abc' }],
    [{ reserveEntryIdx: '0' }],
    [{ reserveEntryIdx: '5', programType: 'default' }],
    [{ reserveEntryIdx: '5', programType: 'enter' }],
  ])('is not found for %j', (params) => {
    expect(parseEntryRoute(params)).toBeNull();
  });
});
