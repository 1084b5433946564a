import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EarnRefusal } from '@venue/contract';
import { frequencyEarn } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';
import { frequencyKey } from './get-frequency-now';

/**
 * POST /api/frequency/earn {userIdx, earnType NSERVICE} (spec 000 §7; decision 020). The server
 * runs the N-service check for the member's own line and stamps at most once a day; the answer
 * says whether a stamp was earned now and, if not, why.
 */
export function earnNServiceStamp(userIdx: number) {
  return api.call(frequencyEarn, { userIdx, earnType: 'NSERVICE' });
}

/** The toast for each answer. */
export const earnResultTexts: Record<'EARNED' | EarnRefusal, string> = {
  EARNED: 'N 서비스 도장을 받았어요.',
  ALREADY_EARNED: '오늘의 N 서비스 도장은 이미 받았어요.',
  NSERVICE_NOT_PASSED: 'T 멤버십 N 서비스 회원만 받을 수 있어요.',
  NO_LIVE_SEASON: '지금은 진행 중인 시즌이 없어요.',
};

export function useEarnNServiceStamp({ onDone }: { onDone: (text: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: earnNServiceStamp,
    onSuccess: async (result) => {
      onDone(earnResultTexts[result.reason ?? 'EARNED']);
      if (result.earnedYn === 'Y') await queryClient.invalidateQueries({ queryKey: frequencyKey });
    },
  });
}
