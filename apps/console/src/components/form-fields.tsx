import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import styles from './console.module.css';

/** What a field's control carries so its label, hint and error are read with it. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * The console's one form field: the label above, the control (given its id and the aria
 * attributes: aria-invalid, aria-describedby), and the hint below, or the error in the hint's
 * place. TextField, TextAreaField and SelectField are it with their control; any other control
 * (a picker, a date, a number with its own class) passes a render function.
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
  /** The wrapper's place in a grid, added to the field's own class. */
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

/**
 * The line under a control: its error (`{id}-error`), or else its hint (`{id}-hint`); the ids the
 * control's aria-describedby names. Controls with a frame of their own (the rich text editor,
 * the media picker) put it under themselves too.
 */
export function FieldNote({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
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

type FieldChrome = { id: string; label: string; error: string | undefined; hint?: ReactNode };

/**
 * A labelled text input. `compact` is the content pages' denser size (a 44 px tap target and
 * body text) instead of the door's large one.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  compact = false,
  type = 'text',
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & FieldChrome & { compact?: boolean }) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <input
          className={compact ? `${styles.input} ${styles.compact}` : styles.input}
          type={type}
          autoCapitalize="none"
          spellCheck={false}
          {...input}
          {...aria}
        />
      )}
    </Field>
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
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => <textarea className={styles.textarea} rows={rows} {...textarea} {...aria} />}
    </Field>
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
    <Field id={id} label={label} error={error} hint={hint}>
      {(aria) => (
        <select className={styles.select} {...select} {...aria}>
          {children}
        </select>
      )}
    </Field>
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

/**
 * A LinesField bound to a react-hook-form field holding a list of texts: its value, its blur and
 * the first message of its error (or of an item's).
 */
export function FormLinesField<T extends FieldValues>({
  control,
  name,
  ...chrome
}: Omit<FieldChrome, 'error'> & { control: Control<T>; name: FieldPath<T>; rows?: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LinesField
          {...chrome}
          error={firstError(fieldState.error)}
          value={field.value as readonly string[] | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
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

/**
 * A form's or a page's outcome: the refusal (an alert) or what was done (a status); empty, they
 * take no space. A long list may have scrolled the form away, so a new message is scrolled into
 * view. Without `done` there is no status line (a form whose success navigates away).
 */
export function FormMessages({ failure, done }: { failure: string | undefined; done?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if ((done || failure) && typeof ref.current?.scrollIntoView === 'function') {
      ref.current.scrollIntoView({ block: 'nearest' });
    }
  }, [done, failure]);
  return (
    <div ref={ref}>
      <p className={styles.formError} role="alert">
        {failure}
      </p>
      {done === undefined ? null : (
        <p className={styles.status} role="status">
          {done}
        </p>
      )}
    </div>
  );
}
