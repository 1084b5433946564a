import { staffProgramPublish, staffProgramUnpublish } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { programsQueryKey } from './get-programs';

type Publish = { programIdx: number; publish: boolean };

/**
 * POST /api/staff/programs/publish or /unpublish (EDITOR): show the program to visitors, or
 * hide it again.
 */
export function usePublishProgram() {
  return useStaffWrite(
    ({ publish }: Publish) => (publish ? staffProgramPublish : staffProgramUnpublish),
    [programsQueryKey],
    { body: ({ programIdx }: Publish) => ({ programIdx }) },
  );
}
