import type { ReactNode } from 'react';
import styles from '../../../components/console.module.css';

// The pieces of the settings form (this page, 발송 설정): its cards, and the add and remove buttons
// of its lists.

/**
 * A part of the settings (기본 정보, 불참 관리 …) as the console's card named by its heading, with
 * the notice under the title where the part says what it changes for visitors.
 */
export function SettingsCard({
  id,
  title,
  notice,
  children,
}: {
  id: string;
  title: string;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      {children}
    </section>
  );
}

/** A list item's remove button (교통 안내 1 빼기 …), under its fields. */
export function RemoveItem({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${styles.smallButton} ${styles.dangerButton}`}
        onClick={onClick}
      >
        {label}
      </button>
    </div>
  );
}

/** A list's add button (교통 안내 추가 …), under its items; `disabled` when the list is full. */
export function AddItem({
  label,
  onClick,
  disabled,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.smallButton} disabled={disabled} onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
