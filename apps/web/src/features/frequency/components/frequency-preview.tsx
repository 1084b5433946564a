import type { ReactNode } from 'react';
import { HtmlContent } from '../../../components/ui/html-content';
import { isApiRequestError } from '../../../lib/api-client';
import { useFrequencyDetail } from '../api/get-frequency-detail';
import { seasonPeriod } from '../frequency-labels';
import styles from './frequency.module.css';
import { LOAD_FAILED_TEXT, PageState } from './frequency-page';
import { RewardList } from './reward-list';

/**
 * /frequency/preview/{id} (decision 020): one season's public content — banner, period, board
 * size, rewards and its guide. A season the server does not show (unknown, hidden, not started)
 * renders `notFound`.
 */
export function FrequencyPreview({
  seasonIdx,
  notFound,
}: {
  seasonIdx: number;
  notFound: ReactNode;
}) {
  const detail = useFrequencyDetail(seasonIdx);
  if (detail.isPending) return <PageState busy />;
  if (detail.isError) {
    if (isApiRequestError(detail.error) && detail.error.resultCode === 404) return <>{notFound}</>;
    return (
      <PageState>
        <p role="alert">{LOAD_FAILED_TEXT}</p>
      </PageState>
    );
  }
  const season = detail.data;
  return (
    <>
      <section className={styles.hero} aria-labelledby="frequency-preview-title">
        <img
          className={styles.heroImage}
          src={season.imagePath}
          alt=""
          width={750}
          height={300}
          decoding="async"
        />
        <h2 id="frequency-preview-title" className={styles.seasonTitle}>
          {season.title}
        </h2>
        <p className={styles.period}>{seasonPeriod(season.startDate, season.endDate)}</p>
        {season.summary && <p className={styles.summary}>{season.summary}</p>}
        <p className={styles.goal}>도장판 {season.stampGoal}칸</p>
      </section>
      <section className={styles.section} aria-labelledby="frequency-preview-rewards">
        <h2 id="frequency-preview-rewards" className={styles.sectionTitle}>
          리워드
        </h2>
        <RewardList rewards={season.rewardList} />
      </section>
      {season.methodHtml && (
        <section className={styles.section} aria-labelledby="frequency-preview-guide">
          <h2 id="frequency-preview-guide" className={styles.sectionTitle}>
            시즌 안내
          </h2>
          <HtmlContent html={season.methodHtml} className={styles.methodHtml} />
        </section>
      )}
    </>
  );
}
