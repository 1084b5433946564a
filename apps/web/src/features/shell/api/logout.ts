import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logout as logoutEndpoint } from '@venue/contract/endpoints';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../stores/session-store';

/**
 * POST /api/auth/logout (jwt): the server revokes every token of the member (decision 011).
 * The side menu is the app's one logout button, so the call lives with the shell.
 */
export function logout() {
  return api.call(logoutEndpoint, {}, { alert: false });
}

/**
 * Logs out: the server call, then spec 000 §4 "Logout removes jwt and checkin", the member's
 * cached data goes, and the visitor lands on the home page. The local session ends even when the
 * server cannot be reached: the visitor asked to leave.
 */
export function useLogout({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        console.warn('[logout] the server did not confirm the logout', error);
      }
    },
    onSettled: () => {
      clearSession();
      queryClient.clear();
      onDone?.();
      navigate(paths.home.getHref(), { replace: true });
    },
  });
}
