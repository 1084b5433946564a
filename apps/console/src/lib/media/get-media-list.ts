import type { StaffMediaListBody } from '@venue/contract';
import { staffMediaList } from '@venue/contract/endpoints';
import { keepPrevious, useStaffRead } from '../staff-query';

export const mediaQueryKey = ['staff', 'media'] as const;

/** POST /api/staff/media/list (EDITOR): the library, newest first, 40 a page; `keyword` searches. */
export function useMediaList(body: NonNullable<StaffMediaListBody> = {}, { enabled = true } = {}) {
  return useStaffRead([...mediaQueryKey, 'list'], staffMediaList, body, {
    ...keepPrevious,
    enabled,
  });
}
