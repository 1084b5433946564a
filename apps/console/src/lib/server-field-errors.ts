import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from './api-client';

/**
 * A refused save (decision 004): the server's field errors land on the form's own fields, and
 * the words for the whole form are returned for its alert line.
 */
export function showServerRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  fallback = '저장하지 못했어요. 다시 시도해 주세요.',
): string {
  if (!isApiRequestError(error)) return fallback;
  for (const field of error.fields ?? []) {
    const name = fields.find((candidate) => candidate === field.path);
    if (name) setError(name, { message: field.message });
  }
  return error.message;
}
