import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { floorsFixture } from '../testing/fake-api';
import { BrandPanel } from './brand-panel';
import { TourPanel } from './tour-panel';

describe('the tour tab', () => {
  it('walks check-in, B1, 1F, 2F and Rooftop with times, linking each floor to its zones', () => {
    renderWithProviders(<TourPanel floors={floorsFixture} />);
    const route = screen.getByRole('list', { name: '투어 순서' });
    const stops = within(route).getAllByRole('heading', { level: 3 });
    expect(stops.map((stop) => stop.textContent)).toEqual([
      '시작: 1층 인포메이션 데스크에서 체크인',
      '1번째 코스: 소리로 여는 하루',
      '2번째 코스: 빛 속을 걷기',
      '3번째 코스: 만들고, 이야기 나누기',
      '4번째 코스: 성수의 하늘 아래에서 쉬어 가기',
    ]);
    expect(screen.getByText('약 2시간 15분')).toBeTruthy();
    const b1Zones = screen.getByRole('list', { name: 'B1의 공간' });
    expect(
      within(b1Zones)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['The Stage', '/seongsu/1'],
      ['Goods Zone', '/seongsu/2'],
    ]);
    // The fixture's rooftop has no zones: no empty list.
    expect(screen.queryByRole('list', { name: 'Rooftop의 공간' })).toBeNull();
    expect(screen.getByText('4곳')).toBeTruthy();
  });

  it('still reads whole without the zone list', () => {
    renderWithProviders(<TourPanel floors={[]} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.queryByRole('list', { name: /의 공간$/ })).toBeNull();
    expect(screen.queryByText('만나는 공간')).toBeNull();
  });
});

describe('the brand tab', () => {
  it('tells the story, the four floors and the house rules, with a described drawing', () => {
    renderWithProviders(<BrandPanel />);
    expect(screen.getByRole('img', { name: /네 층으로 이루어진 건물 단면/ })).toBeTruthy();
    const floors = screen.getByRole('heading', { level: 2, name: '층마다 다른 감각으로 만나요' })
      .parentElement!;
    expect(
      within(floors)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['숨을 고르는 층', '함께 만드는 층', '빛으로 맞이하는 층', '소리로 만나는 층']);
    expect(screen.getByRole('heading', { level: 2, name: '함께 지키는 하우스 약속' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /층별 공간 둘러보기/ }).getAttribute('href')).toBe(
      '/seongsu?tab=space',
    );
  });
});
