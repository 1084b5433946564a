import { BUILT_IN_VENUE_MAP } from '@venue/contract/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAppConfig } from '../api/get-app-config';
import { loadKakaoMaps } from '../kakao-maps-sdk';
import { KAKAO_MAP_LEVEL, type Place } from '../venue-location';
import styles from './location.module.css';
import { StaticMap } from './static-map';

/**
 * The location tab's map (spec 001 §2: "map (zoom 15)"). With a Kakao Maps key from the server's
 * runtime config (GET /api/app/config) and the venue's coordinates, the Kakao SDK draws a real
 * map at KAKAO_MAP_LEVEL with the venue's marker; the SDK is loaded only here, on this tab.
 * Without a key, while the config or the SDK is loading, and when either fails, the venue
 * settings' map of the surroundings (directions.mapImagePath) shows in the same box, so nothing
 * shifts; a venue without either has no map frame at all.
 */
export function VenueMap({ place, mapImagePath }: { place: Place; mapImagePath: string | null }) {
  const config = useAppConfig();
  const appKey = config.data?.kakaoMapJsKey ?? null;
  const { lat, lng } = place;
  const fallback = mapImagePath ? (
    <SurroundingsMap placeName={place.placeName} mapImagePath={mapImagePath} />
  ) : null;
  // Kakao needs the coordinates; without a key or them, the settings' map image, else no frame.
  if (appKey && lat !== null && lng !== null) {
    return (
      <div className={styles.mapFrame}>
        <KakaoMap
          key={appKey}
          appKey={appKey}
          center={{ lat, lng }}
          placeName={place.placeName}
          fallback={fallback}
        />
      </div>
    );
  }
  return fallback ? <div className={styles.mapFrame}>{fallback}</div> : null;
}

/**
 * The venue settings' map of the surroundings: the demo's drawing when they name
 * BUILT_IN_VENUE_MAP, else the uploaded image, fitted into the frame.
 */
function SurroundingsMap({ placeName, mapImagePath }: { placeName: string; mapImagePath: string }) {
  if (mapImagePath === BUILT_IN_VENUE_MAP) return <StaticMap />;
  return (
    <img
      className={styles.mapImage}
      src={mapImagePath}
      alt={`${placeName} 주변 약도`}
      decoding="async"
    />
  );
}

function KakaoMap({
  appKey,
  center: { lat, lng },
  placeName,
  fallback,
}: {
  appKey: string;
  center: { lat: number; lng: number };
  placeName: string;
  fallback: ReactNode;
}) {
  const container = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadKakaoMaps(appKey)
      .then((maps) => {
        const element = container.current;
        if (cancelled || !element) return;
        const center = new maps.LatLng(lat, lng);
        const map = new maps.Map(element, { center, level: KAKAO_MAP_LEVEL });
        new maps.Marker({ map, position: center, title: placeName });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.warn('[map] Kakao Maps unavailable, showing the drawn map', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [appKey, lat, lng, placeName]);

  return (
    <>
      <section
        ref={container}
        className={styles.kakaoMap}
        aria-label={`${placeName} 주변 카카오 지도`}
        data-map="kakao"
        hidden={status === 'failed'}
      />
      {status === 'ready' || !fallback ? null : <div className={styles.mapOverlay}>{fallback}</div>}
    </>
  );
}
