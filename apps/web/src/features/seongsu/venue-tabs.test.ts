import { describe, expect, it } from 'vitest';
import { parseVenueTab } from './venue-tabs';

describe('the /seongsu tab query', () => {
  it.each(['brand', 'space', 'location', 'tour'] as const)('keeps the known tab %s', (tab) => {
    expect(parseVenueTab(tab)).toBe(tab);
  });

  it.each([
    ['a missing query', null],
    ['an empty value', ''],
    ['an unknown value', 'map'],
    ['another case', 'Space'],
    ['padding', ' space'],
    ['an object key', 'toString'],
  ])('falls back to brand for %s', (_name, value) => {
    expect(parseVenueTab(value)).toBe('brand');
  });
});
