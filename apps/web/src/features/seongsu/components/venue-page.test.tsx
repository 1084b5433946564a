import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, type NavigationType, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { venueInfoFixture } from '../../../lib/venue-info/venue-info-fixture';
import { renderWithProviders } from '../../../testing/test-utils';
import { fakeApi, floorsFixture, ok, tourFixture } from '../testing/fake-api';
import { type FloorMapSlotProps, VenuePage } from './venue-page';

type Seen = { location: Location; type: NavigationType };

function Probe({ onChange }: { onChange: (seen: Seen) => void }) {
  onChange({ location: useLocation(), type: useNavigationType() });
  return null;
}

function renderVenue(path: string, renderFloorMap?: (props: FloorMapSlotProps) => React.ReactNode) {
  // The location tab asks for the runtime config; without a route it is a 404 (no key).
  fakeApi({
    '/api/tour/detail': () => ok(tourFixture()),
    '/api/venue/info': () => ok(venueInfoFixture()),
  });
  let seen: Seen | undefined;
  const view = renderWithProviders(
    <>
      <VenuePage floors={floorsFixture} renderFloorMap={renderFloorMap} />
      <Probe
        onChange={(next) => {
          seen = next;
        }}
      />
    </>,
    { path, routePath: '/seongsu' },
  );
  return { ...view, seen: () => seen! };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the /seongsu tabs', () => {
  it('opens on 브랜드 without a tab query', async () => {
    renderVenue('/seongsu');
    expect(tab('브랜드').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '브랜드' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: /연결이 신호가 되는 곳/ }),
    ).toBeTruthy();
  });

  it.each(['map', 'SPACE', '', '1'])('falls back to 브랜드 for ?tab=%s', (value) => {
    renderVenue(`/seongsu?tab=${value}`);
    expect(tab('브랜드').getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
  });

  it.each([
    ['space', '공간', /층마다 다른 이야기를 만나 보세요/],
    ['location', '오시는 길', /성수역 5번 출구에서/],
    ['tour', '투어 코스', /처음 오셨다면 이 순서로 둘러보세요/],
  ])('opens ?tab=%s on its panel', async (value, label, heading) => {
    renderVenue(`/seongsu?tab=${value}`);
    expect(tab(label).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: label });
    expect(await within(panel).findByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });

  it('writes the chosen tab to the query, replacing the history entry', async () => {
    const user = userEvent.setup();
    const { seen } = renderVenue('/seongsu');
    await user.click(tab('오시는 길'));
    expect(seen().location.search).toBe('?tab=location');
    expect(seen().type).toBe('REPLACE');
    expect(tab('오시는 길').getAttribute('aria-selected')).toBe('true');
    expect(tab('브랜드').getAttribute('aria-selected')).toBe('false');
    await user.click(tab('투어 코스'));
    expect(seen().location.search).toBe('?tab=tour');
    await user.click(tab('브랜드'));
    expect(seen().location.search).toBe('?tab=brand');
  });

  it('shows only the selected panel; every tab controls a panel that exists', async () => {
    const user = userEvent.setup();
    const { container } = renderVenue('/seongsu?tab=space');
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(4);
    for (const element of screen.getAllByRole('tab')) {
      const panel = document.getElementById(element.getAttribute('aria-controls')!);
      expect(panel?.getAttribute('aria-labelledby')).toBe(element.id);
      expect(panel?.hidden).toBe(element.getAttribute('aria-selected') !== 'true');
    }
    await user.click(tab('브랜드'));
    expect(screen.queryByRole('heading', { name: /층마다 다른 이야기를/ })).toBeNull();
  });

  it('moves between tabs with the arrow keys, Home and End, selecting as it goes', async () => {
    const user = userEvent.setup();
    const { seen } = renderVenue('/seongsu');
    tab('브랜드').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('공간')).toBe(document.activeElement);
    expect(seen().location.search).toBe('?tab=space');
    await user.keyboard('{End}');
    expect(tab('투어 코스')).toBe(document.activeElement);
    await user.keyboard('{ArrowRight}');
    expect(tab('브랜드')).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    expect(tab('투어 코스')).toBe(document.activeElement);
    await user.keyboard('{Home}');
    expect(tab('브랜드')).toBe(document.activeElement);
    expect(seen().location.search).toBe('?tab=brand');
    // Only the selected tab is in the Tab order.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });
});

describe('the space tab floor map', () => {
  it('gets ?floor= and writes a chosen floor back with replace, keeping the tab', async () => {
    const user = userEvent.setup();
    const renderFloorMap = vi.fn((props: FloorMapSlotProps) => (
      <div>
        <p>지도 {props.floorIdx ?? '기본'}</p>
        <button type="button" onClick={() => props.onFloorChange(3)}>
          2층 지도
        </button>
      </div>
    ));
    const { seen } = renderVenue('/seongsu?tab=space&floor=2', renderFloorMap);
    expect(screen.getByText('지도 2')).toBeTruthy();
    // The map's section is named by a heading, whose id the map receives.
    const headingId = renderFloorMap.mock.calls[0]![0].headingId;
    expect(document.getElementById(headingId)?.textContent).toBe('층별 지도');
    await user.click(screen.getByRole('button', { name: '2층 지도' }));
    expect(seen().location.search).toBe('?tab=space&floor=3');
    expect(seen().type).toBe('REPLACE');
    expect(screen.getByText('지도 3')).toBeTruthy();
  });

  it('gives the map no floor when ?floor= is not a number, and drops it on other tabs', async () => {
    const user = userEvent.setup();
    const renderFloorMap = vi.fn((props: FloorMapSlotProps) => (
      <p>지도 {props.floorIdx ?? '기본'}</p>
    ));
    const { seen } = renderVenue('/seongsu?tab=space&floor=abc', renderFloorMap);
    expect(screen.getByText('지도 기본')).toBeTruthy();
    await user.click(tab('브랜드'));
    expect(seen().location.search).toBe('?tab=brand');
    renderFloorMap.mockClear();
    await user.click(tab('투어 코스'));
    expect(renderFloorMap).not.toHaveBeenCalled();
  });
});
