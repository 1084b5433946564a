import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@venue/contract';
import type { TermsCode } from '@venue/contract/domain';
import { termsAgree, termsList } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { userInfoQueryKey } from '../../../lib/user-info';

/**
 * POST /api/terms/list narrowed to the codes the member is asked about: the texts of the versions
 * in force. Its own key: the footer's and signup's ['terms'] entry is loaded once and may hold the
 * versions of before.
 */
export const reagreeTermsTextQueryOptions = (codes: TermsCode[]) =>
  queryOptions({
    queryKey: ['terms', 'reagree', ...codes],
    queryFn: ({ signal }) =>
      api.call(termsList, { termsCodeList: codes }, { signal, alert: false }),
  });

export function useReagreeTermsText(codes: TermsCode[]) {
  return useQuery(reagreeTermsTextQueryOptions(codes));
}

/**
 * POST /api/terms/agree (decision 028): records the member's agreement to the listed versions.
 * Afterwards the member info is asked again (its reagreeTermsList is then empty) and the terms
 * everyone reads are reloaded. A refusal shows the server's Korean message (409 TERMS_CHANGED:
 * a newer version came into force meanwhile), and the member info is asked again, so the sheet
 * lists what is in force now.
 */
export function useAgreeTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (termsIdxList: number[]) => api.call(termsAgree, { termsIdxList }),
    onSuccess: () => {
      // Closes the sheet at once; the member info is then asked again to be sure.
      queryClient.setQueryData<UserInfo>(userInfoQueryKey, (info) =>
        info ? { ...info, reagreeTermsList: [] } : info,
      );
      void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['terms'] });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
    },
  });
}
