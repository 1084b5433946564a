import { staffSetupChecklist } from '@venue/contract/endpoints';
import { useStaffRead } from '../../../lib/staff-query';

export const setupChecklistKey = ['staff', 'setup-checklist'] as const;

/**
 * POST /api/staff/setup-checklist (any operator): what the venue still needs before
 * visitors can use it. Asked again whenever 오늘 opens or the operator comes back to the tab.
 */
export function useSetupChecklist() {
  return useStaffRead(setupChecklistKey, staffSetupChecklist, undefined, {
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
