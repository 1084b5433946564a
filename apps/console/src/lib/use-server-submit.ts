import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors, SAVE_FAILED } from './form-errors';

/**
 * A console form's submit (decision 004): runs `save` with the valid values, clearing the last
 * failure first; when the server refuses, its field messages land on the form's fields of the
 * same names (only `fields` when given; the first takes focus) and its message is `failure`, or
 * `fallback` for a failure without the server's envelope.
 */
export function useServerSubmit<TInput extends FieldValues, TOutput>(
  form: Pick<UseFormReturn<TInput, unknown, TOutput>, 'handleSubmit' | 'setError'>,
  save: (values: TOutput) => Promise<void>,
  options: { fields?: readonly FieldPath<TInput>[]; fallback?: string } = {},
) {
  const [failure, setFailure] = useState('');
  const submit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      await save(values);
    } catch (error) {
      setFailure(
        applyServerErrors(error, form.setError, options.fallback ?? SAVE_FAILED, options.fields),
      );
    }
  });
  // setFailure: a page's other action beside the save (a remove) speaks on the same line.
  return { submit, failure, setFailure };
}
