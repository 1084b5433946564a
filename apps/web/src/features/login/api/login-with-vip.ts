import { authLoginVip } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/auth/login/vip {code}: `code` is the digits-only VIP access key. Failures
 * (VIP_KEY_INVALID, VIP_KEY_EXPIRED "Your exclusive access key has expired...", VIP_KEY_REVOKED
 * for a key an ADMIN stopped (decision 033), RATE_LIMITED)
 * carry a message for the visitor; /vipredirect shows it, so the client's alert is off.
 */
export function loginWithVip(code: string) {
  return api.call(authLoginVip, { code }, { alert: false });
}
