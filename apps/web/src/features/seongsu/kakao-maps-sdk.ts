import { kakaoMapSdkUrl } from './venue-location';

/**
 * The few parts of the Kakao Maps JavaScript SDK the location tab uses
 * (https://apis.map.kakao.com/web/documentation/). Typed by hand: the SDK ships no types, and
 * these five calls are all we touch.
 */
export type KakaoLatLng = object;
export type KakaoMapInstance = { relayout: () => void; setCenter: (latLng: KakaoLatLng) => void };
export type KakaoMaps = {
  load: (callback: () => void) => void;
  LatLng: new (lat: number, lng: number) => KakaoLatLng;
  Map: new (
    container: HTMLElement,
    options: { center: KakaoLatLng; level: number; draggable?: boolean },
  ) => KakaoMapInstance;
  Marker: new (options: { map: KakaoMapInstance; position: KakaoLatLng; title?: string }) => object;
  ZoomControl: new () => object;
  ControlPosition: { RIGHT: unknown };
};

declare global {
  interface Window {
    kakao?: { maps?: KakaoMaps };
  }
}

const loads = new Map<string, Promise<KakaoMaps>>();

/**
 * Adds the SDK's script once per key (`autoload=false`, so nothing runs until `kakao.maps.load`)
 * and resolves when the map classes are ready. A failed load (offline, blocked, wrong key) rejects
 * and is forgotten, so the next visit to the tab tries again.
 */
export function loadKakaoMaps(appKey: string): Promise<KakaoMaps> {
  const existing = loads.get(appKey);
  if (existing) return existing;
  const promise = new Promise<KakaoMaps>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = kakaoMapSdkUrl(appKey);
    script.async = true;
    script.onload = () => {
      const maps = window.kakao?.maps;
      if (!maps) {
        reject(new Error('Kakao Maps SDK loaded without kakao.maps'));
        return;
      }
      maps.load(() => resolve(maps));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Kakao Maps SDK failed to load'));
    };
    document.head.append(script);
  });
  loads.set(appKey, promise);
  promise.catch(() => loads.delete(appKey));
  return promise;
}
