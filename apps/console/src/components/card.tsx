import type { ReactNode } from 'react';
import styles from './console.module.css';

/**
 * A page's titled card: a section named by its heading (aria-labelledby `id`), a notice under the
 * title when the card has one, then its content. `className` and `titleClassName` replace the
 * console's card style for a page with its own (the program editor's parts).
 */
export function Card({
  id,
  title,
  notice,
  className = styles.card,
  titleClassName = styles.cardTitle,
  children,
}: {
  id: string;
  title: ReactNode;
  notice?: ReactNode;
  className?: string | undefined;
  titleClassName?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      {children}
    </section>
  );
}
