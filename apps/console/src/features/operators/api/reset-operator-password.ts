import { staffOperatorResetPassword } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { operatorsQueryKey } from './get-operators';

/**
 * POST /api/staff/operators/reset-password (ADMIN, decision 034): a temporary password, answered
 * once; the operator's sessions end and their next login must choose a new password.
 */
export function useResetOperatorPassword() {
  return useStaffWrite(staffOperatorResetPassword, [operatorsQueryKey]);
}
