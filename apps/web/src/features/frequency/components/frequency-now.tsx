import { quotedWithParticle } from '@venue/contract/domain';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useUserInfo } from '../../../lib/user-info';
import { useEarnNServiceStamp } from '../api/earn-nservice-stamp';
import { useFrequencyNow } from '../api/get-frequency-now';
import { stampTypeLabels } from '../frequency-labels';
import { frequencyPaths } from '../frequency-paths';
import styles from './frequency.module.css';
import { LOAD_FAILED_TEXT, PageState } from './frequency-page';
import { RewardList } from './reward-list';
import { SeasonHero } from './season-hero';
import { StampBoard } from './stamp-board';
import { StampIcon } from './stamp-icon';

/**
 * /frequency/now (decision 020): the live season's banner, the member's progress (n/goal), the
 * stamp board, the next reward, the rewards (unlocked ones marked, received ones dated), the
 * stamp history and the N-service stamp button. Without a live season it says so and points to the past seasons.
 */
export function FrequencyNow() {
  const now = useFrequencyNow();
  const user = useUserInfo();
  const { toast, showToast } = useToast(2000);
  const earn = useEarnNServiceStamp({ onDone: showToast });

  if (now.isPending) return <PageState busy />;
  if (now.isError) {
    return (
      <PageState>
        <p role="alert">{LOAD_FAILED_TEXT}</p>
      </PageState>
    );
  }
  const { season, stampList, stampCnt, rewardList, nextReward } = now.data;
  if (!season) {
    return (
      <PageState>
        <h2 className={styles.stateTitle}>지금은 진행 중인 시즌이 없어요</h2>
        <p className={styles.stateText}>다음 시즌이 열리면 이곳에서 도장을 모을 수 있어요.</p>
        <Link className={styles.textLink} to={frequencyPaths.past.getHref()}>
          지난 시즌 보기
        </Link>
      </PageState>
    );
  }
  const percent = Math.min(100, Math.round((stampCnt / season.stampGoal) * 100));
  const userIdx = user.data?.userIdx;

  return (
    <>
      <SeasonHero season={season} titleId="frequency-season-title" />

      <section className={styles.section} aria-labelledby="frequency-board-title">
        <div className={styles.progressHead}>
          <h2 id="frequency-board-title" className={styles.sectionTitle}>
            내 도장판
          </h2>
          <p className={styles.progressText}>
            <strong>{stampCnt}</strong> / {season.stampGoal}
            <span className="sr-only">개 모았어요</span>
          </p>
        </div>
        <div className={styles.progressTrack} aria-hidden="true">
          <span className={styles.progressFill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.nextReward}>
          {nextReward
            ? `도장 ${nextReward.remainingStamps}개 더 모으면 ${quotedWithParticle(nextReward.title, '을/를')} 받아요.`
            : rewardList.every((reward) => reward.claimedYn === 'Y')
              ? '모든 리워드를 받았어요. 이번 시즌도 함께해 주셔서 고마워요!'
              : '모든 리워드를 열었어요. 인포메이션 데스크에서 선물을 받아 가세요!'}
        </p>
        <StampBoard goal={season.stampGoal} stamps={stampList} />
        <div className={styles.earnBox}>
          <p className={styles.earnText}>
            T 멤버십 N 서비스 회원이라면 하루에 한 번 도장을 더 받을 수 있어요.
          </p>
          <Button
            variant="secondary"
            block
            disabled={userIdx === undefined || earn.isPending}
            onClick={() => userIdx !== undefined && earn.mutate(userIdx)}
          >
            N 서비스 도장 받기
          </Button>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="frequency-rewards-title">
        <h2 id="frequency-rewards-title" className={styles.sectionTitle}>
          리워드
        </h2>
        {/* Staff find the member by their QR (decision 022), not by this screen. */}
        <p className={styles.sectionLead}>
          1층 인포메이션 데스크에서{' '}
          <Link className={styles.inlineLink} to={paths.qr.getHref()}>
            My QR
          </Link>
          을 보여 주시면 받을 수 있어요. 리워드마다 한 번씩 받을 수 있어요.
        </p>
        <RewardList rewards={rewardList} stampCnt={stampCnt} />
      </section>

      <section className={styles.section} aria-labelledby="frequency-history-title">
        <h2 id="frequency-history-title" className={styles.sectionTitle}>
          도장 기록
        </h2>
        {stampList.length === 0 ? (
          <p className={styles.sectionLead}>
            아직 받은 도장이 없어요. My QR로 체크인하면 첫 도장이 찍혀요.
          </p>
        ) : (
          <ol className={styles.history}>
            {[...stampList].reverse().map((stamp) => (
              <li key={stamp.stampIdx} className={styles.historyItem}>
                <span className={styles.historyIcon} data-type={stamp.earnType}>
                  <StampIcon type={stamp.earnType} size={18} />
                </span>
                <span className={styles.historyWhat}>
                  {stamp.earnType === 'PROGRAM' && stamp.programName
                    ? stamp.programName
                    : `${stampTypeLabels[stamp.earnType]} 도장`}
                </span>
                <time className={styles.historyDate} dateTime={stamp.earnedAt}>
                  {stamp.earnDate.replaceAll('-', '.')}
                </time>
              </li>
            ))}
          </ol>
        )}
        <Link className={styles.textLink} to={frequencyPaths.preview.getHref(season.seasonIdx)}>
          시즌 안내 자세히 보기
        </Link>
      </section>
      {toast}
    </>
  );
}
