import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from './api-client';

/**
 * Puts a refused save's field errors (decision 004: `fields[].path` as `buttonList.0.buttonUrl`)
 * on the form's fields of the same names, focusing the first, and answers the message for the
 * form as a whole (the server's words, or `fallback` for a failure without an envelope).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback: string,
): string {
  if (!isApiRequestError(error)) return fallback;
  (error.fields ?? []).forEach((field, index) => {
    setError(field.path as Path<T>, { message: field.message }, { shouldFocus: index === 0 });
  });
  return error.message;
}
