import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { SAVE_FAILED } from './form-errors';
import { useServerSubmit } from './use-server-submit';

type Values = { title: string; summary: string };

function useEditor(save: (values: Values) => Promise<void>, fallback?: string) {
  const form = useForm<Values>({ defaultValues: { title: '겨울 산책', summary: '' } });
  const result = useServerSubmit(form, save, {
    fields: ['title'],
    ...(fallback ? { fallback } : {}),
  });
  return { form, ...result };
}

const refusal = new ApiRequestError({
  resultCode: 400,
  errorCode: 'VALIDATION_FAILED',
  message: '입력한 내용을 확인해 주세요.',
  fields: [
    { path: 'title', message: '시즌 이름을 입력해 주세요.' },
    { path: 'summary', message: '한 줄 소개는 80자 이하로 입력해 주세요.' },
  ],
});

describe('useServerSubmit', () => {
  it('saves the valid values and shows no failure', async () => {
    const saved: Values[] = [];
    const { result } = renderHook(() => useEditor(async (values) => void saved.push(values)));
    await act(() => result.current.submit());
    expect(saved).toEqual([{ title: '겨울 산책', summary: '' }]);
    expect(result.current.failure).toBe('');
  });

  it("puts the server's field messages on the named fields only and shows its message", async () => {
    const { result } = renderHook(() =>
      useEditor(async () => {
        throw refusal;
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.failure).toBe('입력한 내용을 확인해 주세요.');
    expect(result.current.form.getFieldState('title').error?.message).toBe(
      '시즌 이름을 입력해 주세요.',
    );
    expect(result.current.form.getFieldState('summary').error).toBeUndefined();
  });

  it('says the fallback for a failure without the envelope, and clears it on the next try', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useEditor(async () => {
        if (fail) throw new TypeError('Failed to fetch');
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.failure).toBe(SAVE_FAILED);
    fail = false;
    await act(() => result.current.submit());
    expect(result.current.failure).toBe('');
  });

  it('takes its own words for a failure without the envelope', async () => {
    const { result } = renderHook(() =>
      useEditor(async () => {
        throw new TypeError('Failed to fetch');
      }, '바꾸지 못했어요. 다시 시도해 주세요.'),
    );
    await act(() => result.current.submit());
    expect(result.current.failure).toBe('바꾸지 못했어요. 다시 시도해 주세요.');
  });
});
