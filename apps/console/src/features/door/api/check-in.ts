import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCheckInBody } from '@venue/contract';
import { staffCheckIn } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { recentScansQueryKey } from './get-recent-scans';

/**
 * POST /api/staff/checkin (decision 017): `qrValue` is the scanned QR text or a typed entry code;
 * no place is the entrance. Every outcome, refusals included (QR_INVALID, QR_EXPIRED,
 * VALIDATION_FAILED, RATE_LIMITED), is shown on the scanner's result card, never as an alert.
 */
export function checkIn(body: StaffCheckInBody) {
  return api.call(staffCheckIn, body);
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    // The desks' recent scans include this one now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentScansQueryKey }),
  });
}
