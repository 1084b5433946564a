import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannerProgramList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/banner/program/list {floorIdx} (spec 000 §7; answer designed in the contract): the
 * programs of a floor that run today in Seoul, for the in-venue home's "Now" section. Without a
 * floor, every floor. A failure alerts like the other program lists and the section shows its
 * empty state.
 */
export function getNowPrograms(floorIdx: number | undefined, signal?: AbortSignal) {
  return api.call(bannerProgramList, floorIdx === undefined ? {} : { floorIdx }, { signal });
}

export const nowProgramsQueryOptions = (floorIdx: number | undefined) =>
  queryOptions({
    queryKey: ['programs', 'now', floorIdx ?? null],
    queryFn: ({ signal }) => getNowPrograms(floorIdx, signal),
  });

export function useNowPrograms(floorIdx: number | undefined, enabled = true) {
  return useQuery({ ...nowProgramsQueryOptions(floorIdx), enabled });
}
