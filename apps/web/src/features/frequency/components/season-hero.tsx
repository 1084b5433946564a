import type { ReactNode } from 'react';
import { seasonPeriod } from '../frequency-labels';
import styles from './frequency.module.css';

/** A season's picture, title, period and summary: the top of /frequency/now and the preview. */
export function SeasonHero({
  season,
  titleId,
  children,
}: {
  season: { title: string; imagePath: string; startDate: string; endDate: string; summary: string };
  titleId: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <img
        className={styles.heroImage}
        src={season.imagePath}
        alt=""
        width={750}
        height={300}
        decoding="async"
      />
      <h2 id={titleId} className={styles.seasonTitle}>
        {season.title}
      </h2>
      <p className={styles.period}>{seasonPeriod(season.startDate, season.endDate)}</p>
      {season.summary && <p className={styles.summary}>{season.summary}</p>}
      {children}
    </section>
  );
}
