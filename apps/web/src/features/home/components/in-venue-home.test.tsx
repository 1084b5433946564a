import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Floor } from '@venue/contract';
import { EMPTY_PROGRAM_LIST_MESSAGE } from '@venue/contract/domain';
import { type Location, type NavigationType, useNavigationType } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import type { FloorMapProps } from '../../floor-map/components/floor-map';
import { fakeApi, ok, program } from '../testing/fake-api';
import { FLOOR_SHEET_TITLE } from './floor-sheet';
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
  { floorIdx: 1, floorName: 'B1', floorLabel: '지하 1층', index: 1 },
  { floorIdx: 2, floorName: '1F', floorLabel: '1층', index: 2 },
  { floorIdx: 3, floorName: '2F', floorLabel: '2층', index: 3 },
  { floorIdx: 4, floorName: 'Rooftop', floorLabel: '루프탑', index: 4 },
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

function renderAt(url: string) {
  const locations: Location[] = [];
  const navigations: NavigationType[] = [];
  renderWithProviders(
    <>
      <InVenueHome />
      <LocationProbe onChange={(location) => locations.push(location)} />
      <NavigationProbe onChange={(type) => navigations.push(type)} />
    </>,
    { path: url },
  );
  return { current: () => locations.at(-1), navigation: () => navigations.at(-1) };
}

const mapFloor = () => screen.getByTestId('floor-map').dataset.floor;
const floorButton = () => screen.getByRole('button', { name: /^층 선택, 지금/ });

describe('the in-venue Now section', () => {
  it("shows the default floor 2's map and today's programs of that floor", async () => {
    const api = serve();
    renderAt('/');
    await waitFor(() => expect(mapFloor()).toBe('2'));
    expect(floorButton().textContent).toContain('1F');
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

  it('chooses a floor in the sheet 몇 층이 궁금하세요? and writes it to the query with replace', async () => {
    serve();
    const router = renderAt('/?c=x1&floor=2');
    await waitFor(() => expect(mapFloor()).toBe('2'));

    await userEvent.click(floorButton());
    const sheet = screen.getByRole('dialog', { name: FLOOR_SHEET_TITLE });
    const radios = within(sheet).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'B1 지하 1층',
      '1F 1층',
      '2F 2층',
      'Rooftop 루프탑',
    ]);
    expect(within(sheet).getByRole('radio', { name: '1F 1층' })).toHaveProperty('checked', true);
    await userEvent.click(within(sheet).getByRole('radio', { name: '2F 2층' }));
    // A single choice: the previous one is no longer checked.
    expect(within(sheet).getByRole('radio', { name: '1F 1층' })).toHaveProperty('checked', false);
    await userEvent.click(within(sheet).getByRole('button', { name: '이 층 보기' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(mapFloor()).toBe('3'));
    const after = router.current();
    expect(after?.search).toBe('?c=x1&floor=3');
    expect(router.navigation()).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 3, name: '2F 오늘의 프로그램' })).toBeTruthy();
    expect(await screen.findByText(EMPTY_PROGRAM_LIST_MESSAGE)).toBeTruthy();
  });

  it('closing the sheet without applying keeps the floor', async () => {
    serve();
    renderAt('/?floor=2');
    await waitFor(() => expect(mapFloor()).toBe('2'));
    await userEvent.click(floorButton());
    const sheet = screen.getByRole('dialog', { name: FLOOR_SHEET_TITLE });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'B1 지하 1층' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '닫기' }));
    expect(mapFloor()).toBe('2');
  });

  it("follows the map's own floor tabs", async () => {
    serve();
    const router = renderAt('/');
    await waitFor(() => expect(mapFloor()).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: '지도 탭 Rooftop' }));
    await waitFor(() => expect(mapFloor()).toBe('4'));
    expect(router.current()?.search).toBe('?floor=4');
    expect(router.navigation()).toBe('REPLACE');
    expect(floorButton().textContent).toContain('Rooftop');
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
    expect(floorButton()).toHaveProperty('disabled', true);
  });
});
