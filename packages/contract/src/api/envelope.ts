import { z } from 'zod';

/**
 * Every /api response is wrapped in one envelope (spec 000 §7–8).
 * Success: `{ success: true, resultCode: 200, message, data }`.
 * Failure: `{ success: false, resultCode: <HTTP status>, errorCode, message }` where `message`
 * is Korean text fit to show the visitor and `errorCode` is stable for clients.
 */
export const apiSuccess = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    resultCode: z.number().int(),
    message: z.string(),
    data,
  });

export type ApiSuccess<T> = { success: true; resultCode: number; message: string; data: T };

export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  NOT_FOUND: 'NOT_FOUND',
  API_NOT_FOUND: 'API_NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default Korean message per error code; a handler may give a more specific one. */
export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: '입력값을 다시 확인해 주세요.',
  MALFORMED_JSON: '요청 형식이 올바르지 않습니다.',
  UNSUPPORTED_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  PAYLOAD_TOO_LARGE: '요청 데이터가 너무 큽니다.',
  NOT_FOUND: '요청하신 정보를 찾을 수 없습니다.',
  API_NOT_FOUND: '요청하신 API를 찾을 수 없습니다.',
  METHOD_NOT_ALLOWED: '허용되지 않은 요청입니다.',
  UNAUTHORIZED: '로그인이 필요합니다.',
  TOKEN_EXPIRED: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  FORBIDDEN: '접근 권한이 없습니다.',
  CONFLICT: '이미 처리된 요청입니다.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  INTERNAL: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.',
  SERVICE_UNAVAILABLE: '서비스 점검 중입니다. 잠시 후 다시 이용해 주세요.',
};

export const apiError = z.object({
  success: z.literal(false),
  resultCode: z.number().int(),
  errorCode: z.string(),
  message: z.string(),
  /** Field-level problems for forms; present only on VALIDATION_FAILED. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** Y/N flags as the spec writes them. */
export const yn = z.enum(['Y', 'N']);
export type Yn = z.infer<typeof yn>;

/** A body that may be empty: the spec sends `{}` or nothing for list calls. */
export const emptyBody = z.object({}).strict().optional();

/** Positive integer id, accepting numeric strings from clients that send them. */
export const idParam = z.coerce
  .number({ error: '번호는 숫자여야 합니다.' })
  .int({ error: '번호는 정수여야 합니다.' })
  .positive({ error: '번호는 1 이상이어야 합니다.' });

/** ISO 8601 timestamp with offset, e.g. 2026-11-22T10:00:00+09:00. */
export const isoDateTime = z.string();
