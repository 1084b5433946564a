import { staffMessageTemplateList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const messageTemplatesKey = ['staff', 'message-templates'] as const;

/**
 * POST /api/staff/message-templates/list (any operator): every kind's template, one each, with its
 * review state and how its messages go out now. Asked again whenever the page shows: another
 * operator may have recorded a review meanwhile.
 */
export function useMessageTemplates() {
  return useStaffRead(messageTemplatesKey, staffMessageTemplateList, {}, { staleTime: 0 });
}
