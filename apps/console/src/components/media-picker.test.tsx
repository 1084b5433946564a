import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from '@venue/contract';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../testing/fake-api';
import { renderWithProviders } from '../testing/test-utils';
import { MediaPicker } from './media-picker';

const item = (mediaIdx: number, alt: string): MediaItem => ({
  mediaIdx,
  savePath: `/media/uploads/m${mediaIdx}.png`,
  width: 800,
  height: 600,
  mimeType: 'image/png',
  byteSize: 1234,
  sizes: [
    {
      savePath: `/media/uploads/m${mediaIdx}-w480.webp`,
      width: 480,
      height: 360,
      mimeType: 'image/webp',
      byteSize: 500,
    },
  ],
  alt,
  fileName: `m${mediaIdx}.png`,
  uploadedBy: '에디터',
  regDate: '2026-05-01T10:00:00+09:00',
  modDate: '2026-05-01T10:00:00+09:00',
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MediaPicker label="대표 이미지" value={value} onChange={setValue} clearable />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('MediaPicker', () => {
  it('chooses an image from the library and shows it', async () => {
    const api = fakeApi({
      '/api/staff/media/list': () =>
        ok({
          list: [item(1, '라운지 전경'), item(2, '전시 포스터')],
          page: 1,
          pageSize: 40,
          totalCount: 2,
        }),
    });
    renderWithProviders(<Harness />);
    expect(screen.getByText('선택한 이미지가 없어요.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '라이브러리에서 선택' }));
    await userEvent.click(await screen.findByRole('button', { name: '전시 포스터' }));

    expect(screen.getByTestId('value').textContent).toContain('/media/uploads/m2.png');
    expect(screen.getByRole('img', { name: '전시 포스터' }).getAttribute('src')).toBe(
      '/media/uploads/m2.png',
    );
    expect(api.callsTo('/api/staff/media/list')[0]?.body).toEqual({ page: 1 });

    await userEvent.click(screen.getByRole('button', { name: '이미지 빼기' }));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('searches the library by keyword', async () => {
    const api = fakeApi({
      '/api/staff/media/list': (body) =>
        ok({
          list: body.keyword ? [item(3, '포스터')] : [],
          page: 1,
          pageSize: 40,
          totalCount: body.keyword ? 1 : 0,
        }),
    });
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '라이브러리에서 선택' }));
    expect(await screen.findByText(/라이브러리에 이미지가 없어요/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('이미지 검색'), '포스터{Enter}');
    expect(await screen.findByRole('button', { name: '포스터' })).toBeTruthy();
    expect(api.callsTo('/api/staff/media/list').at(-1)?.body).toEqual({
      keyword: '포스터',
      page: 1,
    });
  });

  it('uploads a file with its alt text (multipart) and chooses it', async () => {
    const api = fakeApi({
      '/api/staff/media/upload': () => ok({ ...item(9, ''), sizes: [] }),
      '/api/staff/media/list': () => ok({ list: [], page: 1, pageSize: 40, totalCount: 0 }),
    });
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '새 이미지 올리기' }));

    await userEvent.click(screen.getByRole('button', { name: '올리고 선택하기' }));
    expect(screen.getByText('올릴 이미지 파일을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('이미지 설명(대체 텍스트)을 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/media/upload')).toHaveLength(0);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'poster.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('이미지 파일'), file);
    await userEvent.type(screen.getByLabelText('이미지 설명 (대체 텍스트)'), '봄 전시 포스터');
    await userEvent.click(screen.getByRole('button', { name: '올리고 선택하기' }));

    await waitFor(() =>
      expect(screen.getByTestId('value').textContent).toContain('/media/uploads/m9.png'),
    );
    const init = api.fetch.mock.calls.find(([path]) => path === '/api/staff/media/upload')?.[1];
    const sent = init?.body as FormData;
    expect(sent.get('alt')).toBe('봄 전시 포스터');
    expect((sent.get('file') as File).name).toBe('poster.png');
    expect(init?.headers).not.toHaveProperty('Content-Type');
    expect(screen.getByRole('img', { name: '봄 전시 포스터' })).toBeTruthy();
  });

  it("shows the server's field errors beside the upload's fields", async () => {
    fakeApi({
      '/api/staff/media/upload': () => ({
        error: {
          status: 400,
          errorCode: 'INVALID_INPUT',
          message: '입력값을 확인해 주세요.',
          fields: [{ path: 'file', message: 'JPEG, PNG, WebP 이미지만 올릴 수 있어요.' }],
        },
      }),
    });
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '새 이미지 올리기' }));
    const file = new File(['GIF89a'], 'a.gif', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('이미지 파일'), file);
    await userEvent.type(screen.getByLabelText('이미지 설명 (대체 텍스트)'), '움짤');
    await userEvent.click(screen.getByRole('button', { name: '올리고 선택하기' }));
    expect(await screen.findByText('JPEG, PNG, WebP 이미지만 올릴 수 있어요.')).toBeTruthy();
    expect(screen.getByLabelText('이미지 파일').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
