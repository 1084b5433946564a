import { staffWebhookSave } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { webhooksKey } from './get-webhooks';

/**
 * POST /api/staff/webhooks/save (ADMIN): a new endpoint (no `webhookIdx`) answers its `whsec_`
 * secret once; an edit answers `secret: null`.
 */
export function useSaveWebhook() {
  return useStaffWrite(staffWebhookSave, [webhooksKey]);
}
