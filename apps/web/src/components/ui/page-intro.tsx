import styles from './page-intro.module.css';

type PageIntroProps = {
  /** id of the heading, for the section's aria-labelledby. */
  headingId: string;
  title: string;
  lead: string;
  className?: string | undefined;
};

/** The heading and one-line lead that open a content page (notices, FAQ, …). */
export function PageIntro({ headingId, title, lead, className }: PageIntroProps) {
  return (
    <div className={className}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
    </div>
  );
}
