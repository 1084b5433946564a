import type { MemberReward } from '@venue/contract';

/** A reward of the member's board for the desk's tests: a drink for 3 stamps, no limit, locked. */
export const memberReward = (overrides: Partial<MemberReward> = {}): MemberReward => ({
  rewardIdx: 3,
  requiredStamps: 3,
  title: '루프탑 웰컴 드링크',
  description: '',
  imagePath: '/media/main-square/reward.svg',
  stock: null,
  remainingStock: null,
  unlockedYn: 'N',
  claimedYn: 'N',
  claimedAt: null,
  ...overrides,
});
