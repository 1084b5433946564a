import type { MemberReward } from '@venue/contract';
import { quotedWithParticle, seoulParts, toSeoulTime } from '@venue/contract/domain';

/**
 * What the reward desk (decision 022) says about each reward of the member's board, as pure
 * functions so every state is table-tested without rendering: handed out (with when, Seoul
 * time), ready to hand out, still locked (how many stamps are missing), or — for a limited
 * reward (선착순 `stock`) with none left — 소진, with no handout button.
 */
export type DeskRewardState =
  | { kind: 'claimed'; text: string }
  | { kind: 'ready' }
  | { kind: 'soldOut'; text: string }
  | { kind: 'locked'; text: string };

/** What the desk says of a limited reward with none left (the server refuses it: 409). */
export const SOLD_OUT_TEXT = '소진';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 2026-11-22T05:05:00Z → "11.22 14:05 지급" (the Seoul day and time of the handout). */
export function handedOutText(claimedAt: string): string {
  const instant = new Date(claimedAt);
  if (Number.isNaN(instant.getTime())) return '지급 완료';
  const { month, day } = seoulParts(instant);
  return `${pad2(month)}.${pad2(day)} ${toSeoulTime(instant)} 지급`;
}

export function deskRewardState(reward: MemberReward, stampCnt: number): DeskRewardState {
  if (reward.claimedYn === 'Y') {
    return { kind: 'claimed', text: reward.claimedAt ? handedOutText(reward.claimedAt) : '' };
  }
  // Sold out before locked too: telling staff "n개 더 필요" would promise the member a gift.
  if (reward.remainingStock === 0) return { kind: 'soldOut', text: SOLD_OUT_TEXT };
  if (reward.unlockedYn === 'Y') return { kind: 'ready' };
  return { kind: 'locked', text: `${Math.max(1, reward.requiredStamps - stampCnt)}개 더 필요` };
}

/** 남은 n개: how many of a limited reward are left now; '' for a reward with no limit. */
export function remainingText(reward: Pick<MemberReward, 'remainingStock'>): string {
  return reward.remainingStock === null ? '' : `남은 ${reward.remainingStock}개`;
}

/** The polite status after a handout. */
export function handedOutMessage(title: string): string {
  return `${quotedWithParticle(title, '을/를')} 지급했어요.`;
}
