/**
 * What multipart forms share (inquiry photos, the media library's uploads): the limits of
 * @fastify/multipart and bodies that cannot be read, in our envelope's words, and file names
 * cleaned for storing.
 */
import type { MultipartValue } from '@fastify/multipart';
import { type ApiError, errorMessages } from '@venue/contract';
import type { z } from 'zod';
import { AppError } from './app-error';

type FieldErrors = NonNullable<ApiError['fields']>;

/** Keeps a text part of the form; a repeated, cut-off or non-text field is a 400. */
export function keepTextField(text: Record<string, string>, part: MultipartValue): void {
  if (typeof part.value !== 'string' || part.valueTruncated || part.fieldname in text) {
    throw AppError.badRequest();
  }
  text[part.fieldname] = part.value;
}

/**
 * The form's text checked by its contract schema: the data, or every problem with its path. The
 * contract's messages are Korean; zod's own (an unknown field) are not shown as they are.
 */
export function checkFormText<T>(
  schema: z.ZodType<T>,
  text: Record<string, string>,
): { data: T | null; errors: FieldErrors } {
  const parsed = schema.safeParse(text);
  if (parsed.success) return { data: parsed.data, errors: [] };
  return {
    data: null,
    errors: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: /[가-힣]/.test(issue.message) ? issue.message : errorMessages.VALIDATION_FAILED,
    })),
  };
}

export interface FileLimitErrors {
  /** more files than the form's `files` limit */
  tooManyFiles: () => AppError;
  /** a file over the form's `fileSize` limit (with `throwFileSizeLimit` on) */
  fileTooLarge: () => AppError;
}

/**
 * An error met while the parts are read. Anything that is not a known limit is a body that
 * cannot be read as multipart (cut off, no boundary, broken part headers): 400
 * MALFORMED_REQUEST, never a 500. Callers keep database work out of the loop that
 * reads the parts, so no server fault is hidden by this.
 */
export function multipartFailure(error: unknown, files: FileLimitErrors): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return files.tooManyFiles();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return files.fileTooLarge();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'PAYLOAD_TOO_LARGE');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  return new AppError(400, 'MALFORMED_REQUEST');
}

/** The uploaded file's name without any folder part or control characters, at most 100 chars. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return [...cleaned].slice(0, 100).join('') || fallback;
}
