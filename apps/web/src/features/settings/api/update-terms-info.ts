import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo, updateTermsInfoResponse } from '@venue/contract';
import { api } from '../../../lib/api-client';
import { userInfoQueryKey } from '../../session/api/get-user-info';
import type { AgreementFlag } from '../settings-rules';

/**
 * POST /api/updateTermsInfo (spec 001 §7): one consent flag; the answer is the three flags after
 * the change. The page reports failures itself ("{label} 변경에 실패했습니다."), so no global alert.
 */
export function updateTermsInfo(input: { userIdx: number; flag: AgreementFlag; agreed: boolean }) {
  return api.post<typeof updateTermsInfoResponse>('/api/updateTermsInfo', {
    body: { userIdx: input.userIdx, [input.flag]: input.agreed ? 'Y' : 'N' },
    alert: false,
  });
}

/**
 * Optimistic toggle (spec 001 §2: "a toggle changes immediately and is reverted on failure"):
 * the cached member record changes at once; a failure puts the previous value back.
 */
export function useUpdateTermsInfo(handlers: {
  onSuccess: (flag: AgreementFlag, agreed: boolean) => void;
  onError: (flag: AgreementFlag) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTermsInfo,
    onMutate: async ({ flag, agreed }) => {
      await queryClient.cancelQueries({ queryKey: userInfoQueryKey });
      const previous = queryClient.getQueryData<UserInfo>(userInfoQueryKey);
      if (previous) {
        queryClient.setQueryData<UserInfo>(userInfoQueryKey, {
          ...previous,
          [flag]: agreed ? 'Y' : 'N',
        });
      }
      return { previous };
    },
    onError: (_error, { flag }, context) => {
      const current = queryClient.getQueryData<UserInfo>(userInfoQueryKey);
      if (current && context?.previous) {
        queryClient.setQueryData<UserInfo>(userInfoQueryKey, {
          ...current,
          [flag]: context.previous[flag],
        });
      }
      handlers.onError(flag);
    },
    onSuccess: (flags, { flag, agreed }) => {
      const current = queryClient.getQueryData<UserInfo>(userInfoQueryKey);
      if (current) queryClient.setQueryData<UserInfo>(userInfoQueryKey, { ...current, ...flags });
      handlers.onSuccess(flag, agreed);
    },
  });
}
