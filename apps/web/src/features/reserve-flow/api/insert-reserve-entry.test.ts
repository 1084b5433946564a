import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { outcomeUnknown, submitFailureMessage } from './insert-reserve-entry';

const apiError = (resultCode: number, errorCode: string, message = '서버 메시지', silent = false) =>
  new ApiRequestError({ resultCode, errorCode, message, silent });

describe('a failed submit', () => {
  it.each([
    ['a timeout', apiError(500, 'CLIENT_TIMEOUT'), true],
    ['no response', apiError(500, 'CLIENT_NO_RESPONSE', 'x', true), true],
    ['a 503', apiError(503, 'UNAVAILABLE'), true],
    ['a 500', apiError(500, 'INTERNAL'), true],
    ['an exception', new Error('boom'), true],
    ['CAPACITY_FULL', apiError(409, 'CAPACITY_FULL'), false],
    ['ALREADY_ENTERED', apiError(409, 'ALREADY_ENTERED'), false],
    ['a validation failure', apiError(400, 'VALIDATION_FAILED'), false],
  ])('after %s, may have been written (keep the id): %s', (_, error, unknown) => {
    expect(outcomeUnknown(error)).toBe(unknown);
  });

  it.each([
    [
      'a refusal shows the server sentence',
      apiError(409, 'ALREADY_ENTERED', '이미 예약·응모 완료 되었습니다.'),
      '이미 예약·응모 완료 되었습니다.',
    ],
    [
      'a server failure',
      apiError(500, 'INTERNAL'),
      '예약·응모에 실패했습니다. 잠시 후 다시 시도해주세요.',
    ],
    [
      'a timeout',
      apiError(500, 'CLIENT_TIMEOUT'),
      '예약·응모에 실패했습니다. 잠시 후 다시 시도해주세요.',
    ],
    ['an exception', new Error('boom'), '오류가 발생했습니다. 잠시 후 다시 시도해주세요.'],
    ['a cancelled call', apiError(500, 'CLIENT_CANCELLED', 'x', true), null],
  ])('%s', (_, error, message) => {
    expect(submitFailureMessage(error)).toBe(message);
  });
});
