import { staffDrawDetail, staffDrawsList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

export const drawsKey = ['staff', 'draws'] as const;

/** POST /api/staff/draws/list: every draw program, not drawn yet first. Refreshes each minute. */
export function useDraws() {
  return useStaffRead([...drawsKey, 'list'], staffDrawsList, { state: 'ALL' }, listRead);
}

/** POST /api/staff/draws/detail: the draw with its record and candidates (masked unless ADMIN). */
export function useDrawDetail(programIdx: number | null) {
  return useStaffRead(
    [...drawsKey, 'detail'],
    staffDrawDetail,
    { programIdx: programIdx ?? 0 },
    { ...listRead, enabled: programIdx !== null },
  );
}
