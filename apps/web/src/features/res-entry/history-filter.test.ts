import { describe, expect, it } from 'vitest';
import { filterEntries, historyFilterSearch, parseHistoryFilter, withType } from './history-filter';

const parse = (qs: string) => parseHistoryFilter(new URLSearchParams(qs));

const entries = [
  { id: 1, programType: 'RESERVATION', status: 'CONFIRM' },
  { id: 2, programType: 'RESERVATION', status: 'CANCEL' },
  { id: 3, programType: 'APPLICATION', status: 'ATTEND' },
  { id: 4, programType: 'APPLICATION', status: 'WIN' },
  { id: 5, programType: 'APPLICATION', status: 'LOSE' },
  { id: 6, programType: 'RESERVATION', status: 'DONE' },
  { id: 7, programType: 'APPLICATION', status: 'NOSHOW' },
];
const ids = (qs: string) => filterEntries(entries, parse(qs)).map((e) => e.id);

describe('the history filters', () => {
  it('show everything by default', () => {
    expect(parse('')).toEqual({ type: 'all', status: null });
    expect(ids('')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('filter by type: reservation, or enter for draw applications', () => {
    expect(ids('type=reservation')).toEqual([1, 2, 6]);
    expect(ids('type=enter')).toEqual([3, 4, 5, 7]);
  });

  it('group statuses as the spec does: 완료 is CONFIRM, APPLY or ATTEND', () => {
    expect(ids('status=COMPLETE')).toEqual([1, 3]);
    expect(ids('type=enter&status=COMPLETE')).toEqual([3]);
    expect(ids('status=WIN')).toEqual([4]);
    expect(ids('status=NOSHOW')).toEqual([7]);
  });

  it('ignore unknown values, and a group the type can never have', () => {
    expect(parse('type=coupon&status=LOST')).toEqual({ type: 'all', status: null });
    expect(parse('type=reservation&status=WIN')).toEqual({ type: 'reservation', status: null });
  });

  it('drop the status group when a new type cannot have it, and keep it when it can', () => {
    expect(withType({ type: 'all', status: 'WIN' }, 'reservation')).toEqual({
      type: 'reservation',
      status: null,
    });
    expect(withType({ type: 'all', status: 'CANCEL' }, 'enter')).toEqual({
      type: 'enter',
      status: 'CANCEL',
    });
  });

  it('write only what differs from the default into the query', () => {
    expect(historyFilterSearch({ type: 'all', status: null })).toBe('');
    expect(historyFilterSearch({ type: 'enter', status: 'WIN' })).toBe('?type=enter&status=WIN');
  });
});
