import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLogout as staffLogoutEndpoint } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

/** POST /api/staff/logout: ends the staff session and clears its cookie. */
export function staffLogout() {
  return api.call(staffLogoutEndpoint, {});
}

/**
 * Logs out and forgets every staff answer (operator, places, operators). An already lost session
 * (401) is as good as a logout, so the caller moves on to the login page either way.
 */
export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffLogout,
    onSettled: () => queryClient.removeQueries({ queryKey: ['staff'] }),
  });
}
