import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seoulToday } from '@venue/contract/domain';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '../../../features/errors/components/error-screens';
import { programDetailFixture } from '../../../features/programs/components/program-detail-fixture';
import { getFlow, syncFlowFromStorage } from '../../../features/reserve-flow/flow-store';
import { getAlerts } from '../../../stores/alert-store';
import { clearSession, setAccessToken } from '../../../stores/session-store';
import { fakeApi, ok } from '../../../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
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

describe('/program/{id} of a program whose sessions are all full (decision 063)', () => {
  const inTwoDays = seoulToday(new Date(Date.now() + 2 * 86_400_000));
  const full = {
    programInstanceIdx: 201,
    execDate: inTwoDays,
    startTime: '11:00',
    endTime: '11:40',
    capacity: 6,
    remainingCnt: 0,
    closedYn: 'Y',
  };
  const serve = (instances: unknown[], program = programDetailFixture({ closedYn: 'Y' })) =>
    fakeApi({
      '/api/program/detail': () => ok(program),
      '/api/program/instance/list': () => ok(instances),
    });

  afterEach(() => {
    clearSession();
    window.sessionStorage.clear();
    syncFlowFromStorage();
  });

  it('offers 대기 신청 instead of 예약마감, and it starts the flow at /schedule', async () => {
    setAccessToken('jwt-member');
    serve([full]);
    let location: Location | undefined;
    const probe = <LocationProbe onChange={(l) => (location = l)} />;
    renderWithProviders(
      <>
        <ProgramDetailRoute />
        {probe}
      </>,
      {
        path: '/program/2',
        routePath: '/program/:programIdx',
        extraRoutes: [{ path: '*', element: probe }],
      },
    );
    const button = await screen.findByRole('button', { name: '대기 신청' });
    expect(screen.queryByRole('button', { name: '예약마감' })).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('모든 회차의 자리가 찼어요.');
    await userEvent.setup().click(button);
    expect(location?.pathname).toBe('/schedule/2');
    expect(getFlow()).toMatchObject({ programIdx: 2, inProgress: true });
  });

  it('keeps 예약마감 when a session still has seats (closed for another reason) or none takes a waiting list', async () => {
    setAccessToken('jwt-member');
    const api = serve([full, { ...full, programInstanceIdx: 202, remainingCnt: 3, closedYn: 'N' }]);
    renderAt('/program/2');
    expect(await screen.findByRole('button', { name: '예약마감' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/api/program/instance/list')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: '대기 신청' })).toBeNull();
  });

  it('asks nothing more of a draw, or of a program the venue closed', async () => {
    const api = serve([full], programDetailFixture({ closedYn: 'Y', programType: 'APPLICATION' }));
    renderAt('/program/2');
    expect(await screen.findByRole('button', { name: '응모마감' })).toBeTruthy();
    expect(api.callsTo('/api/program/instance/list')).toEqual([]);
  });
});
