import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { programDetailFixture } from '../../programs/components/program-detail-fixture';
import { fakeApi } from '../../signup/testing/fake-api';
import { renderAt } from '../testing/qr-fixtures';
import { ProgramTutorial } from './program-tutorial';

const ROUTE = '/tutorial/:programIdx';

afterEach(() => {
  clearAlerts();
});

describe('/tutorial/{programIdx}', () => {
  it('shows the tutorialLink in a full-width frame, 400 px high by default', async () => {
    const api = fakeApi({
      '/api/program/detail': () => ({
        data: programDetailFixture({
          programIdx: 7,
          tutorialYn: 'Y',
          tutorialLink: '/media/embed/tutorial-city-frequency.html',
        }),
      }),
    });
    renderAt(<ProgramTutorial />, '/tutorial/7', ROUTE);
    const frame = await screen.findByTitle('몰입형 미디어 아트 〈도시의 주파수〉 체험방법');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/media/embed/tutorial-city-frequency.html');
    expect((frame as HTMLIFrameElement).style.height).toBe('400px');
    expect(api.callsTo('/api/program/detail').map((c) => c.body)).toEqual([{ programIdx: 7 }]);
    expect(screen.getByRole('link', { name: '프로그램 자세히 보기' }).getAttribute('href')).toBe(
      '/program/7',
    );
  });

  it('shows a friendly empty state for a program without a tutorial', async () => {
    fakeApi({
      '/api/program/detail': () => ({
        data: programDetailFixture({ programIdx: 7, tutorialYn: 'N', tutorialLink: null }),
      }),
    });
    renderAt(<ProgramTutorial />, '/tutorial/7', ROUTE);
    expect(await screen.findByRole('heading', { name: '체험방법을 찾을 수 없어요' })).toBeTruthy();
    expect(screen.queryByTitle(/체험 방법$/)).toBeNull();
    expect(screen.getByRole('link', { name: '프로그램 보기' }).getAttribute('href')).toBe(
      '/program/7',
    );
  });

  it('asks nothing for an invalid id and links home', () => {
    const api = fakeApi({});
    renderAt(<ProgramTutorial />, '/tutorial/abc', ROUTE);
    expect(screen.getByRole('heading', { name: '체험방법을 찾을 수 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/');
    expect(api.calls).toEqual([]);
  });

  it('shows the empty state, without an alert, for a program that does not exist', async () => {
    fakeApi({
      '/api/program/detail': () => ({
        error: { status: 404, errorCode: 'NOT_FOUND', message: '프로그램을 찾을 수 없습니다.' },
      }),
    });
    renderAt(<ProgramTutorial />, '/tutorial/999', ROUTE);
    expect(await screen.findByRole('heading', { name: '체험방법을 찾을 수 없어요' })).toBeTruthy();
    expect(getAlerts()).toEqual([]);
  });
});
