import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import type { CheckInOutcome } from '../check-in-outcome';
import css from './door.module.css';

const toneBadges = { success: '입장', warning: '중복', danger: '불가' } as const;

/**
 * The latest scan's result, large enough to read at arm's length. The live region is always in
 * the page, so a screen reader announces each new result.
 */
export function CheckInResultCard({ outcome }: { outcome: CheckInOutcome | null }) {
  return (
    <section aria-label="확인 결과">
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className={`${styles.result} ${outcome ? styles[outcome.tone] : styles.resultIdle}`}
        data-tone={outcome?.tone ?? 'idle'}
      >
        {outcome ? (
          <>
            <p className={styles.resultTitle}>{outcome.title}</p>
            {outcome.memberName ? (
              <p className={styles.resultName}>{outcome.memberName} 님</p>
            ) : null}
            {outcome.warning ? (
              <p className={css.passWarning}>
                <span aria-hidden="true">⚠ </span>
                {outcome.warning}
              </p>
            ) : null}
            <ul className={styles.resultDetails}>
              {outcome.details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>QR을 비추거나 입장 코드를 입력하면 결과가 여기에 나와요.</p>
        )}
      </div>
    </section>
  );
}

/** This page instance's last results, newest first (kept in the page only). */
export function CheckInHistory({ history }: { history: CheckInOutcome[] }) {
  return (
    <Card id="staff-history-heading" title="최근 확인 기록">
      {history.length === 0 ? (
        <p className={styles.empty}>아직 확인한 QR이 없어요.</p>
      ) : (
        <ol className={styles.history}>
          {history.map((outcome) => (
            <li key={outcome.id} className={styles.historyItem}>
              <span className={styles.historyTime}>{outcome.scannedAt}</span>
              <span className={`${styles.badge} ${styles[outcome.tone]}`}>
                {toneBadges[outcome.tone]}
              </span>
              <span>
                {outcome.memberName ? `${outcome.memberName} · ` : ''}
                {outcome.memberName ? (outcome.placeName ?? outcome.title) : outcome.title}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
