import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  knownCategories,
  parseCategories,
  parseProgramListQuery,
  programListFilterFor,
  programListSearch,
} from './program-list-query';

const today = '2026-11-26';
const parse = (qs: string) => parseProgramListQuery(new URLSearchParams(qs), today);

describe('the /program query', () => {
  it('opens on the category tab, every category, floor 1 and today', () => {
    expect(parse('')).toEqual({ tab: 'category', categories: 'ALL', floor: 1, startDate: today });
  });

  it('reads every key of a well-formed query', () => {
    expect(parse('tab=date&categories=3,1,3&floor=4&startDate=2026-12-01')).toEqual({
      tab: 'date',
      categories: [1, 3],
      floor: 4,
      startDate: '2026-12-01',
    });
  });

  it.each([
    ['an unknown tab', 'tab=map', { tab: 'category' }],
    ['a startDate that is not a real day', 'startDate=2026-02-30', { startDate: today }],
    ['a startDate in another format', 'startDate=20261201', { startDate: today }],
    ['categories with a non-number', 'categories=1,x', { categories: 'ALL' }],
    ['categories with a zero', 'categories=0', { categories: 'ALL' }],
    ['empty categories', 'categories=', { categories: 'ALL' }],
    ['a floor that is not a number', 'floor=B1', { floor: 1 }],
  ])('ignores %s', (_name, qs, expected) => {
    expect(parse(qs)).toMatchObject(expected);
  });

  it('keeps a well-formed floor outside 1–4, which the page reports as unknown', () => {
    expect(parse('floor=7').floor).toBe(7);
  });

  it('reads categories=all in any case as every category', () => {
    expect(parseCategories('all')).toBe(ALL_CATEGORIES);
  });

  it('drops category ids the server does not know, and calls every known one ALL', () => {
    expect(knownCategories([1, 9], [1, 2, 3])).toEqual([1]);
    expect(knownCategories([9], [1, 2, 3])).toBe(ALL_CATEGORIES);
    expect(knownCategories([1, 2, 3], [1, 2, 3])).toBe(ALL_CATEGORIES);
    expect(knownCategories([9], undefined)).toEqual([9]);
  });

  it('writes every key back, so the URL reads the page exactly', () => {
    const query = parse('tab=floor&floor=2&categories=1,2');
    expect(programListSearch(query)).toBe(
      '?tab=floor&categories=1%2C2&floor=2&startDate=2026-11-26',
    );
    expect(parse(programListSearch(query).slice(1))).toEqual(query);
  });
});

describe('what the list call is asked for each tab', () => {
  it('asks by category on the category tab, with no list for ALL', () => {
    expect(programListFilterFor(parse('tab=category'))).toEqual({});
    expect(programListFilterFor(parse('tab=category&categories=2,1'))).toEqual({
      programCategoryIdxList: [1, 2],
    });
  });

  it('asks by floor on the floor tab, and not at all for a floor that does not exist', () => {
    expect(programListFilterFor(parse('tab=floor&floor=3'))).toEqual({ floorIdx: 3 });
    expect(programListFilterFor(parse('tab=floor&floor=7'))).toBeNull();
  });

  it('asks by day on the date tab', () => {
    expect(programListFilterFor(parse('tab=date&startDate=2026-12-24'))).toEqual({
      startDate: '2026-12-24',
    });
  });
});
