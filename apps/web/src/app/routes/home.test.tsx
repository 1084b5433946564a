import { screen, waitFor } from '@testing-library/react';
import type { Location } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  type FakeAnswer,
  fakeApi,
  mainTitle,
  ok,
  program,
  serverError,
} from '../../features/home/testing/fake-api';
import { localStorageKeys } from '../../lib/storage-keys';
import { syncSessionFromStorage } from '../../stores/session-store';
import { LocationProbe, renderWithProviders } from '../../testing/test-utils';
import { Component as Home } from './home';

// The map is the floor-map feature's own business (and its tests'); here it only has to be there.
vi.mock('../../features/floor-map/components/floor-map', () => ({
  FloorMap: ({ floorIdx }: { floorIdx?: number | null }) => (
    <div data-testid="floor-map" data-floor={floorIdx ?? ''} />
  ),
}));

const user = {
  userIdx: 1,
  name: '김하늘',
  qrAuthYn: 'N',
  telecomCode: '02',
  phoneNumber: '01012345678',
  marketingAgreementYn: 'N',
};

function serveHome({
  qrAuthYn = 'N',
  title = ok(mainTitle({ qrAuthYn, visitCnt: 2 })),
}: {
  qrAuthYn?: 'Y' | 'N';
  /** what getMainTitleInfo answers */
  title?: FakeAnswer;
} = {}) {
  return fakeApi({
    '/api/getuserinfo': () => ok({ ...user, qrAuthYn }),
    '/api/getMainTitleInfo': () => title,
    '/api/banner/mainbannerlist': () => ok({ data: [] }),
    '/api/banner/list': () => ok([]),
    '/api/login/banner/list': () => ok([]),
    '/api/checkNService': () => ok({ content: { isN: false, isNSvc: false } }),
    '/api/program/list': () => ok([program({ programIdx: 1, programName: '오늘의 전시' })]),
    '/api/banner/program/list': () => ok([program({ programIdx: 2, programName: '지금 2층' })]),
    '/api/floors/list': () => ok([{ floorIdx: 2, floorName: '1F', floorLabel: '1층', index: 2 }]),
    '/api/zone/list': () => ok([]),
    '/api/notice/list': () => ok([]),
    '/api/front/visit': () => ok(null),
    // The greeting's offers: none.
    '/api/waitlist/list': () => ok({ list: [], limit: 3 }),
    '/api/reserveentry/list': () => ok({ data: [] }),
  });
}

function logIn() {
  window.localStorage.setItem(localStorageKeys.jwt, 'member-token');
  syncSessionFromStorage();
}

describe('the home page', () => {
  it('shows a guest the guest greeting and the pre-check-in sections, without member calls', async () => {
    syncSessionFromStorage();
    const api = serveHome();
    renderWithProviders(<Home />);
    expect(screen.getByRole('heading', { level: 2, name: /반가워요|환영해요/ })).toBeTruthy();
    for (const name of ['Programs', 'Space', 'Notice']) {
      expect(await screen.findByRole('region', { name })).toBeTruthy();
    }
    expect(await screen.findByRole('heading', { level: 3, name: '오늘의 전시' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Now' })).toBeNull();
    await waitFor(() => expect(api.callsTo('/api/banner/mainbannerlist')).toHaveLength(1));
    expect(api.callsTo('/api/getMainTitleInfo')).toEqual([]);
  });

  it('reports a campaign code it was opened with once, then drops it from the URL', async () => {
    syncSessionFromStorage();
    const api = serveHome();
    const locations: Location[] = [];
    renderWithProviders(
      <>
        <Home />
        <LocationProbe onChange={(location) => locations.push(location)} />
      </>,
      { path: '/?c=SPRING_26&floor=2' },
    );
    await waitFor(() => expect(locations.at(-1)?.search).toBe('?floor=2'));
    expect(api.callsTo('/api/front/visit').map((call) => call.query.toString())).toEqual([
      'p=main&c=SPRING_26',
    ]);
  });

  it('sends no visit on a plain home view', async () => {
    syncSessionFromStorage();
    const api = serveHome();
    renderWithProviders(<Home />);
    expect(await screen.findByRole('region', { name: 'Programs' })).toBeTruthy();
    expect(api.callsTo('/api/front/visit')).toEqual([]);
  });

  it('greets a member by name and keeps the pre-check-in home while qrAuthYn is N', async () => {
    logIn();
    serveHome({ qrAuthYn: 'N' });
    renderWithProviders(<Home />);
    expect(await screen.findByRole('heading', { level: 2, name: /김하늘님/ })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Programs' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Now' })).toBeNull();
  });

  it('falls back to the pre-check-in home, still greeting, when the header block fails', async () => {
    logIn();
    serveHome({ qrAuthYn: 'N', title: serverError });
    renderWithProviders(<Home />);
    expect(await screen.findByRole('region', { name: 'Programs' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /님, / })).toBeTruthy();
  });

  it('shows a checked-in member (qrAuthYn Y) the in-venue Now section instead of Programs', async () => {
    logIn();
    const api = serveHome({ qrAuthYn: 'Y' });
    renderWithProviders(<Home />);
    expect(await screen.findByRole('heading', { level: 4, name: '지금 2층' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Now' })).toBeTruthy();
    expect(screen.getByTestId('floor-map').dataset.floor).toBe('2');
    expect(screen.queryByRole('region', { name: 'Programs' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notice' })).toBeNull();
    expect(screen.queryByText('프로그램과 공간, 공지사항을 불러오는 중이에요.')).toBeNull();
    expect(api.callsTo('/api/program/list')).toEqual([]);
    await waitFor(() => expect(api.callsTo('/api/banner/mainbannerlist')).toHaveLength(1));
  });
});
