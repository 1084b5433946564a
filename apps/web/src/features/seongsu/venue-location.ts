/**
 * Where the venue is and how to get there: the facts of the location tab of /seongsu (spec 001
 * §2 "Location page static text", §9), and the links built from them. One place, so the static
 * map, the Kakao map, the copy button and the navigation button agree.
 *
 * The venue and the company (config/venue.ts) share the building at 성수이로 118, so the street
 * address is the same; the venue's entrance is on the ground floor.
 *
 * Coordinates are WGS84 as Kakao Maps takes them. They are the building's entrance on 성수이로,
 * about 400 m south of 성수역 exit 5 (spec 001 §2: "station exit 5, 400 m"); check them against
 * the venue's Kakao place page before launch.
 */
export const venueLocation = {
  /** The name shown on the map links and the marker. */
  placeName: '시그널 하우스 성수',
  /** What the copy button copies: the road address a visitor pastes into any map or taxi app. */
  roadAddress: '서울특별시 성동구 성수이로 118',
  /** Shown under the road address. */
  addressDetail: '1층 (성수동2가)',
  lat: 37.54135,
  lng: 127.05632,
  /** Spec 001 §2, §9: daily 11:00–20:00. */
  hours: {
    summary: '매일 11:00 – 20:00',
    note: '입장 마감은 19:30이에요. 프로그램마다 운영 시간이 다를 수 있어요.',
  },
  /** Spec 001 §2: the third Monday monthly, January 1, 설날 and 추석. */
  closures: ['매월 셋째 주 월요일 (정기 휴관)', '1월 1일 신정', '설날·추석 연휴 당일'],
  closuresNote: '임시 휴관이나 운영 시간 변경은 공지사항으로 먼저 알려 드려요.',
  transport: {
    subway: {
      title: '지하철',
      lines: [
        '2호선 성수역 5번 출구로 나와 성수이로를 따라 400m 직진 (도보 약 6분)',
        '수인분당선 서울숲역 4번 출구에서 도보 약 15분',
      ],
    },
    bus: {
      title: '버스',
      lines: [
        '성수역 정류장 하차 후 성수이로 방면으로 도보 약 5분',
        '간선 2224, 지선 2016·2413 (정류장과 노선은 방문 전에 지도 앱으로 확인해 주세요)',
      ],
    },
    parking: {
      title: '주차',
      lines: [
        '전용 주차장이 없어요. 대중교통을 이용해 주세요.',
        '차를 가져오시면 주변 유료 공영주차장을 이용해 주세요.',
        '장애인 차량은 방문 전 고객센터로 연락 주시면 안내해 드려요.',
      ],
    },
  },
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

type Place = { placeName: string; lat: number; lng: number };

const kakaoName = (name: string) => encodeURIComponent(name.replaceAll(',', ' '));

/** Kakao Map's web page with the venue pinned (https://apis.map.kakao.com/web/guide/#bigmapurl). */
export function kakaoMapWebLink(place: Place = venueLocation): string {
  return `https://map.kakao.com/link/map/${kakaoName(place.placeName)},${place.lat},${place.lng}`;
}

/** Kakao Map's web directions to the venue: the fallback when the app is not installed. */
export function kakaoRouteWebLink(place: Place = venueLocation): string {
  return `https://map.kakao.com/link/to/${kakaoName(place.placeName)},${place.lat},${place.lng}`;
}

/**
 * The KakaoMap app's directions by public transport, from where the visitor stands (no `sp`) to
 * the venue: the app's URL scheme `kakaomap://route?ep={lat},{lng}&by=PUBLICTRANSIT`.
 */
export function kakaoRouteAppLink(place: Place = venueLocation): string {
  return `kakaomap://route?ep=${place.lat},${place.lng}&by=PUBLICTRANSIT`;
}
