import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMediaListBody } from '@venue/contract';
import { staffMediaList } from '@venue/contract/endpoints';
import { api } from '../api-client';

export const mediaQueryKey = ['staff', 'media'] as const;

type MediaListQuery = NonNullable<StaffMediaListBody>;

/** POST /api/staff/media/list (EDITOR): the library, newest first, 40 a page; `keyword` searches. */
export function getMediaList(body: MediaListQuery, signal?: AbortSignal) {
  return api.call(staffMediaList, body, { signal });
}

export const mediaListQueryOptions = (body: MediaListQuery = {}) =>
  queryOptions({
    queryKey: [...mediaQueryKey, 'list', body],
    queryFn: ({ signal }) => getMediaList(body, signal),
    placeholderData: keepPreviousData,
  });

export function useMediaList(body: MediaListQuery = {}, { enabled = true } = {}) {
  return useQuery({ ...mediaListQueryOptions(body), enabled });
}
