import { staffFrequencyClaim } from '@venue/contract/endpoints';
import { isApiRequestError } from '../../../lib/api-client';
import { useStaffWrite } from '../../../lib/staff-query';
import { deskMemberKey } from './get-desk-member';

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

/**
 * POST /api/staff/frequency/claim (decision 022): hands one unlocked reward to the member, once;
 * the answer is the member's new board. Refusals are the page's to show (no global alert).
 */
export function useClaimReward() {
  return useStaffWrite(staffFrequencyClaim, [], {
    answerTo: (_board, { qrValue }) => deskMemberKey(qrValue),
    onError: (error, { qrValue }, _result, { client }) => {
      if (isApiRequestError(error) && STALE_BOARD_CODES.has(error.errorCode)) {
        return client.invalidateQueries({ queryKey: deskMemberKey(qrValue) });
      }
    },
  });
}
