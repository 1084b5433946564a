import type { staffDrawDetailResponse, staffDrawsListResponse } from '@venue/contract';
import { useStaffRead } from '../../../lib/staff-query';

export const drawsKey = ['staff', 'draws'] as const;

/** POST /api/staff/draws/list: every draw program, not drawn yet first. Refreshes each minute. */
export function useDraws() {
  return useStaffRead<typeof staffDrawsListResponse>(
    [...drawsKey, 'list'],
    '/api/staff/draws/list',
    {
      state: 'ALL',
    },
  );
}

/** POST /api/staff/draws/detail: the draw with its record and candidates (masked unless ADMIN). */
export function useDrawDetail(programIdx: number | null) {
  return useStaffRead<typeof staffDrawDetailResponse>(
    [...drawsKey, 'detail'],
    '/api/staff/draws/detail',
    { programIdx },
    { enabled: programIdx !== null },
  );
}
