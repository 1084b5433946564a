import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdraw as withdrawEndpoint } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../stores/session-store';
import { markWithdrawComplete } from '../settings-rules';

/**
 * POST /api/withdraw (spec 001 §7): the server revokes every token and anonymises the member at
 * once (decision 019). The page shows its own failure (오류 / 서비스 탈퇴 중 에러가 발생했습니다.).
 */
export function withdraw() {
  return api.call(withdrawEndpoint, {}, { alert: false });
}

/** Withdraws; on success the session and the member's cached data go, and the complete page may show once. */
export function useWithdraw(handlers: { onSuccess: () => void; onError: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: () => {
      markWithdrawComplete();
      // Leave the member-only page first, then end the session and forget the member's data.
      handlers.onSuccess();
      clearSession();
      queryClient.clear();
    },
    onError: handlers.onError,
  });
}
