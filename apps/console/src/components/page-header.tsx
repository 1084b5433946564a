import type { ReactNode } from 'react';
import { audienceLabels } from '../config/roles';
import { useCurrentPage } from './current-page';
import styles from './page-header.module.css';

/**
 * The top of every console page: its title (the page's one h1) and who may use it (from the
 * page's declaration in app/console-pages.tsx), with the page's own actions beside them.
 */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const page = useCurrentPage();
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {page ? <p className={styles.audience}>이용: {audienceLabels[page.role]}</p> : null}
      </div>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
