import { staffMessageTemplateUpdate } from '@venue/contract/endpoints';
import { useStaffWrite } from '../../../lib/staff-query';
import { messageTemplatesKey } from './get-message-templates';

/**
 * POST /api/staff/message-templates/update (EDITOR): a kind's code, text, review state and 성격 as
 * registered at Kakao; answers the template saved. 400 TEMPLATE_VARIABLE_UNKNOWN names the text's
 * unknown `#{…}` on `text`; 400 TEMPLATE_ESSENTIAL_INFORMATION refuses 광고성 for the essential
 * kinds.
 */
export function useSaveMessageTemplate() {
  return useStaffWrite(staffMessageTemplateUpdate, [messageTemplatesKey]);
}
