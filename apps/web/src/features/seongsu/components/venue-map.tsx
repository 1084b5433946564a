import { useEffect, useRef, useState } from 'react';
import { useAppConfig } from '../api/get-app-config';
import { loadKakaoMaps } from '../kakao-maps-sdk';
import { KAKAO_MAP_LEVEL, venueLocation } from '../venue-location';
import styles from './location.module.css';
import { StaticMap } from './static-map';

/**
 * The location tab's map (spec 001 §2: "map (zoom 15)"). With a Kakao Maps key from the server's
 * runtime config (GET /api/app/config), the Kakao SDK draws a real map at KAKAO_MAP_LEVEL with
 * the venue's marker; the SDK is loaded only here, on this tab. Without a key, while the config
 * or the SDK is loading, and when either fails, the app's own drawing (StaticMap) shows in the
 * same box, so nothing shifts and the tab never shows an empty frame.
 */
export function VenueMap() {
  const config = useAppConfig();
  const appKey = config.data?.kakaoMapJsKey ?? null;
  return (
    <div className={styles.mapFrame}>
      {appKey ? <KakaoMap key={appKey} appKey={appKey} /> : <StaticMap />}
    </div>
  );
}

function KakaoMap({ appKey }: { appKey: string }) {
  const container = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadKakaoMaps(appKey)
      .then((maps) => {
        const element = container.current;
        if (cancelled || !element) return;
        const center = new maps.LatLng(venueLocation.lat, venueLocation.lng);
        const map = new maps.Map(element, { center, level: KAKAO_MAP_LEVEL });
        new maps.Marker({ map, position: center, title: venueLocation.placeName });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn('[map] Kakao Maps unavailable, showing the drawn map', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [appKey]);

  return (
    <>
      <section
        ref={container}
        className={styles.kakaoMap}
        aria-label={`${venueLocation.placeName} 주변 카카오 지도`}
        data-map="kakao"
        hidden={status === 'failed'}
      />
      {status === 'ready' ? null : (
        <div className={styles.mapOverlay}>
          <StaticMap />
        </div>
      )}
    </>
  );
}
