import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { venue } from '../../../config/venue';
import styles from './brand.module.css';
import venueStyles from './venue.module.css';

/** The four floors as the brand tells them (the zone names match the seeded venue). */
export const floorConcepts = [
  {
    floor: 'Rooftop',
    word: 'BREATHE',
    title: '숨을 고르는 층',
    text: '성수의 하늘 아래에서 해 질 녘 라이브를 듣고, 잔디 광장의 마켓을 거닐고, 연결의 100년을 기록한 아카이브와 계절 정원에서 쉬어 가요.',
    zones: 'The Rooftop · The Ground · The Archive · The Garden',
  },
  {
    floor: '2F',
    word: 'CONNECT',
    title: '함께 만드는 층',
    text: '토크와 전시, 팝업이 번갈아 열리는 홀과 AI와 함께 그리고 찍고 작곡하는 스튜디오, 그리고 충전하며 쉬는 라운지가 있어요.',
    zones: 'Flex Hall · The Lounge · AI Circle',
  },
  {
    floor: '1F',
    word: 'LIGHT',
    title: '빛으로 맞이하는 층',
    text: '도시의 소리를 빛으로 바꾼 미디어 아트 홀과 걸음마다 반응하는 빛의 통로. 인포메이션 데스크에서 체크인하고 여정을 시작해요.',
    zones: 'Main Hall · Way To Light',
  },
  {
    floor: 'B1',
    word: 'SOUND',
    title: '소리로 만나는 층',
    text: '매일 공연과 쇼케이스가 열리는 블랙박스 무대, 그리고 이곳에서만 만날 수 있는 한정 굿즈와 커스텀 스튜디오가 있어요.',
    zones: 'The Stage · Goods Zone',
  },
] as const;

const houseRules = [
  {
    title: '천천히, 충분히',
    text: '정해진 관람 순서는 없어요. 마음이 가는 층부터 원하는 만큼 머물러 주세요.',
  },
  {
    title: '모두의 하우스',
    text: '엘리베이터로 모든 층을 오갈 수 있어요. 휠체어와 유모차도 편하게 다닐 수 있도록 통로를 비워 주세요.',
  },
  {
    title: '기록은 가볍게',
    text: '사진은 자유롭게 찍어도 좋아요. 공연 중에는 플래시와 삼각대 사용을 삼가 주세요.',
  },
  {
    title: '좋은 신호만 남기기',
    text: '음식은 라운지와 루프탑에서만 즐겨 주세요. 분리수거함은 층마다 엘리베이터 옆에 있어요.',
  },
] as const;

/**
 * The brand tab (spec 001 §2: "contents not shown", so written here): why the venue exists, the
 * four floors' ideas, and the house rules, with a cross-section of the building drawn in SVG
 * (no image request). Everything is static, so the tab paints at once.
 */
export function BrandPanel() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="brand-title">
        <p className={styles.heroEyebrow}>BRAND STORY</p>
        <h2 id="brand-title" className={styles.heroTitle}>
          연결이 신호가 되는 곳,
          <br />
          {venue.name}
        </h2>
        <BuildingSection />
      </section>

      <section className={venueStyles.section} aria-labelledby="brand-why">
        <p className={venueStyles.eyebrow}>WHY WE ARE HERE</p>
        <h2 id="brand-why" className={venueStyles.sectionTitle}>
          좋은 연결은 늘 일상을 바꿔 왔어요
        </h2>
        <div className={styles.story}>
          <p>
            전화 한 통이 안부가 되고, 메시지 하나가 약속이 되듯 좋은 연결은 언제나 하루를 조금 더
            따뜻하게 만들어 왔어요. 시그널 하우스 성수는 사람과 사람, 사람과 기술이 만나는 그 순간을
            직접 보고, 듣고, 만져 보는 브랜드 하우스예요.
          </p>
          <p>
            공장과 창고가 늘어서 있던 성수동은 이제 새로운 생각이 가장 먼저 도착하는 동네가
            되었어요. 오래된 것과 새로운 것이 자연스럽게 이어지는 이 골목에서, 우리는 연결이 만들어
            내는 작은 신호들을 네 개의 층에 나누어 담았어요.
          </p>
          <p className={styles.quote}>
            구경만 하고 가는 전시장이 아니라, 오늘 나만의 신호를 하나 가지고 돌아가는 곳. 그게
            우리가 이 건물을 연 이유예요.
          </p>
        </div>
      </section>

      <section className={venueStyles.section} aria-labelledby="brand-floors">
        <p className={venueStyles.eyebrow}>FOUR FLOORS</p>
        <h2 id="brand-floors" className={venueStyles.sectionTitle}>
          층마다 다른 감각으로 만나요
        </h2>
        <ol className={styles.floors}>
          {floorConcepts.map((concept) => (
            <li key={concept.floor} className={styles.floorCard}>
              <div className={styles.floorTop}>
                <span className={styles.floorBadge}>{concept.floor}</span>
                <span className={styles.floorWord} lang="en">
                  {concept.word}
                </span>
              </div>
              <h3 className={styles.floorTitle}>{concept.title}</h3>
              <p className={styles.floorText}>{concept.text}</p>
              <p className={styles.floorZones} lang="en">
                {concept.zones}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className={venueStyles.section} aria-labelledby="brand-rules">
        <p className={venueStyles.eyebrow}>HOUSE RULES</p>
        <h2 id="brand-rules" className={venueStyles.sectionTitle}>
          함께 지키는 하우스 약속
        </h2>
        <ol className={styles.rules}>
          {houseRules.map((rule, index) => (
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
 * A cross-section of the building: four floors stacked on the street line, with signal waves
 * rising from the roof. Labels are in the figure's accessible name, not read one by one.
 */
function BuildingSection() {
  const floors = [
    { y: 70, label: 'ROOFTOP', open: true },
    { y: 112, label: '2F' },
    { y: 154, label: '1F' },
    { y: 204, label: 'B1', below: true },
  ];
  return (
    <svg
      className={styles.building}
      viewBox="0 0 320 250"
      role="img"
      aria-label="지하 1층, 1층, 2층, 루프탑의 네 층으로 이루어진 건물 단면과 지붕 위로 퍼지는 신호"
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
      {floors.map((floor) => (
        <g key={floor.label}>
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
      <path d="M16 196h288" stroke="#fff" strokeWidth="2" strokeOpacity="0.85" />
      <text x="260" y="190" fill="#fff" fillOpacity="0.8" fontSize="9" letterSpacing="1">
        STREET
      </text>
    </svg>
  );
}
