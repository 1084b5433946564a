import { useQuery } from '@tanstack/react-query';
import { staffSetupChecklist } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export const setupChecklistKey = ['staff', 'setup-checklist'] as const;

/**
 * POST /api/staff/setup-checklist (any operator): what the venue still needs before
 * visitors can use it. Asked again whenever 오늘 opens or the operator comes back to the tab.
 */
export function useSetupChecklist() {
  return useQuery({
    queryKey: setupChecklistKey,
    queryFn: ({ signal }) => api.call(staffSetupChecklist, {}, { signal }),
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
