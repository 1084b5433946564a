import styles from './login.module.css';

/** The centred spinner of the redirect routes while the code is exchanged. */
export function LoginProgress({ label = '로그인 중입니다…' }: { label?: string }) {
  return (
    <div className={styles.progress} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.progressLabel}>{label}</p>
    </div>
  );
}
