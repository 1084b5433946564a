import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { MapIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { useZones } from '../../shell/api/get-zones';
import styles from './home.module.css';

/** Zone images are drawn at 750×500 (server media kind `zone`): the box is reserved. */
const ZONE_IMAGE = { width: 750, height: 500 } as const;

/**
 * The home's Space section (spec 000 §2 Home): every zone of every floor as a card in a freely
 * scrolling row (no snapping, gap 10 — spec 000 §9), each linking to /seongsu/{zoneIdx}, and a
 * More link to the venue page's space tab. GET /api/zone/list is shared with the side menu (one
 * cached load); a failure is only logged (spec 000 §8) and the row says so gently.
 */
export function HomeSpace() {
  const zones = useZones();
  const cards = (zones.data ?? []).flatMap((floor) =>
    floor.zoneList.map((zone) => ({ ...zone, floorName: floor.floorName })),
  );
  const headingId = 'home-space-heading';
  return (
    <section className={`${styles.section} ${styles.rowSection}`} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Space
        </h2>
        <Link to={paths.seongsu.main.getHref('space')} className={styles.more}>
          More
          <span className="sr-only"> 공간 전체 보기</span>
          <ChevronRightIcon size={18} />
        </Link>
      </div>
      <p className={styles.sectionLead}>층마다 다른 이야기가 있는 공간을 둘러보세요.</p>
      {zones.isPending ? (
        <div className={styles.zoneRow} aria-busy="true">
          <span className="sr-only">공간 정보를 불러오는 중이에요.</span>
          {[0, 1, 2].map((key) => (
            <div key={key} className={`${styles.zoneCard} ${styles.zoneSkeleton}`} />
          ))}
        </div>
      ) : cards.length === 0 ? (
        <div className={styles.empty}>
          <MapIcon size={32} className={styles.emptyIcon} />
          <p>공간 소개를 준비하고 있어요. 조금만 기다려 주세요.</p>
        </div>
      ) : (
        <ul className={styles.zoneRow}>
          {cards.map((zone) => (
            <li key={zone.zoneIdx} className={styles.zoneItem}>
              <Link to={paths.seongsu.zone.getHref(zone.zoneIdx)} className={styles.zoneCard}>
                <span className={styles.zoneMedia}>
                  <img
                    src={zone.mainFileContentSavePath}
                    alt=""
                    width={ZONE_IMAGE.width}
                    height={ZONE_IMAGE.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.zoneFloor}>{zone.floorName}</span>
                </span>
                <span className={styles.zoneName}>{zone.zoneName}</span>
                {zone.zoneNameEn && zone.zoneNameEn !== zone.zoneName ? (
                  <span className={styles.zoneNote} lang="en">
                    {zone.zoneNameEn}
                  </span>
                ) : zone.zoneSummary ? (
                  <span className={styles.zoneNote}>{zone.zoneSummary}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
