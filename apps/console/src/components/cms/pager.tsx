import styles from '../console.module.css';
import cms from './cms.module.css';

/** How many pages a list of `totalCount` rows takes (at least one). */
export const pageCount = (totalCount: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalCount / pageSize));

/**
 * The page to show of a paged list's answer: `page`, or the last page when a delete left `page`
 * past the end (the pager is gone then, with one page left). Call it with the answer that is not
 * a placeholder.
 */
export const pageWithin = (page: number, list: { totalCount: number; pageSize: number }) =>
  Math.min(page, pageCount(list.totalCount, list.pageSize));

/** 이전 · n / m · 다음 under a paged list; nothing when it fits on one page. */
export function Pager({
  label,
  page,
  pageSize,
  totalCount,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(totalCount, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className={cms.pager} aria-label={label}>
      <button
        type="button"
        className={styles.smallButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        이전
      </button>
      <span>
        {page} / {pages}
      </span>
      <button
        type="button"
        className={styles.smallButton}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        다음
      </button>
    </nav>
  );
}
