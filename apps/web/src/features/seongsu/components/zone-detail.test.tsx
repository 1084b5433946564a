import { screen, within } from '@testing-library/react';
import { EMPTY_PROGRAM_LIST_MESSAGE } from '@venue/contract/domain';
import { describe, expect, it, vi } from 'vitest';
import { apiClientEffects } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/test-utils';
import { fakeApi, program, zoneDetailFixture } from '../testing/fake-api';
import { ZONE_NOT_FOUND_TEXT, ZoneDetail } from './zone-detail';

function renderZone(idParam: string) {
  return renderWithProviders(
    <ZoneDetail
      zoneIdParam={idParam}
      renderProgram={(p) => <p data-testid="program-card">{p.programName}</p>}
    />,
  );
}

describe('the zone detail page', () => {
  it('shows the zone, its sanitized description, location image and its own programs', async () => {
    const api = fakeApi({
      '/api/zone/detail': () => ({ data: zoneDetailFixture() }),
      '/api/program/list': () => ({
        data: [
          program({ programIdx: 11, programName: 'AI 포트레이트', zoneIdx: 5 }),
          program({ programIdx: 12, programName: '라운지 재즈', zoneIdx: 6 }),
          program({ programIdx: 13, programName: '시즌 전시', zoneIdx: 5 }),
        ],
      }),
    });
    const { container } = renderZone('5');

    expect(await screen.findByRole('heading', { level: 2, name: 'Flex Hall' })).toBeTruthy();
    expect(api.callsTo('/api/zone/detail')[0]?.body).toEqual({ zoneIdx: 5 });
    const article = screen.getByRole('article', { name: 'Flex Hall' });
    expect(within(article).getByText('2F')).toBeTruthy();
    expect(within(article).getByText('운영 중')).toBeTruthy();
    expect(within(article).getByText('전시와 토크가 열리는 홀')).toBeTruthy();
    expect(within(article).getByText('가변형 홀입니다.')).toBeTruthy();
    expect(within(article).getByText('최대 150명')).toBeTruthy();
    // The editor HTML went through the sanitizer.
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();

    const hero = container.querySelector('img[src="/media/zone/flex-hall.svg"]')!;
    expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['750', '500']);
    const location = within(article).getByRole('img', { name: /Flex Hall의 위치/ });
    expect(location.getAttribute('src')).toBe('/media/zone-map/flex-hall.svg');
    expect(location.getAttribute('loading')).toBe('lazy');

    const section = screen.getByRole('region', { name: '이 공간의 프로그램' });
    const cards = await within(section).findAllByTestId('program-card');
    expect(cards.map((card) => card.textContent)).toEqual(['AI 포트레이트', '시즌 전시']);
    expect(api.callsTo('/api/program/list')[0]?.body).toEqual({ floorIdx: 3 });
    expect(screen.getByRole('link', { name: '다른 공간 둘러보기' }).getAttribute('href')).toBe(
      '/seongsu?tab=space',
    );
  });

  it('leaves out 공간 위치 when the zone has no location image', async () => {
    fakeApi({
      '/api/zone/detail': () => ({ data: zoneDetailFixture({ locationFileContentSavePath: '' }) }),
      '/api/program/list': () => ({ data: [] }),
    });
    const { container } = renderZone('5');
    expect(await screen.findByRole('heading', { level: 2, name: 'Flex Hall' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '공간 위치' })).toBeNull();
    expect(container.querySelector('img[src=""]')).toBeNull();
  });

  it('shows the English name only when it differs from the name', async () => {
    fakeApi({
      '/api/zone/detail': () => ({
        data: zoneDetailFixture({ zoneName: '플렉스 홀', zoneNameEn: 'Flex Hall' }),
      }),
      '/api/program/list': () => ({ data: [] }),
    });
    renderZone('5');
    expect(await screen.findByRole('heading', { level: 2, name: '플렉스 홀' })).toBeTruthy();
    expect(screen.getByText('Flex Hall').getAttribute('lang')).toBe('en');
  });

  it('says the zone has no programs yet, also when the program list fails (silently)', async () => {
    const alert = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
    fakeApi({
      '/api/zone/detail': () => ({ data: zoneDetailFixture() }),
      '/api/program/list': () => ({
        error: { status: 500, errorCode: 'INTERNAL', message: '일시적인 오류가 발생했어요.' },
      }),
    });
    renderZone('5');
    expect(await screen.findByText(EMPTY_PROGRAM_LIST_MESSAGE)).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
  });

  it.each(['abc', '0', '-1', '1.5', undefined])(
    'shows the not-found screen for the id %s without asking the server',
    async (id) => {
      const api = fakeApi({});
      renderWithProviders(<ZoneDetail zoneIdParam={id} renderProgram={() => null} />);
      expect(await screen.findByRole('heading', { name: ZONE_NOT_FOUND_TEXT })).toBeTruthy();
      expect(screen.getByRole('link', { name: '공간 안내 보기' }).getAttribute('href')).toBe(
        '/seongsu?tab=space',
      );
      expect(api.calls).toHaveLength(0);
    },
  );

  it('shows the not-found screen for an unknown zone, without the global alert', async () => {
    const alert = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
    fakeApi({
      '/api/zone/detail': () => ({
        error: { status: 404, errorCode: 'ZONE_NOT_FOUND', message: '공간을 찾을 수 없습니다.' },
      }),
    });
    renderZone('999');
    expect(await screen.findByRole('heading', { name: ZONE_NOT_FOUND_TEXT })).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
  });

  it('offers a retry when the zone fails to load, after the alert', async () => {
    const alert = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
    let fail = true;
    const api = fakeApi({
      '/api/zone/detail': () =>
        fail
          ? {
              error: { status: 500, errorCode: 'INTERNAL', message: '일시적인 오류가 발생했어요.' },
            }
          : { data: zoneDetailFixture() },
      '/api/program/list': () => ({ data: [] }),
    });
    renderZone('5');
    const retry = await screen.findByRole('button', { name: '다시 시도' }, { timeout: 4000 });
    expect(screen.getByRole('heading', { name: '공간 정보를 불러오지 못했어요.' })).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('일시적인 오류가 발생했어요.');
    fail = false;
    retry.click();
    expect(await screen.findByRole('heading', { level: 2, name: 'Flex Hall' })).toBeTruthy();
    expect(api.callsTo('/api/zone/detail').length).toBeGreaterThan(1);
  });
});
