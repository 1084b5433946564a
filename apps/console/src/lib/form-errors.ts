import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiRequestError } from './api-client';

/** The words for a refused save that came without the server's envelope. */
export const SAVE_FAILED = '저장하지 못했어요. 다시 시도해 주세요.';

/**
 * A refused save (decision 004): the server's field errors (`fields[].path` as
 * `buttonList.0.buttonUrl`) land on the form's fields of the same names — only on `fields` and
 * the items of a list among them when given — and the first of them takes focus. Answers the words for the form as a whole: the
 * server's message, or `fallback` for a failure without an envelope.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback: string = SAVE_FAILED,
  fields?: readonly FieldPath<T>[],
): string {
  if (!isApiRequestError(error)) return fallback;
  let first = true;
  for (const field of error.fields ?? []) {
    const name = field.path as FieldPath<T>;
    if (!name || (fields && !fields.some((own) => name === own || name.startsWith(`${own}.`)))) {
      continue;
    }
    setError(name, { message: field.message }, { shouldFocus: first });
    first = false;
  }
  return error.message;
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
