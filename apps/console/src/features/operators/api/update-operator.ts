import { staffOperatorUpdate } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { operatorsQueryKey } from './get-operators';

/** POST /api/staff/operators/update (ADMIN): turns an account off (사용 중지) or on (다시 사용). */
export function useUpdateOperator() {
  return useStaffWrite(staffOperatorUpdate, [operatorsQueryKey]);
}
