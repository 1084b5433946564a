import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffTotpStatus, staffTotpDisableBody, staffTotpEnableBody } from '@venue/contract';
import {
  staffTotpDisable,
  staffTotpEnable,
  staffTotpSetup,
  staffTotpStatus,
} from '@venue/contract/endpoints';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export const totpStatusQueryKey = ['staff', 'totp', 'status'] as const;

/** POST /api/staff/totp/status (decision 035): whether one's own two-factor login is on. */
export const totpStatusQueryOptions = () =>
  queryOptions({
    queryKey: totpStatusQueryKey,
    queryFn: ({ signal }) => api.call(staffTotpStatus, {}, { signal }),
  });

export function useTotpStatus() {
  return useQuery(totpStatusQueryOptions());
}

/** A change answers the new status: the page shows it at once. */
function useStatusChange<Body>(send: (body: Body) => Promise<StaffTotpStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (status) => queryClient.setQueryData(totpStatusQueryKey, status),
  });
}

/**
 * POST /api/staff/totp/setup (ADMIN): a new secret waiting for its first code, answered once:
 * the otpauth URI, the base32 secret and the QR (an SVG data: URL drawn by the server).
 */
export function useTotpSetup() {
  return useMutation({
    mutationFn: () => api.call(staffTotpSetup, {}),
  });
}

/** POST /api/staff/totp/enable (ADMIN): the app's code turns it on; a wrong one is on `code`. */
export function useTotpEnable() {
  return useStatusChange((body: z.input<typeof staffTotpEnableBody>) =>
    api.call(staffTotpEnable, body),
  );
}

/** POST /api/staff/totp/disable: off with the current password (a wrong one is on `password`). */
export function useTotpDisable() {
  return useStatusChange((body: z.input<typeof staffTotpDisableBody>) =>
    api.call(staffTotpDisable, body),
  );
}
