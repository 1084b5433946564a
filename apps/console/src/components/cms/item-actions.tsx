import styles from '../console.module.css';
import cms from './cms.module.css';

/** 위로, 아래로 and 삭제 for one item of a list, named after it for screen readers. */
export function ItemActions({
  name,
  index,
  count,
  move,
  remove,
  removable = true,
}: {
  name: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** false: 위로 and 아래로 only */
  removable?: boolean;
}) {
  return (
    <div className={cms.actions}>
      <button
        type="button"
        className={styles.smallButton}
        disabled={index === 0}
        aria-label={`${name} 위로`}
        onClick={() => move(index, index - 1)}
      >
        위로
      </button>
      <button
        type="button"
        className={styles.smallButton}
        disabled={index === count - 1}
        aria-label={`${name} 아래로`}
        onClick={() => move(index, index + 1)}
      >
        아래로
      </button>
      {removable ? (
        <button
          type="button"
          className={`${styles.smallButton} ${cms.danger}`}
          aria-label={`${name} 삭제`}
          onClick={() => remove(index)}
        >
          삭제
        </button>
      ) : null}
    </div>
  );
}
