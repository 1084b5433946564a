import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClientEffects } from '../../../lib/api-client';
import { venueInfoFixture } from '../../../lib/venue-info/venue-info-fixture';
import { renderWithProviders } from '../../../testing/test-utils';
import type { KakaoMaps } from '../kakao-maps-sdk';
import { APP_OPEN_TIMEOUT_MS, navigationEffects } from '../open-navigation-app';
import { fakeApi } from '../testing/fake-api';
import { KAKAO_MAP_LEVEL, venueLocation } from '../venue-location';
import { ADDRESS_COPIED_TEXT, ADDRESS_COPY_FAILED_TEXT, LocationPanel } from './location-panel';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 Mobile Safari/537.36';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(navigator, 'userAgent');
  Reflect.deleteProperty(document, 'execCommand');
  Reflect.deleteProperty(window, 'kakao');
  for (const script of document.querySelectorAll('script[src*="dapi.kakao.com"]')) script.remove();
});

function withConfig(kakaoMapJsKey: string | null) {
  return fakeApi({
    '/api/app/config': () => ({ data: { kakaoJsKey: null, kakaoMapJsKey } }),
    '/api/venue/info': () => ({ data: venueInfoFixture() }),
  });
}

const staticMap = () => screen.findByRole('img', { name: /약도: 2호선 성수역 5번 출구에서/ });

/** A stand-in for the SDK's `kakao.maps`, recording what the page drew. */
function fakeKakaoMaps() {
  const drawn = { maps: [] as { level: number; center: unknown }[], markers: [] as unknown[] };
  const maps: KakaoMaps = {
    load: (callback) => callback(),
    LatLng: class {
      constructor(
        readonly lat: number,
        readonly lng: number,
      ) {}
    },
    Map: class {
      constructor(_element: HTMLElement, options: { center: unknown; level: number }) {
        drawn.maps.push(options);
      }
      relayout() {}
      setCenter() {}
    },
    Marker: class {
      constructor(options: unknown) {
        drawn.markers.push(options);
      }
    },
    ZoomControl: class {},
    ControlPosition: { RIGHT: 'RIGHT' },
  };
  return { maps, drawn };
}

