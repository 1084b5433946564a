import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffCheckInBody, staffCheckInResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';
import { recentScansQueryKey } from './get-recent-scans';

/**
 * POST /api/staff/checkin (decision 017): `qrValue` is the scanned QR text or a typed entry code;
 * no place is the entrance. Every outcome, refusals included (QR_INVALID, QR_EXPIRED,
 * VALIDATION_FAILED, RATE_LIMITED), is shown on the scanner's result card, never as an alert.
 */
export function checkIn(body: StaffCheckInBody) {
  return api.post<typeof staffCheckInResponse>('/api/staff/checkin', {
    body,
  });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    // The desks' recent scans include this one now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentScansQueryKey }),
  });
}
