import type { StaffMessageListBody } from '@venue/contract';
import { staffMessageList } from '@venue/contract/endpoints';
import { listRead, useStaffRead } from '../../../lib/staff-query';

export const messagesKey = ['staff', 'messages'] as const;

/** How often the page asks again while it is open: a message moves on within seconds. */
export const MESSAGES_REFRESH_MS = 30_000;

/**
 * POST /api/staff/messages/list (any operator): 30 a page, newest first, names and phones masked
 * below ADMIN by the server.
 */
export function useMessages(body: StaffMessageListBody) {
  return useStaffRead([...messagesKey, 'list'], staffMessageList, body, {
    ...listRead,
    refetchInterval: MESSAGES_REFRESH_MS,
  });
}
