import type { ReactNode } from 'react';
import table from './data-table.module.css';

/** A column's heading; `{ hidden }` is said only to a screen reader (a column of buttons). */
export type ColumnHeader = string | { hidden: string };

/**
 * A list page's table: the scrolling wrap (a wide table scrolls inside its card on a phone), the
 * caption (what order, and that times are Seoul's), a heading per column, and the page's rows as
 * `children`. `className` replaces the shared table style for a page that adds its own (a
 * minimum width, its own cell rules).
 */
export function DataTable({
  caption,
  captionClassName,
  className = table.table,
  headers,
  children,
}: {
  caption?: ReactNode;
  /** 'sr-only' where the card's heading already says it to the eye. */
  captionClassName?: string;
  className?: string;
  headers: ColumnHeader[];
  /** The `<tr>`s. */
  children: ReactNode;
}) {
  return (
    <div className={table.tableWrap}>
      <table className={className}>
        {caption ? <caption className={captionClassName}>{caption}</caption> : null}
        <thead>
          <tr>
            {headers.map((header) =>
              typeof header === 'string' ? (
                <th key={header} scope="col">
                  {header}
                </th>
              ) : (
                <th key={header.hidden} scope="col">
                  <span className="sr-only">{header.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
