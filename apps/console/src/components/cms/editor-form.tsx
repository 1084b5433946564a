import type { FormEventHandler, ReactNode } from 'react';
import styles from '../console.module.css';
import cms from './cms.module.css';
import { EditorHeading } from './page-messages';

/**
 * The editor beside a content list: a card form named by its heading (which takes focus when it
 * opens), 삭제 and 닫기 at its top, the fields, the submit button and the form's alert line.
 */
export function EditorForm({
  id,
  title,
  onSubmit,
  onClose,
  deleteButton,
  submitLabel,
  submitting,
  failure,
  children,
}: {
  id: string;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  deleteButton?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  failure: string;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <div className={cms.toolbar}>
        <EditorHeading id={headingId}>{title}</EditorHeading>
        <div className={cms.actions}>
          {deleteButton}
          <button type="button" className={styles.smallButton} onClick={onClose}>
            닫기
          </button>
        </div>
      </div>
      {children}
      <button type="submit" className={cms.primary} disabled={submitting}>
        {submitLabel}
      </button>
      <p className={styles.formError} role="alert">
        {failure}
      </p>
    </form>
  );
}

/** The editor's place while nothing is open: what to do. */
export function EditorPlaceholder({ children }: { children: ReactNode }) {
  return (
    <section className={styles.card} aria-label="안내">
      <p className={styles.empty}>{children}</p>
    </section>
  );
}

/** One row of a content list: a button that opens the row in the editor (current: open now). */
export function RowButton({
  current,
  onClick,
  children,
}: {
  current: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={cms.rowButton}
      aria-current={current ? true : undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
