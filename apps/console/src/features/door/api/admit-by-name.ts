import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCheckInManualBody } from '@venue/contract';
import { staffCheckInManual } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { recentScansQueryKey } from './get-recent-scans';

/**
 * POST /api/staff/checkin/manual (audited): admits a member found by name, the same
 * check-in and door rule as a scan; the answer is a check-in's and shows on the result card.
 */
export function admitByName(body: StaffCheckInManualBody) {
  return api.call(staffCheckInManual, body);
}

export function useAdmitByName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: admitByName,
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentScansQueryKey }),
  });
}
