import styles from './home-greeting.module.css';

/**
 * A member's hero without data: while getMainTitleInfo or the member hero's code loads. The same
 * boxes as ./member-hero.tsx, so the hero keeps its size when they arrive.
 */
export function MemberHeroSkeleton() {
  const value = <span className={styles.valueSkeleton} />;
  return (
    <>
      <h2 id="home-greeting" className="sr-only">
        인사말을 불러오는 중이에요.
      </h2>
      <div className={styles.greeting} aria-hidden="true">
        <span className={styles.lineSkeleton} />
        <span className={styles.lineSkeleton} />
        <span className={`${styles.lineSkeleton} ${styles.short}`} />
      </div>
      <div className={styles.foot}>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>방문</dt>
            <dd>{value}</dd>
          </div>
          <div className={styles.stat}>
            <dt>로그인</dt>
            <dd>{value}</dd>
          </div>
          <div className={styles.stat}>
            <dt>다가오는 일정</dt>
            <dd>{value}</dd>
          </div>
        </dl>
        <div className={`${styles.next} ${styles.nextSkeleton}`} aria-hidden="true" />
      </div>
    </>
  );
}
