import { queryOptions, useQuery } from '@tanstack/react-query';
import { FIRST_YEAR, seoulParts } from '@venue/contract/domain';
import { getYears as getYearsEndpoint } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/getyears (spec 000 §7; payload and answer designed in the contract: an empty body and
 * the ascending years that have programs). The date tab's month calendar uses it to keep its
 * previous/next month buttons inside the venue's years.
 *
 * The spec's fallback, "2023 through the current year", answers for a failed call and for an
 * empty list: the call is a helper the visitor never asked for, so a failure does not alert.
 * "Current year" is the Seoul year (decision 008), never the phone's time zone.
 */

/** The first and last year the month calendar may show, inclusive. */
export type YearRange = { first: number; last: number };

/** Spec 000 §7's fallback: 2023 through the current Seoul year (never a range that ends first). */
export function fallbackYearRange(currentYear: number): YearRange {
  return { first: FIRST_YEAR, last: Math.max(FIRST_YEAR, currentYear) };
}

/**
 * The range the server's years allow: the earliest through the latest (a year without programs in
 * between stays reachable, so the arrows never jump). No years means the fallback.
 */
export function yearRangeOf(years: readonly number[] | undefined, currentYear: number): YearRange {
  if (!years || years.length === 0) return fallbackYearRange(currentYear);
  return { first: Math.min(...years), last: Math.max(...years) };
}

/** The range stretched to include `year`, so a month already on screen is never cut off. */
export function widenYearRange(range: YearRange, year: number): YearRange {
  return { first: Math.min(range.first, year), last: Math.max(range.last, year) };
}

export function getYears(signal?: AbortSignal) {
  return api.call(getYearsEndpoint, {}, { signal, alert: false });
}

export const programYearsQueryOptions = () =>
  queryOptions({
    queryKey: ['programs', 'years'],
    queryFn: ({ signal }) => getYears(signal),
    // The years change when the CMS adds a program in a new year: rarely.
    staleTime: 10 * 60_000,
  });

/**
 * The venue's program years as a range. `range` is the fallback while loading, after a failure
 * and for an empty answer (`isPending` tells the first case apart, for callers that must not
 * block anything until the answer is in). `now` is injectable for tests at fixed clocks.
 */
export function useProgramYears({
  now = new Date(),
  enabled = true,
}: {
  now?: Date;
  enabled?: boolean;
} = {}) {
  const query = useQuery({ ...programYearsQueryOptions(), enabled });
  const currentYear = seoulParts(now).year;
  const range = yearRangeOf(query.isSuccess ? query.data : undefined, currentYear);
  return { ...query, range };
}
