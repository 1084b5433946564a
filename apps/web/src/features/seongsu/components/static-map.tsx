import { venueLocation } from '../venue-location';
import styles from './location.module.css';

/**
 * The map the app draws itself when no Kakao Maps key is configured (and while or if the SDK
 * fails to load): a schematic of the blocks around 성수이로 with 2호선 성수역, its exit 5, the
 * walk down 성수이로 and the venue's pin. Not to scale for every street, but the walk is: 400 m
 * from the exit to the door is 120 px, as the scale bar says (100 m = 30 px).
 */
export function StaticMap() {
  const { station } = venueLocation;
  return (
    <svg
      className={styles.staticMap}
      viewBox="0 0 360 240"
      role="img"
      aria-label={`${venueLocation.placeName} 약도: ${station.line} ${station.name} ${station.exit}에서 성수이로를 따라 ${station.distance}, ${station.walk} 거리예요.`}
    >
      <rect width="360" height="240" fill="#eef0f4" />
      {/* Seoul Forest side (west) */}
      <path d="M0 150h58a8 8 0 0 1 8 8v82H0z" fill="#d9efd9" />
      <text x="10" y="226" className={styles.mapMinor} fill="#2f6b3a">
        서울숲 방면
      </text>
      {/* blocks */}
      <g fill="#fff">
        <rect x="8" y="78" width="58" height="56" rx="6" />
        <rect x="96" y="78" width="100" height="56" rx="6" />
        <rect x="238" y="78" width="114" height="56" rx="6" />
        <rect x="96" y="158" width="100" height="82" rx="6" />
        <rect x="238" y="158" width="114" height="82" rx="6" />
        <rect x="8" y="0" width="58" height="38" rx="6" />
        <rect x="96" y="0" width="100" height="38" rx="6" />
        <rect x="238" y="0" width="114" height="38" rx="6" />
      </g>
      {/* roads */}
      <g fill="#fdfdfe" stroke="#d5d9e1">
        <rect x="-2" y="40" width="364" height="36" />
        <rect x="-2" y="136" width="364" height="20" />
        <rect x="68" y="-2" width="26" height="244" />
        <rect x="198" y="-2" width="38" height="244" />
      </g>
      {/* 2호선 on its viaduct along 아차산로 */}
      <path d="M0 58h360" stroke="#00a84d" strokeWidth="4" strokeOpacity="0.85" />
      <path d="M0 58h360" stroke="#fff" strokeWidth="1" strokeDasharray="6 6" />
      {/* station */}
      <g>
        <rect x="170" y="46" width="94" height="24" rx="12" fill="#00a84d" />
        <text x="217" y="62.5" textAnchor="middle" className={styles.mapStation} fill="#fff">
          {station.name} 2호선
        </text>
      </g>
      {/* road names */}
      <text x="104" y="72" className={styles.mapRoad}>
        아차산로
      </text>
      <text x="250" y="150" className={styles.mapRoad}>
        연무장길
      </text>
      <text x="0" y="0" className={styles.mapRoad} transform="translate(85 124) rotate(-90)">
        성수일로
      </text>
      <text x="0" y="0" className={styles.mapRoad} transform="translate(212 232) rotate(-90)">
        성수이로
      </text>
      {/* the walk: exit 5 → venue, 400 m = 120 px */}
      <path
        d="M228 82V196"
        stroke="#4b32e6"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="1 7"
        fill="none"
      />
      <g>
        <circle cx="228" cy="80" r="9" fill="#fff" stroke="#00a84d" strokeWidth="2.5" />
        <text x="228" y="84" textAnchor="middle" className={styles.mapExit} fill="#00803a">
          5
        </text>
      </g>
      <g>
        <rect x="240" y="98" width="76" height="22" rx="11" fill="#17191f" />
        <text x="278" y="113" textAnchor="middle" className={styles.mapWalk} fill="#fff">
          도보 6분 · 400m
        </text>
      </g>
      {/* venue pin */}
      <g>
        <ellipse cx="228" cy="204" rx="9" ry="3" fill="#17191f" fillOpacity="0.18" />
        <path
          d="M228 204c-9-10-14-17-14-24a14 14 0 0 1 28 0c0 7-5 14-14 24z"
          fill="#4b32e6"
          stroke="#fff"
          strokeWidth="2"
        />
        <circle cx="228" cy="180" r="5" fill="#fff" />
        <rect x="246" y="170" width="104" height="26" rx="8" fill="#fff" stroke="#4b32e6" />
        <text x="298" y="187.5" textAnchor="middle" className={styles.mapVenue} fill="#3a22c9">
          {venueLocation.placeName}
        </text>
      </g>
      {/* north arrow and scale */}
      <g transform="translate(338 16)">
        <path d="M0 -9l6 14-6-4-6 4z" fill="#17191f" />
        <text x="0" y="17" textAnchor="middle" className={styles.mapMinor} fill="#17191f">
          N
        </text>
      </g>
      <g transform="translate(108 226)">
        <path d="M0 0h30" stroke="#17191f" strokeWidth="2" />
        <path d="M0 -4v4M30 -4v4" stroke="#17191f" strokeWidth="2" />
        <text x="36" y="4" className={styles.mapMinor} fill="#17191f">
          100m
        </text>
      </g>
    </svg>
  );
}
