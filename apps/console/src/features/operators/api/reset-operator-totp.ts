import { staffOperatorResetTotp } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { operatorsQueryKey } from './get-operators';

/**
 * POST /api/staff/operators/reset-totp (ADMIN, decision 035): turns another operator's two-factor
 * login off (a lost phone); their sessions end and the password alone logs them in.
 */
export function useResetOperatorTotp() {
  return useStaffWrite(staffOperatorResetTotp, [operatorsQueryKey]);
}
