/**
 * The demo venue's drawn surroundings for the location tab of /seongsu (spec 001 §2, §9): its
 * station and walk, and the links built from a place. The address, coordinates, hours, closed
 * days and transport are the venue settings (POST /api/venue/info, decision 030); these
 * coordinates are only the map's starting point until they arrive.
 *
 * Coordinates are WGS84 as Kakao Maps takes them. They are the building's entrance on 성수이로,
 * about 400 m south of 성수역 exit 5 (spec 001 §2: "station exit 5, 400 m"); check them against
 * the venue's Kakao place page before launch.
 */
export const venueLocation = {
  /** The name shown on the map links and the marker. */
  placeName: '시그널 하우스 성수',
  lat: 37.54135,
  lng: 127.05632,
  closuresNote: '임시 휴관이나 운영 시간 변경은 공지사항으로 먼저 알려 드려요.',
  /** Spec 001 §2: station exit 5, 400 m. */
  station: {
    name: '성수역',
    line: '2호선',
    exit: '5번 출구',
    distance: '400m',
    walk: '도보 약 6분',
  },
} as const;

/**
 * Spec 001 §9: "Map zoom 15". The spec counts zoom the web-Mercator way (Google, Naver, OSM:
 * larger is closer, each step halves the metres per pixel). Kakao Maps counts levels the other
 * way (1 is closest, 14 the whole country) and its level 3 shows what zoom 17 shows, so
 * level = 20 − zoom: zoom 15 is Kakao level 5, a few blocks around the venue with the station in
 * view.
 */
export const SPEC_MAP_ZOOM = 15;
export const KAKAO_MAP_LEVEL = 20 - SPEC_MAP_ZOOM;

/** The Kakao Maps JavaScript SDK, loaded only on the location tab and only with a key. */
export function kakaoMapSdkUrl(appKey: string): string {
  return `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${encodeURIComponent(appKey)}&autoload=false`;
}

/** A place; without coordinates (not set by the operator) the links search its address. */
export type Place = { placeName: string; lat: number | null; lng: number | null; address?: string };

/** Kakao Map's search for the address (or the name) of a place without coordinates. */
function kakaoSearchLink(place: Place): string {
  return `https://map.kakao.com/link/search/${encodeURIComponent(place.address || place.placeName)}`;
}

const kakaoName = (name: string) => encodeURIComponent(name.replaceAll(',', ' '));

/** Kakao Map's web page with the venue pinned (https://apis.map.kakao.com/web/guide/#bigmapurl). */
export function kakaoMapWebLink(place: Place = venueLocation): string {
  if (place.lat === null || place.lng === null) return kakaoSearchLink(place);
  return `https://map.kakao.com/link/map/${kakaoName(place.placeName)},${place.lat},${place.lng}`;
}

/** Kakao Map's web directions to the venue: the fallback when the app is not installed. */
export function kakaoRouteWebLink(place: Place = venueLocation): string {
  if (place.lat === null || place.lng === null) return kakaoSearchLink(place);
  return `https://map.kakao.com/link/to/${kakaoName(place.placeName)},${place.lat},${place.lng}`;
}

/**
 * The KakaoMap app's directions by public transport, from where the visitor stands (no `sp`) to
 * the venue: the app's URL scheme `kakaomap://route?ep={lat},{lng}&by=PUBLICTRANSIT`.
 */
export function kakaoRouteAppLink(place: Place = venueLocation): string {
  if (place.lat === null || place.lng === null) return kakaoSearchLink(place);
  return `kakaomap://route?ep=${place.lat},${place.lng}&by=PUBLICTRANSIT`;
}
