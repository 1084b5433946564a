import styles from './flow.module.css';

/** One line of a recap: its term and value; a line without a value is left out. */
export type RecapLine = [term: string, value: string | null | undefined];

/**
 * What is being booked, or was booked, at a glance (as Naver 예약 shows it): the program
 * as the card's heading, then the booking number when there is one, the day with its weekday and
 * the time, the party size and the place. /infocomfirm shows it before the submit (no number
 * yet), /programComplete after it, from the server's record.
 */
export function BookingRecap({
  label,
  programName,
  lines,
  headingLevel: Heading = 'h2',
}: {
  /** the region's name, e.g. 예약 정보 */
  label: string;
  programName: string;
  lines: RecapLine[];
  headingLevel?: 'h2' | 'h3';
}) {
  const shown = lines.filter((line): line is [string, string] => Boolean(line[1]));
  return (
    <section className={styles.recap} aria-label={label}>
      <Heading className={styles.recapProgram}>{programName}</Heading>
      <dl className={styles.recapLines}>
        {shown.map(([term, value]) => (
          <div key={term} className={styles.recapLine}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
