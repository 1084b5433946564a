import { ApiRequestError } from '@venue/client';
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors, SAVE_FAILED } from './form-errors';

const refusal = (paths: string[]) =>
  new ApiRequestError({
    resultCode: 400,
    errorCode: 'VALIDATION_FAILED',
    message: '입력한 내용을 확인해 주세요.',
    fields: paths.map((path) => ({ path, message: `${path} 확인` })),
  });

describe('applyServerErrors', () => {
  it("lands the server's field messages on the form's fields, the first taking focus", () => {
    const setError = vi.fn();
    const words = applyServerErrors(refusal(['title', 'summary']), setError);
    expect(words).toBe('입력한 내용을 확인해 주세요.');
    expect(setError.mock.calls).toEqual([
      ['title', { message: 'title 확인' }, { shouldFocus: true }],
      ['summary', { message: 'summary 확인' }, { shouldFocus: false }],
    ]);
  });

  it('keeps to the listed fields, and to the items of a listed list', () => {
    const setError = vi.fn();
    applyServerErrors(
      refusal(['secret', 'stopList.1.title', 'stopListExtra', 'title']),
      setError,
      SAVE_FAILED,
      ['title', 'stopList'],
    );
    expect(setError.mock.calls.map(([name]) => name)).toEqual(['stopList.1.title', 'title']);
  });

  it('answers the fallback for a failure without the envelope and marks no field', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new TypeError('Failed to fetch'), setError)).toBe(SAVE_FAILED);
    expect(setError).not.toHaveBeenCalled();
  });
});
