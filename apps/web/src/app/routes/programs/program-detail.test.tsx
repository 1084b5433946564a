import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '../../../features/errors/components/error-screens';
import { getAlerts } from '../../../stores/alert-store';
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

  // A program that never existed is not one that has ended.
  it('shows the 404 screen, without an alert, for a program the server never had', async () => {
    renderAt('/program/424242');
    expect(await screen.findByText(errorTexts.notFound)).toBeTruthy();
    expect(screen.queryByText(errorTexts.programUnavailable)).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[1]?.body)).toBe('{"programIdx":424242}');
    expect(getAlerts()).toEqual([]);
  });

  it('shows 지금은 진행하지 않는 프로그램이에요, without an alert, for a program taken down', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            resultCode: 410,
            errorCode: 'PROGRAM_CLOSED',
            message: '지금은 진행하지 않는 프로그램이에요 :(',
          }),
          { status: 410 },
        ),
    );
    renderAt('/program/31');
    expect(await screen.findByText(errorTexts.programUnavailable)).toBeTruthy();
    expect(screen.queryByText(errorTexts.notFound)).toBeNull();
    expect(getAlerts()).toEqual([]);
  });
});
