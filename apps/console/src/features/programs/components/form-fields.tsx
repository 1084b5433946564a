import type { ComponentProps, ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import styles from './programs.module.css';

/** What a field's control needs to be named and described: spread it onto the input. */
export type FieldAria = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A labelled field: the label, the control (`children` gets its id and aria to spread), and
 * below it the error in the hint's place, both tied to the control by aria-describedby.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: (aria: FieldAria) => ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled `<input>` (text, number, date, time …): `Field` around it, the rest passed on. */
export function InputField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <input {...aria} className={styles.control} {...input} />}
    </Field>
  );
}

/** A form's outcome: the refusal (an alert) or what was done (a status), each hidden when empty. */
export function FormMessages({ failure, done }: { failure: string; done: string }) {
  return (
    <>
      <p className={styles.formError} role="alert">
        {failure}
      </p>
      <p className={styles.status} role="status">
        {done}
      </p>
    </>
  );
}

/** 이전 · n / m · 다음 below a paged list. */
export function Pager({
  label,
  page,
  lastPage,
  onPage,
}: {
  label: string;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        이전
      </button>
      <span>
        {page} / {lastPage}
      </span>
      <button
        type="button"
        className={styles.button}
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        다음
      </button>
    </nav>
  );
}

/** A Y/N flag of the contract as one checkbox. */
export function YnCheckbox<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className={styles.check}>
          <input
            ref={field.ref}
            type="checkbox"
            name={field.name}
            checked={field.value === 'Y'}
            onChange={(event) => field.onChange(event.target.checked ? 'Y' : 'N')}
            onBlur={field.onBlur}
          />
          {label}
        </label>
      )}
    />
  );
}

export { errorAt } from '../../../lib/form-errors';
