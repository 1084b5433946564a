import type { MessageStatus } from '@venue/contract';
import { staffMessageDetail } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';
import { messagesKey } from './get-messages';

/** States a message leaves by itself in seconds: its detail is asked again meanwhile. */
const MOVING: readonly MessageStatus[] = ['QUEUED', 'SENDING', 'SENT', 'FALLBACK_SENT'];

/** POST /api/staff/messages/detail (any operator): the text, buttons and every state it went through. */
export function useMessage(messageIdx: number | null) {
  return useStaffRead(
    [...messagesKey, 'detail'],
    staffMessageDetail,
    { messageIdx: messageIdx ?? 0 },
    {
      enabled: messageIdx !== null,
      staleTime: 0,
      refetchInterval: (query) =>
        query.state.data && MOVING.includes(query.state.data.status) ? 3_000 : false,
    },
  );
}
