import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { programList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * The filters of POST /api/program/list (spec 000 §7, 001 §7), all optional: no startDate is
 * every date, no floorIdx every floor, no categories every category.
 */
export type ProgramListFilter = {
  /** YYYY-MM-DD: programs running on that Seoul day */
  startDate?: string;
  floorIdx?: number;
  programCategoryIdxList?: number[];
};

/** Only the filters that are set, so `{}` and `{ floorIdx: undefined }` are one request and one key. */
function compact(filter: ProgramListFilter): ProgramListFilter {
  const body: ProgramListFilter = {};
  if (filter.startDate) body.startDate = filter.startDate;
  if (filter.floorIdx !== undefined) body.floorIdx = filter.floorIdx;
  if (filter.programCategoryIdxList?.length) {
    body.programCategoryIdxList = [...filter.programCategoryIdxList].sort((a, b) => a - b);
  }
  return body;
}

/**
 * POST /api/program/list. A failure alerts (spec 000 §8 names no silence for programs) and the
 * screens show their empty state (§7: "list calls … return an empty list on failure").
 */
export function getPrograms(filter: ProgramListFilter = {}, signal?: AbortSignal) {
  return api.call(programList, compact(filter), { signal });
}

export const programListQueryOptions = (filter: ProgramListFilter = {}) => {
  const body = compact(filter);
  return queryOptions({
    queryKey: ['programs', 'list', body],
    queryFn: ({ signal }) => getPrograms(body, signal),
  });
};

/**
 * The programs for a filter. While another filter loads (a new day in the home's strip), the
 * previous answer stays on screen (`isPlaceholderData`), so the list does not collapse and jump.
 */
export function usePrograms(filter: ProgramListFilter = {}) {
  return useQuery({ ...programListQueryOptions(filter), placeholderData: keepPreviousData });
}
