import { staffMessageResend } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { messagesKey } from './get-messages';

/**
 * POST /api/staff/messages/resend (EDITOR): a FAILED message queued again under the same key;
 * 409 MESSAGE_NOT_FAILED for any other state. The list, the detail and the totals are asked again
 * whatever the answer (another operator may have resent it first).
 */
export function useResendMessage() {
  return useStaffWrite(staffMessageResend, [messagesKey], { evenOnError: true });
}
