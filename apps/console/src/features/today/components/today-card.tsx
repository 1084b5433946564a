import type { ReactNode } from 'react';
import styles from '../../../components/console.module.css';
import css from './today-dashboard.module.css';

/** A count as 오늘 writes it: `1,234`. */
export const number = (n: number) => n.toLocaleString('ko-KR');

/**
 * Figures 오늘 asks for again by itself: until the first answer 불러오는 중; a first failure in
 * the server's words; a failed refresh keeps the last figures and says so (`stale`).
 */
export function LiveFigures<T>({
  query: { data, error },
  stale,
  children,
}: {
  query: { data: T | undefined; error: Error | null };
  /** what a failed refresh says above the last figures */
  stale: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      {error ? (
        <p className={styles.formError} role="alert">
          {data ? stale : error.message}
        </p>
      ) : null}
      {data ? children(data) : error ? null : <p className={styles.empty}>불러오는 중이에요…</p>}
    </>
  );
}

/** Rows of a name and its figure (`오늘 취소로 생긴 자리 · 3석`), the list named by `label`. */
export function FigureRows({
  label,
  rows,
}: {
  label?: string;
  rows: readonly (readonly [name: string, figure: string])[];
}) {
  return (
    <ul className={css.rows} aria-label={label}>
      {rows.map(([name, figure]) => (
        <li key={name} className={css.row}>
          <span className={css.rowName}>{name}</span>
          <span className={css.count}>{figure}</span>
        </li>
      ))}
    </ul>
  );
}
