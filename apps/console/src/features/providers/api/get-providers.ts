import { staffProviders } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const providersKey = ['staff', 'providers'] as const;

/** POST /api/staff/providers (ADMIN): asked again every 30 s while the page is open. */
export function useProviders() {
  return useStaffRead(providersKey, staffProviders, undefined, { refetchInterval: 30_000 });
}
