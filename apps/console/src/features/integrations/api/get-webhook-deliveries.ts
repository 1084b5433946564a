import { useInfiniteQuery } from '@tanstack/react-query';
import type { WebhookDelivery } from '@venue/contract';
import { staffWebhookDeliveries } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { WEBHOOKS_REFRESH_MS, webhooksKey } from './get-webhooks';

export const webhookDeliveriesKey = (webhookIdx: number) =>
  [...webhooksKey, 'deliveries', webhookIdx] as const;

/**
 * POST /api/staff/webhooks/deliveries (ADMIN): one endpoint's deliveries, newest first, 50 at a
 * time; 더 보기 asks for those `before` the last one shown. The console's one list paged by a
 * cursor rather than by page numbers, so it is TanStack's infinite query over the same client
 * (lib/staff-query.ts pages by number); a refresh asks every page shown again, in order.
 */
export function useWebhookDeliveries(webhookIdx: number) {
  return useInfiniteQuery({
    queryKey: webhookDeliveriesKey(webhookIdx),
    queryFn: ({ pageParam, signal }) =>
      api.call(
        staffWebhookDeliveries,
        pageParam === undefined ? { webhookIdx } : { webhookIdx, before: pageParam },
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last): number | undefined =>
      last.more ? last.list.at(-1)?.deliveryIdx : undefined,
    select: (data): { list: WebhookDelivery[]; more: boolean } => ({
      list: data.pages.flatMap((page) => page.list),
      more: data.pages.at(-1)?.more ?? false,
    }),
    staleTime: 0,
    refetchInterval: WEBHOOKS_REFRESH_MS,
  });
}
