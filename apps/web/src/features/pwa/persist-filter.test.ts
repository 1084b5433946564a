import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userInfoQueryOptions } from '../../lib/user-info';
import { venueInfoQueryOptions } from '../../lib/venue-info/get-venue-info';
import { floorsQueryOptions } from '../floor-map/api/get-floors';
import { mapHotspotsQueryOptions } from '../floor-map/api/get-map-hotspots';
import { qrValueQueryOptions } from '../qr/api/get-qr-value';
import { reserveEntriesQueryOptions } from '../res-entry/api/get-reserve-entries';
import { zonesQueryOptions } from '../shell/api/get-zones';
import { KEPT_QUERIES, shouldKeepQuery, VENUE_ANSWER_MAX_AGE_MS } from './persist-filter';

// 2026-11-30 10:00 in Seoul.
const now = new Date('2026-11-30T01:00:00Z');
const HOUR = 60 * 60 * 1000;

/** What the app's cache holds after a member's visit, each answered at `at`. */
function cacheAfterAVisit(at: number): QueryClient {
  const client = new QueryClient();
  const answer = (queryKey: readonly unknown[], data: unknown) =>
    client.setQueryData(queryKey, data, { updatedAt: at });
  answer(['qr', 'value'], { qrAuthYn: 'Y' });
  answer(['reserveEntries', 'list'], []);
  answer(['reserveEntries', 'detail', 3], { reserveEntryIdx: 3 });
  answer(['floors'], []);
  answer(['map-hotspots'], []);
  answer(['zones'], []);
  answer(['venue-info'], { venueName: '시그널 하우스 성수' });
  answer(['session', 'userInfo'], { name: '김성수' });
  answer(['programs', { startDate: '2026-11-30' }], []);
  answer(['notices'], []);
  return client;
}

const keptKeys = (client: QueryClient, context: { signedIn: boolean; now: Date }) =>
  dehydrate(client, { shouldDehydrateQuery: (query) => shouldKeepQuery(query, context) })
    .queries.map((query) => query.queryKey)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('which queries are kept for a visit without a network', () => {
  it("keeps My QR's pass, the entries list and the map, and nothing else", () => {
    const kept = keptKeys(cacheAfterAVisit(now.getTime() - HOUR), { signedIn: true, now });
    expect(kept).toEqual([
      ['floors'],
      ['map-hotspots'],
      ['qr', 'value'],
      ['reserveEntries', 'list'],
      ['session', 'userInfo'],
      ['venue-info'],
      ['zones'],
    ]);
  });

  it("keeps the member's answers only while signed in; the map's stay", () => {
    const kept = keptKeys(cacheAfterAVisit(now.getTime() - HOUR), { signedIn: false, now });
    expect(kept).toEqual([['floors'], ['map-hotspots'], ['venue-info'], ['zones']]);
  });

  it("drops yesterday's pass and entries at Seoul midnight, and the map after a week", () => {
    // 2026-11-29 23:50 in Seoul: ten minutes before the day of `now` began.
    const lastNight = new Date('2026-11-29T14:50:00Z').getTime();
    expect(keptKeys(cacheAfterAVisit(lastNight), { signedIn: true, now })).toEqual([
      ['floors'],
      ['map-hotspots'],
      ['venue-info'],
      ['zones'],
    ]);
    const weekAgo = now.getTime() - VENUE_ANSWER_MAX_AGE_MS - 1;
    expect(keptKeys(cacheAfterAVisit(weekAgo), { signedIn: true, now })).toEqual([]);
  });

  it('never keeps a failed or unanswered query, nor an answer from the future', () => {
    const shape = (status: string, dataUpdatedAt: number) => ({
      queryKey: ['qr', 'value'],
      state: { status, dataUpdatedAt },
    });
    const context = { signedIn: true, now };
    expect(shouldKeepQuery(shape('error', now.getTime()), context)).toBe(false);
    expect(shouldKeepQuery(shape('pending', 0), context)).toBe(false);
    expect(shouldKeepQuery(shape('success', now.getTime() + 2 * HOUR), context)).toBe(false);
    expect(shouldKeepQuery(shape('success', now.getTime()), context)).toBe(true);
  });

  it('names the very queries the pages read', () => {
    const pagesRead = [
      qrValueQueryOptions(),
      reserveEntriesQueryOptions(),
      userInfoQueryOptions(),
      floorsQueryOptions(),
      mapHotspotsQueryOptions(),
      zonesQueryOptions(),
      venueInfoQueryOptions(),
    ].map((options) => options.queryKey);
    expect(KEPT_QUERIES.map((kept) => kept.key)).toEqual(pagesRead);
  });
});
