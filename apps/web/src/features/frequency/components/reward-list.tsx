import type { FrequencyReward, MemberReward } from '@venue/contract';
import { claimedDay } from '../frequency-labels';
import styles from './frequency.module.css';

type Reward = FrequencyReward &
  Partial<Pick<MemberReward, 'unlockedYn' | 'claimedYn' | 'claimedAt'>>;

/**
 * A season's rewards in unlock order. With the member's board (`stampCnt` given) each shows
 * 받았어요 · {day} once the information desk handed it over (decision 022), 받을 수 있어요 when
 * unlocked and still to collect, else how many stamps are still missing; a preview lists them
 * plain.
 */
export function RewardList({ rewards, stampCnt }: { rewards: Reward[]; stampCnt?: number }) {
  if (rewards.length === 0) return null;
  return (
    <ul className={styles.rewards}>
      {rewards.map((reward) => {
        const claimed = reward.claimedYn === 'Y';
        // Outlined while it waits at the desk; once received it steps back.
        const unlocked = reward.unlockedYn === 'Y' && !claimed;
        const day = claimed && reward.claimedAt ? claimedDay(reward.claimedAt) : '';
        return (
          <li
            key={reward.rewardIdx}
            className={`${styles.reward} ${unlocked ? styles.rewardUnlocked : ''} ${claimed ? styles.rewardClaimed : ''}`}
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
              <p className={styles.rewardNeed}>도장 {reward.requiredStamps}개</p>
              <h3 className={styles.rewardTitle}>{reward.title}</h3>
              {reward.description && <p className={styles.rewardText}>{reward.description}</p>}
              {stampCnt !== undefined &&
                (claimed ? (
                  <p className={styles.badgeDone}>받았어요{day ? ` · ${day}` : ''}</p>
                ) : unlocked ? (
                  <p className={styles.badgeOn}>받을 수 있어요</p>
                ) : (
                  <p className={styles.badgeOff}>
                    {reward.requiredStamps - stampCnt}개 더 모으면 받아요
                  </p>
                ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
