import type { ReactNode } from 'react';
import styles from './signup.module.css';

/** The heading block that opens each signup screen; the route title is already the page's h1. */
export function SignupIntro({
  headingId,
  eyebrow,
  title,
  children,
}: {
  headingId: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.intro}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.lead}>{children}</p>
    </div>
  );
}
