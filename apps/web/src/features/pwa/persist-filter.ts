import type { QueryKey } from '@tanstack/react-query';
import { seoulToday } from '@venue/contract/domain';

/**
 * Which queries the app keeps on the phone for a visit without a network (decision 070's pass
 * at the door, the member's day, the map), and for how long. Everything else lives in memory
 * only, as before: the kept copy is small, and no page shows an old answer it did not ask for.
 *
 * - `member`: the member's own answers, My QR's pass (getQrValue), the entries list
 *   (예약 내역, which holds today's entries) and the member's record (the name on the pass). Kept while someone is signed in, and only answers
 *   of today's Seoul day: the pass is a pass of today, and yesterday's list is no use at the door.
 * - `venue`: the map (floors, their hotspots, the zones) and the footer's venue facts, the same
 *   for everyone; a week at most.
 */
export const KEPT_QUERIES: readonly { key: QueryKey; kind: 'member' | 'venue' }[] = [
  { key: ['qr', 'value'], kind: 'member' },
  { key: ['reserveEntries', 'list'], kind: 'member' },
  { key: ['session', 'userInfo'], kind: 'member' },
  { key: ['floors'], kind: 'venue' },
  { key: ['map-hotspots'], kind: 'venue' },
  { key: ['zones'], kind: 'venue' },
  { key: ['venue-info'], kind: 'venue' },
];

export const VENUE_ANSWER_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The part of a query (or of a kept one) the rule reads. */
export interface KeptQueryShape {
  queryKey: QueryKey;
  state: { status: string; dataUpdatedAt: number };
}

const sameKey = (a: QueryKey, b: QueryKey) =>
  a.length === b.length && a.every((part, index) => part === b[index]);

/** Which kind of kept query `queryKey` is, or null when it is not kept. */
export function keptKind(queryKey: QueryKey): 'member' | 'venue' | null {
  return KEPT_QUERIES.find((kept) => sameKey(kept.key, queryKey))?.kind ?? null;
}

/**
 * Whether a query is kept (when writing) or may be used (when reading back): a successful answer
 * of a kept query, the member's only while signed in and only of today, the venue's of this week.
 */
export function shouldKeepQuery(
  query: KeptQueryShape,
  { signedIn, now }: { signedIn: boolean; now: Date },
): boolean {
  const kind = keptKind(query.queryKey);
  if (!kind || query.state.status !== 'success') return false;
  const answeredAt = query.state.dataUpdatedAt;
  if (!Number.isFinite(answeredAt) || answeredAt > now.getTime() + 60_000) return false;
  if (kind === 'venue') return now.getTime() - answeredAt <= VENUE_ANSWER_MAX_AGE_MS;
  return signedIn && seoulToday(new Date(answeredAt)) === seoulToday(now);
}
