import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authUnlinkAccount } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { userInfoQueryKey } from '../../../lib/user-info';
import type { EasyLoginProvider } from '../settings-rules';

/**
 * POST /api/auth/unlink/account (spec 001 §7). The page shows its own failure alert
 * (통신오류 / 연결해제 중 오류가 발생했습니다.), so no global one here.
 */
export function unlinkAccount(input: { userIdx: number; beforeUserType: EasyLoginProvider }) {
  return api.call(authUnlinkAccount, input, { alert: false });
}

/** Unlinks, then refreshes the member record so the list shows what is linked now. */
export function useUnlinkAccount(handlers: { onSuccess: () => void; onError: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkAccount,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
      handlers.onSuccess();
    },
    onError: handlers.onError,
  });
}
