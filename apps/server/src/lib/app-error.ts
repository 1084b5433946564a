import { type ErrorCode, errorMessages } from '@venue/contract';

/**
 * The one error a handler or repository throws on purpose. The error handler turns it into the
 * failure envelope `{ success: false, resultCode: status, errorCode, message }`; `message` is
 * Korean and shown to the visitor as is, so never put internal details in it.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly errorCode: ErrorCode;

  constructor(status: number, errorCode: ErrorCode, message: string = errorMessages[errorCode]) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
  }

  static notFound(message: string = errorMessages.NOT_FOUND): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }

  static badRequest(message: string = errorMessages.VALIDATION_FAILED): AppError {
    return new AppError(400, 'VALIDATION_FAILED', message);
  }
}
