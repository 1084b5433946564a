import type { ComponentProps, ReactNode } from 'react';
import { Card } from '../../../components/card';
import { Field } from '../../../components/form-fields';
import { optionsOf } from '../program-labels';
import styles from './programs.module.css';

/** What the console's `Field` puts around a control of the program forms. */
type Chrome = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
};

/**
 * A labelled `<input>` of the program forms (text, number, date, time …) in their compact control:
 * the console's `Field` around it, the rest passed on.
 */
export function InputField({
  id,
  label,
  error,
  hint,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'className'> & Chrome) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <input {...aria} className={styles.control} {...input} />}
    </Field>
  );
}

/** A labelled `<textarea>` of the program forms, as InputField is an `<input>`. */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: Omit<ComponentProps<'textarea'>, 'id' | 'className'> & Chrome) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <textarea {...aria} className={styles.control} {...textarea} />}
    </Field>
  );
}

/**
 * A labelled `<select>` of the program forms: its options are `children` (a placeholder, rows of
 * the server), then a vocabulary's words from `labels` (program-labels.ts) in their order.
 */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  labels,
  children,
  ...select
}: Omit<ComponentProps<'select'>, 'id' | 'className'> &
  Chrome & { labels?: Record<string, string> }) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <select {...aria} className={styles.control} {...select}>
          {children}
          {labels
            ? optionsOf(labels).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            : null}
        </select>
      )}
    </Field>
  );
}

/** A group's or a list's own error under it (a list too long, no weekday chosen); none, nothing. */
export function ErrorLine({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** A titled part of the program pages (기본 정보, 옵션 표 …), named by its heading. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card id={id} title={title} className={styles.section} titleClassName={styles.sectionTitle}>
      {children}
    </Card>
  );
}
