import type { NServiceContent } from '@venue/contract';
import type { TelecomCode } from '@venue/contract/domain';
import { checkNService as checkNServiceEndpoint } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * POST /api/checkNService (spec 000 §7, members only, their own line): whether the member's line
 * is a telecom-group customer (isN) or subscribes to its N membership (isNSvc). Silent on failure.
 */
export async function checkNService(
  body: { phoneNumber: string; telecomCode: TelecomCode; marketingAgreementYn: 'Y' | 'N' },
  signal?: AbortSignal,
) {
  const data = await api.call(checkNServiceEndpoint, body, { signal, alert: false });
  return data.content;
}

/** localStorage nServiceCheckYn: Y when the line is either a group customer or an N member. */
export function nServiceCheckYnOf(content: Pick<NServiceContent, 'isN' | 'isNSvc'>): 'Y' | 'N' {
  return content.isN || content.isNSvc ? 'Y' : 'N';
}
