import { Link } from '../../../components/ui/link';
import { useFrequencyPast } from '../api/get-frequency-past';
import { seasonPeriod } from '../frequency-labels';
import { frequencyPaths } from '../frequency-paths';
import styles from './frequency.module.css';
import { LOAD_FAILED_TEXT, PageState } from './frequency-page';

/**
 * /frequency/past (decision 020): ended seasons, newest first, with what the member collected:
 * stamps, rewards unlocked and rewards received at the desk (decision 022).
 */
export function FrequencyPast() {
  const past = useFrequencyPast();
  if (past.isPending) return <PageState busy />;
  if (past.isError) {
    return (
      <PageState>
        <p role="alert">{LOAD_FAILED_TEXT}</p>
      </PageState>
    );
  }
  if (past.data.length === 0) {
    return (
      <PageState>
        <h2 className={styles.stateTitle}>아직 지난 시즌이 없어요</h2>
        <p className={styles.stateText}>시즌이 끝나면 모은 도장 기록이 이곳에 남아요.</p>
      </PageState>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="frequency-past-title">
      <h2 id="frequency-past-title" className={styles.sectionTitle}>
        지난 시즌
      </h2>
      <ul className={styles.pastList}>
        {past.data.map((season) => (
          <li key={season.seasonIdx}>
            <Link className={styles.pastCard} to={frequencyPaths.preview.getHref(season.seasonIdx)}>
              <img
                className={styles.pastImage}
                src={season.imagePath}
                alt=""
                width={750}
                height={300}
                loading="lazy"
                decoding="async"
              />
              <span className={styles.pastBody}>
                <span className={styles.pastTitle}>{season.title}</span>
                <span className={styles.period}>
                  {seasonPeriod(season.startDate, season.endDate)}
                </span>
                <span className={styles.pastStats}>
                  <span>
                    도장 {season.stampCnt}/{season.stampGoal}
                  </span>
                  <span>
                    리워드 {season.unlockedRewardCnt}/{season.rewardCnt} 달성 ·{' '}
                    {season.claimedRewardCnt}개 수령
                  </span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
