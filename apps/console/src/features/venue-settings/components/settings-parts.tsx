import styles from '../../../components/console.module.css';

// The add and remove buttons of the settings form's lists (this page, 발송 설정).

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
