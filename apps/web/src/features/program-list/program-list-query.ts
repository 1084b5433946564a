import { parseYmd, type Ymd } from '@venue/contract/domain';

/**
 * The /program query (spec 001 §2, §5 "Queries"): `tab`, `categories` (ALL or comma-separated
 * category ids), `floor` (floor index) and `startDate` (YYYY-MM-DD). The URL is the state of the
 * page: every choice is written back to it, so a reload, a shared link or the back button shows
 * the same list. Anything malformed is ignored and the default used instead, never an error.
 */

export const PROGRAM_LIST_TABS = ['category', 'floor', 'date'] as const;
export type ProgramListTab = (typeof PROGRAM_LIST_TABS)[number];

/** Spec 001 §9: floors 1 to 4, and the list opens on floor 1. */
export const PROGRAM_LIST_FLOORS = [1, 2, 3, 4] as const;
export const DEFAULT_PROGRAM_LIST_FLOOR = 1;

/** `categories=ALL`: every category, which is also what the category sheet starts with. */
export const ALL_CATEGORIES = 'ALL';
export type CategorySelection = typeof ALL_CATEGORIES | readonly number[];

export interface ProgramListQuery {
  tab: ProgramListTab;
  categories: CategorySelection;
  /** a positive integer; 1–4 are the venue's floors, any other shows 층 정보를 찾을 수 없습니다. */
  floor: number;
  startDate: Ymd;
}

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

function positiveInt(raw: string): number | null {
  if (!POSITIVE_INT.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : null;
}

/** ALL, or the distinct ids in ascending order; anything else (`1,x`, `0`, ``) is ALL. */
export function parseCategories(raw: string | null): CategorySelection {
  if (raw === null || raw.trim().toUpperCase() === ALL_CATEGORIES) return ALL_CATEGORIES;
  const parts = raw.split(',').map((part) => part.trim());
  const ids: number[] = [];
  for (const part of parts) {
    const id = positiveInt(part);
    if (id === null) return ALL_CATEGORIES;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length === 0 ? ALL_CATEGORIES : ids.sort((a, b) => a - b);
}

/**
 * The selection restricted to the categories the server knows (an old link may name a removed
 * one). Nothing left, or every known category chosen, is ALL.
 */
export function knownCategories(
  selection: CategorySelection,
  knownIds: readonly number[] | undefined,
): CategorySelection {
  if (selection === ALL_CATEGORIES || knownIds === undefined) return selection;
  const kept = selection.filter((id) => knownIds.includes(id));
  if (kept.length === 0 || knownIds.every((id) => kept.includes(id))) return ALL_CATEGORIES;
  return kept;
}

export function parseProgramListQuery(search: URLSearchParams, today: Ymd): ProgramListQuery {
  const tab = search.get('tab');
  const floorRaw = search.get('floor');
  return {
    tab: PROGRAM_LIST_TABS.includes(tab as ProgramListTab)
      ? (tab as ProgramListTab)
      : PROGRAM_LIST_TABS[0],
    categories: parseCategories(search.get('categories')),
    floor: (floorRaw === null ? null : positiveInt(floorRaw.trim())) ?? DEFAULT_PROGRAM_LIST_FLOOR,
    startDate: parseYmd(search.get('startDate')) ?? today,
  };
}

/** The query string of a state, every key written so the URL always reads the page exactly. */
export function programListSearch(query: ProgramListQuery): string {
  const params = new URLSearchParams();
  params.set('tab', query.tab);
  params.set(
    'categories',
    query.categories === ALL_CATEGORIES ? ALL_CATEGORIES : query.categories.join(','),
  );
  params.set('floor', String(query.floor));
  params.set('startDate', query.startDate);
  return `?${params.toString()}`;
}

export function isVenueFloor(floor: number): boolean {
  return (PROGRAM_LIST_FLOORS as readonly number[]).includes(floor);
}

/**
 * What POST /api/program/list is asked for the active tab: each tab filters by its own
 * dimension only (category tab by categories, floor tab by floor, date tab by day), so switching
 * tab switches the question. ALL sends no category list (the call's "every category"). Null
 * when there is nothing to ask: a floor that does not exist.
 */
export function programListFilterFor(query: ProgramListQuery): {
  startDate?: Ymd;
  floorIdx?: number;
  programCategoryIdxList?: number[];
} | null {
  if (query.tab === 'floor') return isVenueFloor(query.floor) ? { floorIdx: query.floor } : null;
  if (query.tab === 'date') return { startDate: query.startDate };
  return query.categories === ALL_CATEGORIES
    ? {}
    : { programCategoryIdxList: [...query.categories] };
}
