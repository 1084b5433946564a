import type { FrequencyReward, MemberReward } from '@venue/contract';
import { claimedDay, remainingStockText, SOLD_OUT_TEXT, stockText } from '../frequency-labels';
import styles from './frequency.module.css';

type Reward = FrequencyReward &
  Partial<Pick<MemberReward, 'unlockedYn' | 'claimedYn' | 'claimedAt' | 'remainingStock'>>;

/**
 * A season's rewards in unlock order. With the member's board (`stampCnt` given) each shows
 * 받았어요 · {day} once the information desk handed it over (decision 022), 받을 수 있어요 when
 * unlocked and still to collect, else how many stamps are still missing; a preview lists them
 * plain.
 *
 * A limited reward (`stock`, 선착순) says how many were prepared, on the preview too. On the
 * board, one not received yet also says how many are left (`remainingStock`); once none are left
 * it says 모두 소진되었어요 instead of 받을 수 있어요 or "n개 더 모으면 받아요", so the page never
 * promises a gift the desk no longer has.
 */
export function RewardList({ rewards, stampCnt }: { rewards: Reward[]; stampCnt?: number }) {
  if (rewards.length === 0) return null;
  return (
    <ul className={styles.rewards}>
      {rewards.map((reward) => {
        const claimed = reward.claimedYn === 'Y';
        const remaining = reward.remainingStock ?? null;
        const soldOut = !claimed && remaining === 0;
        // Outlined while it waits at the desk; once received (or all gone) it steps back.
        const unlocked = reward.unlockedYn === 'Y' && !claimed && !soldOut;
        const day = claimed && reward.claimedAt ? claimedDay(reward.claimedAt) : '';
        const stock = stockText(reward.stock);
        // How many are left matters only while the member may still get one.
        const left =
          stampCnt !== undefined && !claimed && !soldOut ? remainingStockText(remaining) : '';
        return (
          <li
            key={reward.rewardIdx}
            className={`${styles.reward} ${unlocked ? styles.rewardUnlocked : ''} ${claimed || soldOut ? styles.rewardClaimed : ''}`}
          >
            <img
              className={styles.rewardImage}
              src={reward.imagePath}
              alt=""
              width={600}
              height={600}
              loading="lazy"
              decoding="async"
            />
            <div className={styles.rewardBody}>
              <p className={styles.rewardNeed}>
                도장 {reward.requiredStamps}개
                {stock && <span className={styles.rewardStock}>{stock}</span>}
              </p>
              <h3 className={styles.rewardTitle}>{reward.title}</h3>
              {reward.description && <p className={styles.rewardText}>{reward.description}</p>}
              {stampCnt !== undefined &&
                (claimed ? (
                  <p className={styles.badgeDone}>받았어요{day ? ` · ${day}` : ''}</p>
                ) : soldOut ? (
                  <p className={styles.badgeOff}>{SOLD_OUT_TEXT}</p>
                ) : unlocked ? (
                  <p className={styles.badgeOn}>받을 수 있어요</p>
                ) : (
                  <p className={styles.badgeOff}>
                    {reward.requiredStamps - stampCnt}개 더 모으면 받아요
                  </p>
                ))}
              {left && <p className={styles.rewardLeft}>{left}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
