import { staffOperatorUnlock } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { operatorsQueryKey } from './get-operators';

/**
 * POST /api/staff/operators/unlock (ADMIN, decision 024): forgets the failed logins of an
 * operator's login id from every address, so a locked-out operator can log in at once.
 */
export function useUnlockOperator() {
  return useStaffWrite(staffOperatorUnlock, [operatorsQueryKey]);
}
