import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffFrequencyMember } from '@venue/contract';
import { staffFrequencyClaim } from '@venue/contract/endpoints';
import { api, isApiRequestError } from '../../../lib/api-client';
import { deskMemberKey } from './get-desk-member';

export type ClaimRewardInput = { qrValue: string; rewardIdx: number };

/**
 * POST /api/staff/frequency/claim (decision 022): hands one unlocked reward to the member, once.
 * Refusals are the page's to show (no global alert).
 */
export function claimReward(body: ClaimRewardInput) {
  return api.call(staffFrequencyClaim, body);
}

/**
 * Refusals after which the board on screen is out of date: handed out at another desk
 * (REWARD_ALREADY_CLAIMED), fewer stamps than shown (REWARD_LOCKED), the last of a limited
 * reward went elsewhere (REWARD_OUT_OF_STOCK), or the season's rewards
 * changed (NOT_FOUND). The board is fetched again so staff see what the server holds.
 */
const STALE_BOARD_CODES = new Set([
  'REWARD_ALREADY_CLAIMED',
  'REWARD_LOCKED',
  'REWARD_OUT_OF_STOCK',
  'NOT_FOUND',
]);

export function useClaimReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReward,
    onSuccess: (board: StaffFrequencyMember, { qrValue }) => {
      queryClient.setQueryData(deskMemberKey(qrValue), board);
    },
    onError: (error, { qrValue }) => {
      if (isApiRequestError(error) && STALE_BOARD_CODES.has(error.errorCode)) {
        return queryClient.invalidateQueries({ queryKey: deskMemberKey(qrValue) });
      }
    },
  });
}
