import { staffProgramPreview } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';
import { programQueryKey } from './get-program';

/** POST /api/staff/programs/preview (EDITOR): what a guest would see, drafts included. */
export function useProgramPreview(programIdx: number, enabled: boolean) {
  return useStaffRead(
    [...programQueryKey(programIdx), 'preview'],
    staffProgramPreview,
    { programIdx },
    { staleTime: 0, enabled },
  );
}
