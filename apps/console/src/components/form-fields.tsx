import { type ComponentProps, type ReactNode, useState } from 'react';
import styles from './console.module.css';

/**
 * The console forms' labelled fields: the label above, the hint below, or the error in the
 * hint's place (aria-describedby, aria-invalid). Every form registers them with react-hook-form.
 */
type FieldChrome = { id: string; label: string; error: string | undefined; hint?: ReactNode };

function describedBy({ id, error, hint }: FieldChrome) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

function Below({ id, error, hint }: FieldChrome) {
  if (error) {
    return (
      <p id={`${id}-error`} className={styles.fieldError}>
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

/** A labelled text input with its hint, or its error in the hint's place. */
export function TextField({
  id,
  label,
  error,
  hint,
  type = 'text',
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & FieldChrome) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type={type}
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...input}
      />
      <Below id={id} label={label} error={error} hint={hint} />
    </div>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  rows = 4,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'id'> & FieldChrome) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...textarea}
      />
      <Below id={id} label={label} error={error} hint={hint} />
    </div>
  );
}

/** A labelled native select; `children` are its options. */
export function SelectField({
  id,
  label,
  error,
  hint,
  children,
  ...select
}: Omit<ComponentProps<'select'>, 'id'> & FieldChrome) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...select}
      >
        {children}
      </select>
      <Below id={id} label={label} error={error} hint={hint} />
    </div>
  );
}

/** Lines of text as a string array: one line each, blank lines left out. */
export const textToLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/**
 * A list of short texts (tips, notes, dates) edited as a textarea, one per line. It keeps what
 * is typed (blank lines included) and hands the form the lines; a new `value` from outside (a
 * form reset) replaces the text.
 */
export function LinesField({
  value,
  onChange,
  onBlur,
  ...chrome
}: FieldChrome & {
  value: readonly string[] | undefined;
  onChange: (lines: string[]) => void;
  onBlur?: () => void;
  rows?: number;
}) {
  const joined = (value ?? []).join('\n');
  const [text, setText] = useState(joined);
  // Follow a value set from outside (reset, another record) unless it is what the text says.
  const [seen, setSeen] = useState(joined);
  if (joined !== seen) {
    setSeen(joined);
    if (textToLines(text).join('\n') !== joined) setText(joined);
  }
  return (
    <TextAreaField
      {...chrome}
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        onChange(textToLines(event.target.value));
      }}
    />
  );
}

/** The first message of a field error or of any error below it (an array's items). */
export function firstError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && value !== error) {
      const found = firstError(value);
      if (found) return found;
    }
  }
  return undefined;
}

/** A form's outcome under it: the refusal (an alert) or what was done (a status); empty, hidden. */
export function FormMessages({ failure, done }: { failure: string; done?: string }) {
  return (
    <>
      <p className={styles.formError} role="alert">
        {failure}
      </p>
      {done === undefined ? null : (
        <p className={styles.status} role="status">
          {done}
        </p>
      )}
    </>
  );
}

/** A table row's 수정 and 삭제, each named with the row's record (`B1 수정`). */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.smallButton}
        aria-label={`${name} 수정`}
        onClick={onEdit}
      >
        수정
      </button>
      <button
        type="button"
        className={`${styles.smallButton} ${styles.dangerButton}`}
        aria-label={`${name} 삭제`}
        onClick={onDelete}
      >
        삭제
      </button>
    </div>
  );
}
