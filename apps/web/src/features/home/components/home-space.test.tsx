import { screen, waitFor, within } from '@testing-library/react';
import type { ZoneListFloor } from '@venue/contract';
import { describe, expect, it, vi } from 'vitest';
import { apiClientEffects } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/test-utils';
import { fakeApi, ok } from '../testing/fake-api';
import { HomeSpace } from './home-space';

const zone = (zoneIdx: number, zoneName: string) => ({
  zoneIdx,
  zoneName,
  zoneNameEn: zoneIdx === 3 ? '메인 홀' : zoneName,
  zoneSummary: `${zoneName} 소개`,
  state: 'OPEN' as const,
  mainFileContentSavePath: `/media/zone/z-${zoneIdx}.svg`,
  locationFileContentSavePath: `/media/zone-map/z-${zoneIdx}.svg`,
});

const floors: ZoneListFloor[] = [
  {
    floorIdx: 1,
    floorName: 'B1',
    floorLabel: '지하 1층',
    congestion: 'LOW',
    zoneList: [zone(1, 'The Stage'), zone(2, 'Goods Zone')],
  },
  {
    floorIdx: 2,
    floorName: '1F',
    floorLabel: '1층',
    congestion: 'NORMAL',
    zoneList: [zone(3, 'Main Hall')],
  },
];

describe('the home Space section', () => {
  it('lists every zone of every floor as a card linking to its zone page, and More to the space tab', async () => {
    fakeApi({ '/api/zone/list': () => ok(floors) });
    renderWithProviders(<HomeSpace />);
    const section = screen.getByRole('region', { name: 'Space' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'B1The StageThe Stage 소개',
      'B1Goods ZoneGoods Zone 소개',
      '1FMain Hall메인 홀',
    ]);
    expect(within(cards[2]!).getByRole('link').getAttribute('href')).toBe('/seongsu/3');
    const image = cards[0]!.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['750', '500']);
    expect(image?.getAttribute('loading')).toBe('lazy');
    const more = within(section).getByRole('link', { name: /^More\s*공간 전체 보기$/ });
    expect(more.getAttribute('href')).toBe('/seongsu?tab=space');
  });

  it('keeps the section, with a gentle message and no alert, when the zone list fails', async () => {
    fakeApi({
      '/api/zone/list': () => ({ error: { status: 500, errorCode: 'INTERNAL', message: '오류' } }),
    });
    const alert = vi.spyOn(apiClientEffects, 'alert');
    renderWithProviders(<HomeSpace />);
    await waitFor(() => expect(screen.getByText(/공간 소개를 준비하고 있어요/)).toBeTruthy());
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: /More/ })).toBeTruthy();
  });
});
