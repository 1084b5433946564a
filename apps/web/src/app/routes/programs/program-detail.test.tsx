import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '../../../features/errors/components/error-screens';
import { renderWithProviders } from '../../../testing/test-utils';
import { Component as ProgramDetailRoute } from './program-detail';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(
    async () =>
      new Response(
        JSON.stringify({
          success: false,
          resultCode: 404,
          errorCode: 'PROGRAM_NOT_FOUND',
          message: '프로그램을 찾을 수 없습니다.',
        }),
        { status: 404 },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

const renderAt = (path: string) =>
  renderWithProviders(<ProgramDetailRoute />, { path, routePath: '/program/:programIdx' });

describe('/program/{id}', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999'])(
    'shows the 404 screen for the id %s without asking the server',
    async (id) => {
      renderAt(`/program/${id}`);
      expect(await screen.findByText(errorTexts.notFound)).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows 지금은 진행하지 않는 프로그램이에요 for an id the server does not know', async () => {
    renderAt('/program/424242');
    expect(await screen.findByText(errorTexts.programUnavailable)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('{"programIdx":424242}');
  });
});
