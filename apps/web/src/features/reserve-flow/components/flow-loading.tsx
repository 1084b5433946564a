import styles from './flow.module.css';

/** The flow page's place while its data loads, or the reason it cannot show (a failed load). */
export function FlowLoading({
  failed,
  loading,
  error,
}: {
  failed: boolean;
  loading: string;
  error: string;
}) {
  return (
    <div className={styles.page} aria-busy={!failed}>
      <p className={styles.muted}>{failed ? error : loading}</p>
    </div>
  );
}
