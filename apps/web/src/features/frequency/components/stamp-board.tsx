import type { FrequencyStamp } from '@venue/contract';
import { monthDay, stampTypeLabels } from '../frequency-labels';
import styles from './frequency.module.css';
import { StampIcon } from './stamp-icon';

/**
 * The season's stamp board: `goal` squares in a 5-column grid, filled in earning order. A filled
 * square shows the kind's icon, its name and the day; an empty one its number. Each square reads
 * as one sentence to a screen reader ("3번째 도장, 프로그램 빛의 산책, 11월 22일").
 */
export function StampBoard({ goal, stamps }: { goal: number; stamps: FrequencyStamp[] }) {
  const squares = Array.from(
    { length: Math.max(goal, stamps.length) },
    (_, i) => stamps[i] ?? null,
  );
  return (
    <ol
      className={styles.board}
      aria-label={`도장판, ${goal}칸 중 ${Math.min(stamps.length, goal)}칸 채움`}
    >
      {squares.map((stamp, index) => {
        const n = index + 1;
        if (!stamp) {
          return (
            <li key={`empty-${n}`} className={styles.square}>
              <span className={styles.squareNumber} aria-hidden="true">
                {n}
              </span>
              <span className="sr-only">{n}번째 칸, 비어 있음</span>
            </li>
          );
        }
        const [, month, day] = stamp.earnDate.split('-');
        const what =
          stamp.earnType === 'PROGRAM' && stamp.programName
            ? `${stampTypeLabels.PROGRAM} ${stamp.programName}`
            : stampTypeLabels[stamp.earnType];
        return (
          <li
            key={stamp.stampIdx}
            className={`${styles.square} ${styles.filled}`}
            data-type={stamp.earnType}
          >
            <span aria-hidden="true" className={styles.squareFace}>
              <StampIcon type={stamp.earnType} />
              <span className={styles.squareKind}>{stampTypeLabels[stamp.earnType]}</span>
              <span className={styles.squareDate}>{monthDay(stamp.earnDate)}</span>
            </span>
            <span className="sr-only">
              {n}번째 도장, {what}, {Number(month)}월 {Number(day)}일
            </span>
          </li>
        );
      })}
    </ol>
  );
}
