import type { MemberReward } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import {
  deskRewardState,
  handedOutMessage,
  handedOutText,
  remainingText,
} from './reward-desk-labels';
import { memberReward as reward } from './testing/reward-fixtures';

describe('the reward desk labels', () => {
  it.each([
    ['2026-11-22T05:05:00Z', '11.22 14:05 지급'],
    ['2026-11-22T14:05:00+09:00', '11.22 14:05 지급'],
    // 23:30 UTC is already the next morning in Seoul.
    ['2026-03-04T23:30:00Z', '03.05 08:30 지급'],
    ['not a date', '지급 완료'],
  ])('a handout at %s reads %j', (claimedAt, text) => {
    expect(handedOutText(claimedAt)).toBe(text);
  });

  it.each<[string, Partial<MemberReward>, number, ReturnType<typeof deskRewardState>]>([
    [
      'handed out',
      { unlockedYn: 'Y', claimedYn: 'Y', claimedAt: '2026-11-22T14:05:00+09:00' },
      5,
      { kind: 'claimed', text: '11.22 14:05 지급' },
    ],
    ['unlocked, not handed out', { unlockedYn: 'Y' }, 3, { kind: 'ready' }],
    ['locked by two stamps', {}, 1, { kind: 'locked', text: '2개 더 필요' }],
    ['locked with no stamps', {}, 0, { kind: 'locked', text: '3개 더 필요' }],
    [
      'limited, unlocked, with some left',
      { unlockedYn: 'Y', stock: 30, remainingStock: 1 },
      3,
      { kind: 'ready' },
    ],
    [
      'limited, unlocked, with none left',
      { unlockedYn: 'Y', stock: 30, remainingStock: 0 },
      3,
      { kind: 'soldOut', text: '소진' },
    ],
    [
      'limited, locked, with none left',
      { stock: 30, remainingStock: 0 },
      1,
      { kind: 'soldOut', text: '소진' },
    ],
    [
      'limited, handed out to this member, none left now',
      {
        unlockedYn: 'Y',
        claimedYn: 'Y',
        claimedAt: '2026-11-22T14:05:00+09:00',
        stock: 30,
        remainingStock: 0,
      },
      3,
      { kind: 'claimed', text: '11.22 14:05 지급' },
    ],
  ])('a reward %s', (_, overrides, stampCnt, state) => {
    expect(deskRewardState(reward(overrides), stampCnt)).toEqual(state);
  });

  it.each<[string, Partial<MemberReward>, string]>([
    ['a limited reward with 30 left', { stock: 30, remainingStock: 30 }, '남은 30개'],
    ['a limited reward with none left', { stock: 30, remainingStock: 0 }, '남은 0개'],
    ['a reward with no limit', {}, ''],
  ])('counts what is left of %s', (_, overrides, text) => {
    expect(remainingText(reward(overrides))).toBe(text);
  });

  it('names the reward in the status after a handout', () => {
    expect(handedOutMessage('루프탑 웰컴 드링크')).toBe('‘루프탑 웰컴 드링크’를 지급했어요.');
  });
});
