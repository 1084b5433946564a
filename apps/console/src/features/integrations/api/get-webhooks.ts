import { staffWebhookList } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const webhooksKey = ['staff', 'webhooks'] as const;

/** How often the open page asks again: the last 24 hours' counts move as deliveries go. */
export const WEBHOOKS_REFRESH_MS = 15_000;

/** POST /api/staff/webhooks/list (ADMIN): every endpoint with its last 24 hours by state. */
export function useWebhooks() {
  return useStaffRead([...webhooksKey, 'list'], staffWebhookList, undefined, {
    staleTime: 0,
    refetchInterval: WEBHOOKS_REFRESH_MS,
  });
}
