import { staffApiTokenList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const apiTokensKey = ['staff', 'api-tokens'] as const;

/** POST /api/staff/api-tokens/list (ADMIN): every token with its state, never its secret. */
export function useApiTokens() {
  return useStaffRead(apiTokensKey, staffApiTokenList, undefined, { staleTime: 0 });
}
