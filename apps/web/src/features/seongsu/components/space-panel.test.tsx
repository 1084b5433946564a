import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { floorsFixture } from '../testing/fake-api';
import { SPACE_EMPTY_TEXT, SpacePanel } from './space-panel';

function renderSpace(
  floors: typeof floorsFixture | undefined = floorsFixture,
  selectedFloorIdx: number | null = null,
) {
  return renderWithProviders(
    <SpacePanel
      floors={floors}
      selectedFloorIdx={selectedFloorIdx}
      renderFloorMap={() => <p>층별 지도 자리</p>}
    />,
  );
}

const floorButton = (name: RegExp) => screen.getByRole('button', { name });

describe('the space tab accordion', () => {
  it('puts the floor map first, then one heading button per floor with its congestion', () => {
    renderSpace();
    expect(screen.getByText('층별 지도 자리')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 });
    const names = [
      'B1 지하 1층, 공간 2곳, 혼잡도 보통',
      '1F 1층, 공간 1곳, 혼잡도 혼잡',
      '2F 2층, 공간 1곳, 혼잡도 여유',
      'Rooftop 루프탑, 공간 0곳, 혼잡도 여유',
    ];
    for (const [index, name] of names.entries()) {
      const button = within(headings[index] as HTMLElement).getByRole('button', { name });
      // The name is the visible text (plus hidden pauses), never an aria-label that differs
      // from it (axe's label-content-name-mismatch).
      expect(button.getAttribute('aria-label')).toBeNull();
    }
  });

  it('opens the first floor at first, and toggles floors independently', async () => {
    const user = userEvent.setup();
    renderSpace();
    const b1 = floorButton(/지하 1층/);
    const f1 = floorButton(/^1F 1층/);
    expect(b1.getAttribute('aria-expanded')).toBe('true');
    expect(f1.getAttribute('aria-expanded')).toBe('false');
    const b1Region = screen.getByRole('region', { name: /지하 1층/ });
    expect(within(b1Region).getByRole('link', { name: 'The Stage' })).toBeTruthy();
    expect(document.getElementById(f1.getAttribute('aria-controls')!)?.hidden).toBe(true);

    await user.click(f1);
    expect(f1.getAttribute('aria-expanded')).toBe('true');
    expect(b1.getAttribute('aria-expanded')).toBe('true');
    await user.click(b1);
    expect(b1.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: /지하 1층/ })).toBeNull();
  });

  it('opens the floor chosen on the map (?floor=) instead of the first', () => {
    renderSpace(floorsFixture, 3);
    expect(floorButton(/^2F 2층/).getAttribute('aria-expanded')).toBe('true');
    expect(floorButton(/지하 1층/).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows zone cards with image, name, English name when it differs, summary and state', async () => {
    const user = userEvent.setup();
    renderSpace();
    const stage = screen.getByRole('link', { name: 'The Stage' });
    expect(stage.getAttribute('href')).toBe('/seongsu/1');
    const card = stage.closest('article')!;
    const image = card.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/media/zone/the-stage.svg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['750', '500']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(within(card).getByText('매일 공연이 열리는 무대')).toBeTruthy();
    expect(within(card).getByText('운영 중')).toBeTruthy();
    // Same Korean and English name: shown once.
    expect(within(card).getAllByText('The Stage')).toHaveLength(1);

    await user.click(floorButton(/^1F 1층/));
    const hall = screen.getByRole('link', { name: 'Main Hall' }).closest('article')!;
    expect(within(hall).getByText('MAIN HALL').getAttribute('lang')).toBe('en');
    expect(within(hall).getByText('오픈 준비 중')).toBeTruthy();
  });

  it('says a floor without zones will open soon', async () => {
    const user = userEvent.setup();
    renderSpace();
    await user.click(floorButton(/루프탑/));
    expect(screen.getByText('이 층의 공간은 곧 공개할게요.')).toBeTruthy();
  });

  it('shows the empty state for an empty or failed list, and a busy state while loading', () => {
    const { unmount } = renderSpace([]);
    expect(screen.getByText(SPACE_EMPTY_TEXT)).toBeTruthy();
    unmount();
    const { container } = renderWithProviders(
      <SpacePanel floors={undefined} selectedFloorIdx={null} renderFloorMap={() => null} />,
    );
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByText('공간 정보를 불러오는 중이에요.')).toBeTruthy();
  });
});

describe('the zone location sheet', () => {
  it('opens from 위치 보기 with the location image and a 상세보기 link, and closes', async () => {
    const user = userEvent.setup();
    renderSpace();
    await user.click(screen.getByRole('button', { name: 'Goods Zone 위치 보기' }));
    const sheet = screen.getByRole('dialog', { name: 'Goods Zone 위치' });
    const image = within(sheet).getByRole('img', { name: /Goods Zone의 위치/ });
    expect(image.getAttribute('src')).toBe('/media/zone-map/goods-zone.svg');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['750', '500']);
    expect(within(sheet).getByRole('link', { name: '상세보기' }).getAttribute('href')).toBe(
      '/seongsu/2',
    );
    await user.click(within(sheet).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the main image in the sheet when the zone has no location image', async () => {
    const user = userEvent.setup();
    const floors = floorsFixture.map((floor) => ({
      ...floor,
      zoneList: floor.zoneList.map((zone) => ({ ...zone, locationFileContentSavePath: '' })),
    }));
    renderSpace(floors);
    await user.click(screen.getByRole('button', { name: 'Goods Zone 위치 보기' }));
    const sheet = screen.getByRole('dialog', { name: 'Goods Zone 위치' });
    const image = within(sheet).getByRole('img', { name: 'Goods Zone' });
    expect(image.getAttribute('src')).toBe('/media/zone/goods-zone.svg');
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderSpace();
    const opener = screen.getByRole('button', { name: 'The Stage 위치 보기' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'The Stage 위치' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
