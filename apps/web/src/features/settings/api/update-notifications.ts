import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@venue/contract';
import { updateNotificationSettings } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { userInfoQueryKey } from '../../../lib/user-info';

/**
 * POST /api/settings/notifications {visitReminderYn} (designed): the visit reminder's
 * switch, changed at once in the cached member record and put back on failure, like the consents.
 */
export function useUpdateVisitReminder(handlers: {
  onSuccess: (on: boolean) => void;
  onError: () => void;
}) {
  const queryClient = useQueryClient();
  const put = (on: boolean) => {
    const current = queryClient.getQueryData<UserInfo>(userInfoQueryKey);
    if (current) {
      queryClient.setQueryData<UserInfo>(userInfoQueryKey, {
        ...current,
        visitReminderYn: on ? 'Y' : 'N',
      });
    }
  };
  return useMutation({
    mutationFn: (on: boolean) =>
      api.call(updateNotificationSettings, { visitReminderYn: on ? 'Y' : 'N' }, { alert: false }),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: userInfoQueryKey });
      put(on);
    },
    onError: (_error, on) => {
      put(!on);
      handlers.onError();
    },
    onSuccess: (answer) => {
      put(answer.visitReminderYn === 'Y');
      handlers.onSuccess(answer.visitReminderYn === 'Y');
    },
  });
}
