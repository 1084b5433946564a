import type { ReactNode } from 'react';
import styles from './brand-hero.module.css';

type BrandHeroProps = {
  /** id of the title, for the page section's aria-labelledby. */
  headingId: string;
  /** The icon in the mark (decorative: the mark is aria-hidden). */
  mark: ReactNode;
  /**
   * `tile` (default): a rounded square holding a feature's icon (My QR).
   * `round`: a circle that pops in, for a result such as signup's tick.
   */
  markShape?: 'tile' | 'round';
  /** The small spaced capitals above the title ("My QR", "WELCOME"). */
  eyebrow: string;
  /** The page's h2; may hold a <br /> where the line should break. */
  title: ReactNode;
  lead: ReactNode;
};

/**
 * The venue's purple hero panel that opens a page which introduces or celebrates something:
 * the My QR intro (/qr) and signup's completion (/complet). The page keeps its own section and
 * spacing around it; the title is the page's h2 with the given id.
 */
export function BrandHero({
  headingId,
  mark,
  markShape = 'tile',
  eyebrow,
  title,
  lead,
}: BrandHeroProps) {
  return (
    <div className={styles.hero}>
      <div
        className={markShape === 'round' ? `${styles.mark} ${styles.markRound}` : styles.mark}
        aria-hidden="true"
      >
        {mark}
      </div>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
    </div>
  );
}
