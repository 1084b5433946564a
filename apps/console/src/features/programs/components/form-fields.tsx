import type { ComponentProps, ReactNode } from 'react';
import { Field } from '../../../components/form-fields';
import styles from './programs.module.css';

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
