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

/** The message of a nested field error (react-hook-form's errors tree), if any. */
export function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  if (typeof message === 'string') return message;
  // An array's own error (too many items) sits on `root`.
  const root = (node as { root?: { message?: unknown } } | undefined)?.root?.message;
  return typeof root === 'string' ? root : undefined;
}
