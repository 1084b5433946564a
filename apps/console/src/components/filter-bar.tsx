import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import cms from './cms/cms.module.css';
import styles from './console.module.css';
import css from './filter-bar.module.css';

/**
 * The filter card over a list page's rows (감사 로그, 회원 목록): a titled form whose fields stand
 * in a row that wraps, optional checkboxes under them, then the button that applies the filter
 * and 조건 지우기. The page owns the form (react-hook-form and the contract's rules) and keeps
 * what is applied in the address bar, so a filtered view can be shared as a link.
 */
export function FilterBar({
  id,
  title,
  submitLabel,
  onSubmit,
  onClear,
  checks,
  children,
}: {
  /** the form's own prefix: its heading is `${id}-heading` */
  id: string;
  title: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** applies the empty filter */
  onClear: () => void;
  /** checkboxes (FilterCheck) under the fields */
  checks?: ReactNode;
  /** the fields (form-fields' Field with a compact control each) */
  children: ReactNode;
}) {
  return (
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.cardTitle}>
        {title}
      </h2>
      <div className={css.fields}>{children}</div>
      {checks ? <div className={css.checks}>{checks}</div> : null}
      <div className={cms.actions}>
        <button type="submit" className={cms.primary}>
          {submitLabel}
        </button>
        <button type="button" className={styles.smallButton} onClick={onClear}>
          조건 지우기
        </button>
      </div>
    </form>
  );
}

/** A checkbox of the filter with its words, the whole line a 44 px target. */
export function FilterCheck({
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  children: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <label className={css.check}>
      <input type="checkbox" {...input} /> {children}
    </label>
  );
}
