import {
  entryInHistoryGroup,
  entryMatchesTypeFilter,
  HISTORY_STATUS_GROUPS,
  HistoryStatusGroup,
  HistoryTypeFilter,
  isHistoryGroupPossible,
} from '@venue/contract/domain';

/**
 * The /res-entry filters (spec 001 §4): a type (all, reservation, enter) and at most one status
 * group (완료, 당첨, 미당첨, 취소, 참여, 불참; null = every status). They live in the URL query
 * (`type`, `status`) so coming back from a detail shows the same filtered list.
 */
export interface HistoryFilter {
  type: HistoryTypeFilter;
  status: HistoryStatusGroup | null;
}

const TYPES = Object.values(HistoryTypeFilter) as string[];
const GROUPS = Object.values(HistoryStatusGroup) as string[];

/**
 * Reads the query; unknown values are ignored, and a status group the type cannot have (당첨 for
 * reservations) is dropped, as its option would be disabled.
 */
export function parseHistoryFilter(search: URLSearchParams): HistoryFilter {
  const rawType = search.get('type');
  const rawStatus = search.get('status');
  const type = TYPES.includes(rawType ?? '')
    ? (rawType as HistoryTypeFilter)
    : HistoryTypeFilter.ALL;
  const status = GROUPS.includes(rawStatus ?? '') ? (rawStatus as HistoryStatusGroup) : null;
  return { type, status: status && isHistoryGroupPossible(status, type) ? status : null };
}

export function historyFilterSearch(filter: HistoryFilter): string {
  const params = new URLSearchParams();
  if (filter.type !== HistoryTypeFilter.ALL) params.set('type', filter.type);
  if (filter.status) params.set('status', filter.status);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** Changing the type keeps the status group only if it is still possible for the new type. */
export function withType(filter: HistoryFilter, type: HistoryTypeFilter): HistoryFilter {
  return {
    type,
    status: filter.status && isHistoryGroupPossible(filter.status, type) ? filter.status : null,
  };
}

export function filterEntries<T extends { programType: string; status: string }>(
  entries: readonly T[],
  filter: HistoryFilter,
): T[] {
  return entries.filter(
    (entry) =>
      entryMatchesTypeFilter(entry, filter.type) &&
      (filter.status === null || entryInHistoryGroup(entry, filter.status)),
  );
}

export const HISTORY_TYPE_OPTIONS: readonly { value: HistoryTypeFilter; label: string }[] = [
  { value: HistoryTypeFilter.ALL, label: '전체' },
  { value: HistoryTypeFilter.RESERVATION, label: '예약' },
  { value: HistoryTypeFilter.ENTER, label: '응모' },
];

export { HISTORY_STATUS_GROUPS };
