import { type ApiError, type ErrorCode, errorMessages } from '@venue/contract';

/**
 * The one error a handler or repository throws on purpose. The error handler turns it into the
 * failure envelope `{ success: false, resultCode: status, errorCode, message }`; `message` is
 * Korean and shown to the visitor as is, so never put internal details in it.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly errorCode: ErrorCode;
  /** Field-level problems a form shows next to its inputs (checks only the server can make). */
  readonly fields: ApiError['fields'];

  constructor(
    status: number,
    errorCode: ErrorCode,
    message: string = errorMessages[errorCode],
    fields?: ApiError['fields'],
  ) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.fields = fields;
  }

  /** 400 VALIDATION_FAILED with per-field Korean messages; the first one is the message. */
  static invalidFields(fields: NonNullable<ApiError['fields']>): AppError {
    return new AppError(
      400,
      'VALIDATION_FAILED',
      fields[0]?.message ?? errorMessages.VALIDATION_FAILED,
      fields,
    );
  }

  static notFound(message: string = errorMessages.NOT_FOUND): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  static badRequest(message: string = errorMessages.VALIDATION_FAILED): AppError {
    return new AppError(400, 'VALIDATION_FAILED', message);
  }
}
