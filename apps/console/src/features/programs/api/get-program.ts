import { staffProgramDetail } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

export const programQueryKey = (programIdx: number) =>
  [...programsQueryKey, 'detail', programIdx] as const;

/** POST /api/staff/programs/detail (EDITOR): every editable field and the program's state. */
export function useProgram(programIdx: number | null) {
  return useStaffRead(
    programQueryKey(programIdx ?? 0),
    staffProgramDetail,
    { programIdx: programIdx ?? 0 },
    { enabled: programIdx !== null },
  );
}
