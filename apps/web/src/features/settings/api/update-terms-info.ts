import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@venue/contract';
import { updateTermsInfo as updateTermsInfoEndpoint } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { userInfoQueryKey } from '../../../lib/user-info';
import type { AgreementFlag } from '../settings-rules';

/**
 * POST /api/updateTermsInfo (spec 001 §7): one consent flag; the answer is the three flags after
 * the change. The page reports failures itself ("{label} 변경에 실패했습니다."), so no global alert.
 */
export type UpdateTermsInfoInput = {
  userIdx: number;
  flag: AgreementFlag;
  agreed: boolean;
  /** the term's name, for the page's toast and alert (not sent) */
  termsName: string;
};

export function updateTermsInfo(input: UpdateTermsInfoInput) {
  return api.call(
    updateTermsInfoEndpoint,
    { userIdx: input.userIdx, [input.flag]: input.agreed ? 'Y' : 'N' },
    { alert: false },
  );
}

/**
 * Optimistic toggle (spec 001 §2: "a toggle changes immediately and is reverted on failure"):
 * the cached member record changes at once; a failure puts the previous value back.
 */
export function useUpdateTermsInfo(handlers: {
  onSuccess: (input: UpdateTermsInfoInput) => void;
  onError: (input: UpdateTermsInfoInput) => void;
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
    onError: (_error, input, context) => {
      const { flag } = input;
      const current = queryClient.getQueryData<UserInfo>(userInfoQueryKey);
      if (current && context?.previous) {
        queryClient.setQueryData<UserInfo>(userInfoQueryKey, {
          ...current,
          [flag]: context.previous[flag],
        });
      }
      handlers.onError(input);
    },
    onSuccess: (flags, input) => {
      const current = queryClient.getQueryData<UserInfo>(userInfoQueryKey);
      if (current) queryClient.setQueryData<UserInfo>(userInfoQueryKey, { ...current, ...flags });
      handlers.onSuccess(input);
    },
  });
}
