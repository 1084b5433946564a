import { staffWebhookResend } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { webhooksKey } from './get-webhooks';

/**
 * POST /api/staff/webhooks/resend (ADMIN): a delivery queued again with the same `webhook-id`, so
 * a receiver that already has it drops the repeat. The endpoints and their deliveries are asked
 * again whatever the answer.
 */
export function useResendWebhook() {
  return useStaffWrite(staffWebhookResend, [webhooksKey], { evenOnError: true });
}
