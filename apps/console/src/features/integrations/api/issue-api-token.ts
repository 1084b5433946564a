import { staffApiTokenIssue } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { apiTokensKey } from './get-api-tokens';

/** POST /api/staff/api-tokens/issue (ADMIN): the secret (`vt_…`) comes back once, in this answer. */
export function useIssueApiToken() {
  return useStaffWrite(staffApiTokenIssue, [apiTokensKey]);
}
