import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Floor } from '@venue/contract';
import { type Location, type NavigationType, useNavigationType } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import type { FloorMapProps } from '../../floor-map/components/floor-map';
import { fakeApi, ok, program } from '../testing/fake-api';
import { InVenueHome } from './in-venue-home';

// The map is the floor-map feature's (tested there); here a stand-in shows which floor the page
// gave it and offers its floor tabs.
vi.mock('../../floor-map/components/floor-map', () => ({
  FloorMap: ({ floorIdx, onFloorChange }: FloorMapProps) => (
    <div data-testid="floor-map" data-floor={floorIdx ?? ''}>
      <button type="button" onClick={() => onFloorChange(4)}>
        지도 탭 Rooftop
      </button>
    </div>
  ),
}));

const floors: Floor[] = [
  { floorIdx: 1, floorName: 'B1', floorLabel: '지하 1층', index: 1, plan: null },
  { floorIdx: 2, floorName: '1F', floorLabel: '1층', index: 2, plan: null },
  { floorIdx: 3, floorName: '2F', floorLabel: '2층', index: 3, plan: null },
  { floorIdx: 4, floorName: 'Rooftop', floorLabel: '루프탑', index: 4, plan: null },
];
const NOW_LIST = '/api/banner/program/list';

function serve(floorList: Floor[] = floors) {
  return fakeApi({
    '/api/floors/list': () => ok(floorList),
    [NOW_LIST]: (body) =>
      ok(
        body.floorIdx === 3
          ? []
          : [
              program({
                programIdx: Number(body.floorIdx ?? 0) * 10 + 1,
                programName: `${body.floorIdx ?? '전체'}층 지금`,
              }),
            ],
      ),
  });
}

function NavigationProbe({ onChange }: { onChange: (type: NavigationType) => void }) {
  onChange(useNavigationType());
  return null;
}

function renderAt(url: string, checkInFloorIdx: number | null = null) {
  const locations: Location[] = [];
  const navigations: NavigationType[] = [];
  renderWithProviders(
    <>
      <InVenueHome checkInFloorIdx={checkInFloorIdx} />
      <LocationProbe onChange={(location) => locations.push(location)} />
      <NavigationProbe onChange={(type) => navigations.push(type)} />
    </>,
    { path: url },
  );
  return { current: () => locations.at(-1), navigation: () => navigations.at(-1) };
}

const mapFloor = () => screen.getByTestId('floor-map').dataset.floor;

describe('the in-venue Now section', () => {
  it("shows the default floor 2's map and today's programs of that floor", async () => {
    const api = serve();
    renderAt('/');
    await waitFor(() => expect(mapFloor()).toBe('2'));
    expect(await screen.findByRole('heading', { level: 4, name: '2층 지금' })).toBeTruthy();
    expect(api.callsTo(NOW_LIST).map((call) => call.body)).toEqual([{ floorIdx: 2 }]);
    expect(screen.getByRole('heading', { level: 3, name: '1F 오늘의 프로그램' })).toBeTruthy();
  });

  it('selects the floor of ?floor=', async () => {
    serve();
    renderAt('/?floor=4');
    await waitFor(() => expect(mapFloor()).toBe('4'));
    expect(await screen.findByRole('heading', { level: 4, name: '4층 지금' })).toBeTruthy();
  });

  it.each(['9', 'abc', '-1', ''])('falls back to floor 2 for ?floor=%s', async (value) => {
    serve();
    renderAt(`/?floor=${value}`);
    await waitFor(() => expect(mapFloor()).toBe('2'));
  });

  it('falls back to the first floor when there is no floor 2', async () => {
    serve(floors.filter((floor) => floor.floorIdx !== 2));
    renderAt('/?floor=9');
    await waitFor(() => expect(mapFloor()).toBe('1'));
  });

  it('opens on the floor of the last check-in today, where the member is', async () => {
    const api = serve();
    renderAt('/', 3);
    await waitFor(() => expect(mapFloor()).toBe('3'));
    expect(screen.getByRole('heading', { level: 3, name: '2F 오늘의 프로그램' })).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo(NOW_LIST).map((call) => call.body)).toEqual([{ floorIdx: 3 }]),
    );
  });

  it('lets ?floor= win over the check-in floor', async () => {
    serve();
    renderAt('/?floor=4', 3);
    await waitFor(() => expect(mapFloor()).toBe('4'));
  });

  it('falls back to the check-in floor for an unknown ?floor=, and to floor 2 without one', async () => {
    serve();
    renderAt('/?floor=9', 3);
    await waitFor(() => expect(mapFloor()).toBe('3'));
  });

  it('has one floor selector: the map tabs, no second button or sheet', async () => {
    serve();
    renderAt('/');
    await waitFor(() => expect(mapFloor()).toBe('2'));
    expect(screen.queryByRole('button', { name: /층 선택/ })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("follows the map's own floor tabs", async () => {
    serve();
    const router = renderAt('/');
    await waitFor(() => expect(mapFloor()).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: '지도 탭 Rooftop' }));
    await waitFor(() => expect(mapFloor()).toBe('4'));
    expect(router.current()?.search).toBe('?floor=4');
    expect(router.navigation()).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 3, name: 'Rooftop 오늘의 프로그램' })).toBeTruthy();
  });

  it("lists every floor's programs when the floors cannot be loaded", async () => {
    const api = fakeApi({
      '/api/floors/list': () => ({
        error: { status: 500, errorCode: 'INTERNAL', message: '오류' },
      }),
      [NOW_LIST]: () => ok([program({ programIdx: 1, programName: '전체 지금' })]),
    });
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 4, name: '전체 지금' })).toBeTruthy();
    expect(api.callsTo(NOW_LIST).map((call) => call.body)).toEqual([{}]);
  });
});