describe('the location map', () => {
  it('draws the static map with a Kakao Map link when the server has no map key', async () => {
    const api = withConfig(null);
    renderWithProviders(<LocationPanel />);
    expect(await staticMap()).toBeTruthy();
    expect(api.callsTo('/api/app/config')).toHaveLength(1);
    const link = screen.getByRole('link', { name: /카카오맵에서 보기/ });
    expect(link.getAttribute('href')).toBe(
      `https://map.kakao.com/link/map/${encodeURIComponent('시그널 하우스 성수')},${venueLocation.lat},${venueLocation.lng}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('script[src*="dapi.kakao.com"]')).toBeNull();
  });

  it('falls back to the static map, silently, when the config call fails', async () => {
    const alert = vi.spyOn(apiClientEffects, 'alert');
    // a server without the config route answers 404
    fakeApi({ '/api/venue/info': () => ({ data: venueInfoFixture() }) });
    renderWithProviders(<LocationPanel />);
    expect(await staticMap()).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
  });

  it('loads the Kakao SDK with the key and draws the venue at level 5 (spec zoom 15)', async () => {
    withConfig('js-key-123');
    const { container } = renderWithProviders(<LocationPanel />);
    const script = await waitFor(() => {
      const element = document.querySelector<HTMLScriptElement>('script[src*="dapi.kakao.com"]');
      if (!element) throw new Error('no SDK script yet');
      return element;
    });
    expect(script.src).toBe(
      'https://dapi.kakao.com/v2/maps/sdk.js?appkey=js-key-123&autoload=false',
    );
    // Until the SDK is ready the drawn map fills the frame.
    expect(await staticMap()).toBeTruthy();

    const { maps, drawn } = fakeKakaoMaps();
    window.kakao = { maps };
    act(() => {
      script.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(screen.queryByRole('img', { name: /약도/ })).toBeNull());
    expect(KAKAO_MAP_LEVEL).toBe(5);
    expect(drawn.maps).toEqual([
      { center: { lat: venueLocation.lat, lng: venueLocation.lng }, level: 5 },
    ]);
    expect(drawn.markers).toHaveLength(1);
    expect(container.querySelector('[data-map="kakao"]')?.hasAttribute('hidden')).toBe(false);
  });

  it('keeps the static map when the SDK cannot load (blocked, offline, bad key)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    withConfig('blocked-key');
    const { container } = renderWithProviders(<LocationPanel />);
    const script = await waitFor(() => {
      const element = document.querySelector<HTMLScriptElement>('script[src*="blocked-key"]');
      if (!element) throw new Error('no SDK script yet');
      return element;
    });
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() =>
      expect(container.querySelector('[data-map="kakao"]')?.hasAttribute('hidden')).toBe(true),
    );
    expect(await staticMap()).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });
});

describe('copying the address', () => {
  it('copies the road address and shows 주소가 복사되었어요. for 600 ms', async () => {
    withConfig(null);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<LocationPanel />);
    await screen.findByText('서울특별시 성동구 성수이로 118');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: '주소 복사' }));
    await waitFor(() => expect(status.textContent).toBe(ADDRESS_COPIED_TEXT));
    // Let React run the toast's effect (its timers) before the clock moves.
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith('서울특별시 성동구 성수이로 118');
    expect(ADDRESS_COPIED_TEXT).toBe('주소가 복사되었어요.');

    act(() => {
      vi.advanceTimersByTime(550);
    });
    expect(status.textContent).toBe(ADDRESS_COPIED_TEXT);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(status.textContent).toBe('');
  });

  it('says so instead of claiming a copy when the browser refuses both ways', async () => {
    withConfig(null);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    renderWithProviders(<LocationPanel />);
    await screen.findByText('서울특별시 성동구 성수이로 118');
    // fireEvent, not user-event: user-event installs its own clipboard on navigator.
    fireEvent.click(screen.getByRole('button', { name: '주소 복사' }));
    expect(await screen.findByText(ADDRESS_COPY_FAILED_TEXT)).toBeTruthy();
    expect(screen.queryByText(ADDRESS_COPIED_TEXT)).toBeNull();
  });
});

describe('the navigation button', () => {
  const webRoute = `https://map.kakao.com/link/to/${encodeURIComponent('시그널 하우스 성수')},${venueLocation.lat},${venueLocation.lng}`;

  it('is a link to Kakao Map web directions, which a desktop simply follows', async () => {
    withConfig(null);
    renderWithProviders(<LocationPanel />);
    const link = await screen.findByRole('link', { name: '카카오맵으로 길찾기' });
    expect(link.getAttribute('href')).toBe(webRoute);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    // jsdom cannot follow it; what matters is that the page does not hold the click back.
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    const assign = vi.spyOn(navigationEffects, 'assign').mockImplementation(() => {});
    link.dispatchEvent(event);
    expect(assign).not.toHaveBeenCalled();
  });

  it('on a phone tries the KakaoMap app first and opens the web directions after 1.5 s', async () => {
    withConfig(null);
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: ANDROID });
    const assign = vi.spyOn(navigationEffects, 'assign').mockImplementation(() => {});
    renderWithProviders(<LocationPanel />);
    const link = await screen.findByRole('link', { name: '카카오맵으로 길찾기' });
    vi.useFakeTimers();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(assign.mock.calls).toEqual([
      [`kakaomap://route?ep=${venueLocation.lat},${venueLocation.lng}&by=PUBLICTRANSIT`],
    ]);
    act(() => {
      vi.advanceTimersByTime(APP_OPEN_TIMEOUT_MS);
    });
    expect(assign.mock.calls.at(-1)).toEqual([webRoute]);
  });
});

describe('the venue facts', () => {
  it('shows the hours, closures, transport and phone of the venue settings (spec 001 §2)', async () => {
    withConfig(null);
    renderWithProviders(<LocationPanel />);
    expect(screen.getByRole('heading', { level: 2, name: '운영 시간' })).toBeTruthy();
    expect(await screen.findByText('매일 11:00 – 20:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /02-1599-2641/ }).getAttribute('href')).toBe(
      'tel:0215992641',
    );
    expect(screen.getByText(/매월 셋째 주 월요일/)).toBeTruthy();
    expect(screen.getByText('1월 1일 신정')).toBeTruthy();
    expect(screen.getByText(/설날·추석/)).toBeTruthy();
    expect(screen.getByText(/성수역 5번 출구로 나와 성수이로를 따라 400m/)).toBeTruthy();
    expect(screen.getByText(/전용 주차장이 없어요/)).toBeTruthy();
    expect(screen.getByText('서울특별시 성동구 성수이로 118')).toBeTruthy();
    const steps = screen.getByRole('list', { name: /걸어서 오는 길/ });
    expect(steps.tabIndex).toBe(0);
  });
});

describe('the directions of the venue settings', () => {
  it('heads the tab with their summary and walks their steps, over the built-in drawing', async () => {
    withConfig(null);
    renderWithProviders(<LocationPanel />);
    expect(
      await screen.findByRole('heading', { level: 2, name: '성수역 5번 출구에서 도보 약 6분' }),
    ).toBeTruthy();
    const steps = screen.getByRole('list', { name: /걸어서 오는 길/ });
    expect(Array.from(steps.querySelectorAll('strong')).map((step) => step.textContent)).toEqual([
      '성수역 5번 출구',
      '도착',
    ]);
    expect(await staticMap()).toBeTruthy();
  });

  it('shows an uploaded map image instead of the drawing', async () => {
    const base = venueInfoFixture();
    fakeApi({
      '/api/app/config': () => ({ data: { kakaoJsKey: null, kakaoMapJsKey: null } }),
      '/api/venue/info': () => ({
        data: venueInfoFixture({
          venueName: '하늘 정원',
          directions: {
            ...base.directions,
            summary: '망원역 2번 출구에서 도보 3분',
            mapImagePath: '/media/2026/11/map.png',
          },
        }),
      }),
    });
    renderWithProviders(<LocationPanel />);
    expect(await screen.findByRole('img', { name: '하늘 정원 주변 약도' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '하늘 정원 주변 약도' }).getAttribute('src')).toBe(
      '/media/2026/11/map.png',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: '망원역 2번 출구에서 도보 3분' }),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: /약도: 2호선 성수역/ })).toBeNull();
  });

  it("shows none of the demo's walk or drawing for a venue without directions", async () => {
    fakeApi({
      '/api/app/config': () => ({ data: { kakaoJsKey: null, kakaoMapJsKey: null } }),
      '/api/venue/info': () => ({
        data: venueInfoFixture({ directions: { summary: '', steps: [], mapImagePath: null } }),
      }),
    });
    renderWithProviders(<LocationPanel />);
    expect(await screen.findByText('서울특별시 성동구 성수이로 118')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '오시는 길' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: /오는 길/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /약도/ })).toBeNull();
    expect(screen.queryByText('성수역 5번 출구')).toBeNull();
    expect(screen.queryByText(/보라색 SIGNAL 사인/)).toBeNull();
  });

  it('offers no map or directions to a venue without settings', async () => {
    // the config answers; the venue info does not exist yet (404)
    fakeApi({ '/api/app/config': () => ({ data: { kakaoJsKey: null, kakaoMapJsKey: null } }) });
    renderWithProviders(<LocationPanel />);
    expect(await screen.findByRole('heading', { level: 2, name: '오시는 길' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /카카오맵/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /약도/ })).toBeNull();
  });
});
