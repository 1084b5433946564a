import { staffDoorRule } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { rosterQueryKey } from './get-roster';

/**
 * POST /api/staff/programs/door-rule (EDITOR, audited; decision 032): from how many minutes
 * before an instance's start only its booked members enter the program's place; null = walk-in.
 */
export function useSetDoorRule() {
  return useStaffWrite(staffDoorRule, [rosterQueryKey]);
}
