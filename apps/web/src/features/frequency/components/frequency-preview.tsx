import type { ReactNode } from 'react';
import { HtmlContent } from '../../../components/ui/html-content';
import { isApiRequestError } from '../../../lib/api-client';
import { useFrequencyDetail } from '../api/get-frequency-detail';
import styles from './frequency.module.css';
import { LOAD_FAILED_TEXT, PageState } from './frequency-page';
import { RewardList } from './reward-list';
import { SeasonHero } from './season-hero';

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
      <SeasonHero season={season} titleId="frequency-preview-title">
        <p className={styles.goal}>도장판 {season.stampGoal}칸</p>
      </SeasonHero>
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
