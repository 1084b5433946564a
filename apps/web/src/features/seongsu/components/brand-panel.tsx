import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useVenueInfo } from '../../../lib/venue-info/get-venue-info';
import { venueIdentity } from '../../../lib/venue-info/venue-identity';
import styles from './brand.module.css';
import venueStyles from './venue.module.css';

/** The brand photo's box (any upload is fitted into it), so it never shifts the page. */
const BRAND_IMAGE = { width: 750, height: 500 } as const;

/**
 * The brand tab (spec 001 §2: "contents not shown"): the venue's own words from its settings
 * (venue settings `brand`): a title before its name, the story, a closing line, a photo
 * (else a cross-section of its floors drawn in SVG), a card per floor and the house rules. Empty
 * parts are left out; a venue without a brand says so neutrally.
 */
export function BrandPanel() {
  const info = useVenueInfo();
  const { name } = venueIdentity(info);
  const brand = info?.brand;
  const hasBrand = Boolean(
    brand &&
      (brand.title ||
        brand.story.length ||
        brand.quote ||
        brand.imagePath ||
        brand.floors.length ||
        brand.rules.length),
  );
  return (
    <>
      <section className={styles.hero} aria-labelledby="brand-title">
        <p className={styles.heroEyebrow}>BRAND STORY</p>
        <h2 id="brand-title" className={styles.heroTitle}>
          {brand?.title ? (
            <>
              {brand.title} <br />
            </>
          ) : null}
          {name}
        </h2>
        {brand?.imagePath ? (
          <img
            className={styles.heroImage}
            src={brand.imagePath}
            alt=""
            width={BRAND_IMAGE.width}
            height={BRAND_IMAGE.height}
            decoding="async"
          />
        ) : brand && brand.floors.length > 0 ? (
          <BuildingSection badges={brand.floors.map((floor) => floor.badge)} />
        ) : null}
        {hasBrand ? null : <p className={styles.heroNote}>아직 소개가 준비되지 않았어요.</p>}
      </section>

      {brand && (brand.story.length > 0 || brand.quote) ? (
        <section className={venueStyles.section} aria-labelledby="brand-why">
          <p className={venueStyles.eyebrow}>OUR STORY</p>
          <h2 id="brand-why" className={venueStyles.sectionTitle}>
            우리가 이곳을 연 이유
          </h2>
          <div className={styles.story}>
            {brand.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {brand.quote ? <p className={styles.quote}>{brand.quote}</p> : null}
          </div>
        </section>
      ) : null}

      {brand && brand.floors.length > 0 ? (
        <section className={venueStyles.section} aria-labelledby="brand-floors">
          <p className={venueStyles.eyebrow}>FLOORS</p>
          <h2 id="brand-floors" className={venueStyles.sectionTitle}>
            층마다 다른 감각으로 만나요
          </h2>
          <ol className={styles.floors}>
            {brand.floors.map((floor) => (
              <li key={`${floor.badge}-${floor.title}`} className={styles.floorCard}>
                <div className={styles.floorTop}>
                  <span className={styles.floorBadge}>{floor.badge}</span>
                  {floor.word ? (
                    <span className={styles.floorWord} lang="en">
                      {floor.word}
                    </span>
                  ) : null}
                </div>
                <h3 className={styles.floorTitle}>{floor.title}</h3>
                {floor.text ? <p className={styles.floorText}>{floor.text}</p> : null}
                {floor.zones ? (
                  <p className={styles.floorZones} lang="en">
                    {floor.zones}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {brand && brand.rules.length > 0 ? (
        <section className={venueStyles.section} aria-labelledby="brand-rules">
          <p className={venueStyles.eyebrow}>HOUSE RULES</p>
          <h2 id="brand-rules" className={venueStyles.sectionTitle}>
            함께 지키는 하우스 약속
          </h2>
          <ol className={styles.rules}>
            {brand.rules.map((rule, index) => (
              <li key={rule.title} className={styles.rule}>
                <span className={styles.ruleNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div>
                  <h3 className={styles.ruleTitle}>{rule.title}</h3>
                  <p className={styles.ruleText}>{rule.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <nav className={styles.next} aria-label="다음으로 볼 안내">
        <Link to={paths.seongsu.main.getHref('space')} className={styles.nextLink}>
          <span>
            <span className={styles.nextEyebrow}>SPACE</span>
            층별 공간 둘러보기
          </span>
          <ChevronRightIcon size={20} />
        </Link>
        <Link to={paths.seongsu.main.getHref('tour')} className={styles.nextLink}>
          <span>
            <span className={styles.nextEyebrow}>TOUR</span>
            추천 투어 코스 보기
          </span>
          <ChevronRightIcon size={20} />
        </Link>
      </nav>
    </>
  );
}

/**
 * A cross-section of the building: the venue's floors stacked as its brand lists them (top
 * first), basements (B1, B2 …) under the street line, with signal waves rising from the roof.
 * Labels are in the figure's accessible name, not read one by one.
 */
function BuildingSection({ badges }: { badges: string[] }) {
  const shown = badges.slice(0, 8);
  const aboveGround = shown.filter((badge) => !/^B\d/i.test(badge)).length;
  const streetY = 70 + aboveGround * 42 - 2;
  const floors = shown.map((badge, index) => {
    const below = index >= aboveGround;
    return {
      y: 70 + index * 42 + (below ? 8 : 0),
      label: badge.toUpperCase(),
      open: index === 0 && /roof|옥상|루프/i.test(badge),
      below,
    };
  });
  const height = 70 + shown.length * 42 + (shown.length > aboveGround ? 8 : 0) + 4;
  return (
    <svg
      className={styles.building}
      viewBox={`0 0 320 ${height}`}
      role="img"
      aria-label={`${shown.join(', ')} 층으로 이루어진 건물 단면`}
    >
      <defs>
        <linearGradient id="brand-floor" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.28" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.08" />
        </linearGradient>
      </defs>
      {/* signal waves */}
      <g fill="none" stroke="#fff" strokeLinecap="round">
        <path d="M136 44a34 34 0 0 1 48 0" strokeOpacity="0.9" strokeWidth="3" />
        <path d="M122 30a54 54 0 0 1 76 0" strokeOpacity="0.55" strokeWidth="3" />
        <path d="M108 16a74 74 0 0 1 104 0" strokeOpacity="0.3" strokeWidth="3" />
      </g>
      <circle cx="160" cy="56" r="5" fill="#7dffb3" />
      {/* roof railing */}
      <path d="M64 70h192" stroke="#fff" strokeOpacity="0.5" strokeDasharray="2 5" />
      {floors.map((floor, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the drawing's floors are its slots in order
        <g key={index}>
          <rect
            x="64"
            y={floor.y}
            width="192"
            height={floor.open ? 36 : 38}
            rx="6"
            fill="url(#brand-floor)"
            stroke="#fff"
            strokeOpacity={floor.below ? 0.35 : 0.6}
            strokeDasharray={floor.open ? '6 4' : undefined}
          />
          <text
            x="78"
            y={floor.y + 24}
            fill="#fff"
            fontSize="12"
            fontWeight="800"
            letterSpacing="1.5"
          >
            {floor.label}
          </text>
          {/* windows */}
          {[0, 1, 2, 3].map((w) => (
            <rect
              key={w}
              x={150 + w * 24}
              y={floor.y + 12}
              width="14"
              height="14"
              rx="3"
              fill="#fff"
              fillOpacity={floor.below ? 0.12 : 0.22 + ((w + floor.y) % 3) * 0.12}
            />
          ))}
        </g>
      ))}
      {/* street line */}
      <path d={`M16 ${streetY}h288`} stroke="#fff" strokeWidth="2" strokeOpacity="0.85" />
      <text x="260" y={streetY - 6} fill="#fff" fillOpacity="0.8" fontSize="9" letterSpacing="1">
        STREET
      </text>
    </svg>
  );
}
