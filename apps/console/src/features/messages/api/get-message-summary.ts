import { staffMessageSummary } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';
import { MESSAGES_REFRESH_MS, messagesKey } from './get-messages';

/** POST /api/staff/messages/summary (any operator): a Seoul day's counts by state and channel, and cost. */
export function useMessageSummary(date: string) {
  return useStaffRead(
    [...messagesKey, 'summary'],
    staffMessageSummary,
    { date },
    {
      staleTime: 0,
      refetchInterval: MESSAGES_REFRESH_MS,
    },
  );
}
