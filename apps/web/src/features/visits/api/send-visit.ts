import { frontVisit } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/**
 * GET /api/front/visit?p={page}&c={code} (spec 000 §7): counts a visit forwarded by a campaign,
 * with the member when a jwt is sent. A beacon: nobody waits for it and a failure is only logged
 * (the visitor has nothing to do about it), never alerted.
 */
export function sendVisit(page: string, code: string) {
  return api.call(frontVisit, { p: page, c: code }, { alert: false });
}
