import { staffOperatorList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const operatorsQueryKey = ['staff', 'operators'] as const;

/** POST /api/staff/operators (ADMIN): every operator account, with its login lock (decision 024). */
export function useOperators() {
  return useStaffRead(operatorsQueryKey, staffOperatorList);
}
