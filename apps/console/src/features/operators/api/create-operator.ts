import { staffOperatorCreate } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { operatorsQueryKey } from './get-operators';

/** POST /api/staff/operators/create (ADMIN): a new operator account; refusals show on the form. */
export function useCreateOperator() {
  return useStaffWrite(staffOperatorCreate, [operatorsQueryKey]);
}
