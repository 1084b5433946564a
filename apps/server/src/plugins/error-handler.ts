/**
 * One error handler for the whole app (spec 000 §8): every failure leaves as
 * `{ success: false, resultCode: <status>, errorCode, message }` with a Korean message.
 * 4xx carry a message fit for the visitor; 5xx always carry the generic message, and the real
 * error goes to the log only, tagged with the request id that the response also carries. The log
 * names a database error by its SQLSTATE, constraint and table, never with the query's values or
 * the error's detail (lib/log-safety.ts).
 */
import { type ApiError, type ErrorCode, errorMessages } from '@venue/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { errorSummary } from '../lib/log-safety';
import { isDatabaseUnavailable, isDataException } from '../lib/pg-errors';

const HANGUL = /[가-힣]/;

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Fastify's own request errors that mean "the body could not be read as JSON". */
const MALFORMED_BODY = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

export function failure(
  status: number,
  errorCode: ErrorCode,
  message: string = errorMessages[errorCode],
  fields?: ApiError['fields'],
): ApiError {
  return {
    success: false,
    resultCode: status,
    errorCode,
    message,
    ...(fields ? { fields } : {}),
  };
}

/** Zod's built-in messages are English; only messages written in Korean reach the visitor. */
function koreanOr(message: string | undefined, fallback: string): string {
  return message && HANGUL.test(message) ? message : fallback;
}

export function toFailure(error: FastifyError | Error): ApiError {
  if (error instanceof AppError) {
    return failure(error.status, error.errorCode, error.message, error.fields);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fallback = errorMessages.VALIDATION_FAILED;
    const fields = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: koreanOr(issue.message, fallback),
    }));
    return failure(400, 'VALIDATION_FAILED', fields[0]?.message ?? fallback, fields);
  }

  // A value PostgreSQL refused as input (pg-errors' isDataException) came from the request: a
  // 400 that says no more. The contract should have refused it first, so it is logged as a warning.
  if (isDataException(error)) return failure(400, 'VALIDATION_FAILED');
  // PostgreSQL down, restarting or slower than statement_timeout: a 503 the visitor may retry
  // (decision 037). Each request's writes are one transaction, so nothing was half-written.
  if (isDatabaseUnavailable(error)) return failure(503, 'DATABASE_UNAVAILABLE');

  const { code, statusCode } = error as FastifyError;
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return failure(415, 'UNSUPPORTED_MEDIA_TYPE');
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return failure(413, 'PAYLOAD_TOO_LARGE');
  if (code !== undefined && MALFORMED_BODY.has(code)) return failure(400, 'MALFORMED_JSON');

  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return failure(statusCode, codeByStatus[statusCode] ?? 'VALIDATION_FAILED');
  }
  if (statusCode === 503) return failure(503, 'SERVICE_UNAVAILABLE');
  return failure(500, 'INTERNAL');
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const body = toFailure(error);
    if (body.resultCode >= 500) {
      // The error with its stack goes to the log (the app's `err` serializer keeps only what is
      // safe to keep); the visitor gets the generic text.
      request.log.error({ err: error }, 'request failed');
    } else {
      const fields = { errorCode: body.errorCode, reason: errorSummary(error) };
      if (isDataException(error)) request.log.warn(fields, 'request rejected');
      else request.log.info(fields, 'request rejected');
    }
    return reply.code(body.resultCode).type('application/json; charset=utf-8').send(body);
  });
}
