import { staffApiTokenRevoke } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { apiTokensKey } from './get-api-tokens';

/**
 * POST /api/staff/api-tokens/revoke (ADMIN): the token's next request is refused (401). The list
 * is asked again whatever the answer (409 when another ADMIN revoked it first).
 */
export function useRevokeApiToken() {
  return useStaffWrite(staffApiTokenRevoke, [apiTokensKey], { evenOnError: true });
}
