import type { Zone, ZoneListFloor } from '@venue/contract';
import { type ReactNode, useId, useState } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { ButtonLink } from '../../../components/ui/button';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { PinIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { ZONE_IMAGE } from '../zone-image';
import { congestionLabel, zoneStateLabel } from '../zone-labels';
import styles from './space.module.css';
import { ToneBadge } from './tone-badge';
import venueStyles from './venue.module.css';

export const SPACE_EMPTY_TEXT = '소개할 공간을 준비하고 있어요. 조금만 기다려 주세요 :)';

/**
 * The space tab (spec 001 §2): the floor map first (composed by the route, with its `?floor=`),
 * then an accordion per floor of GET /api/zone/list with its congestion, and the floor's zone
 * cards. Each card links to /seongsu/{zoneIdx}; 위치 보기 opens a sheet with the zone's location
 * image and a 상세보기 button to the same page.
 *
 * The floor chosen on the map (or in the link) starts open, else the first floor; any number of
 * floors can be open. Headers are buttons inside headings (the WAI-ARIA accordion pattern), so
 * screen-reader users can jump from floor to floor by heading.
 */
export function SpacePanel({
  floors,
  selectedFloorIdx,
  renderFloorMap,
}: {
  floors: ZoneListFloor[] | undefined;
  selectedFloorIdx: number | null;
  renderFloorMap: (headingId: string) => ReactNode;
}) {
  const mapHeadingId = useId();
  const listHeadingId = useId();
  const [sheetZone, setSheetZone] = useState<Zone | null>(null);

  return (
    <>
      <section className={styles.mapSection} aria-labelledby={mapHeadingId}>
        <h2 id={mapHeadingId} className="sr-only">
          층별 지도
        </h2>
        {renderFloorMap(mapHeadingId)}
      </section>
      <section aria-labelledby={listHeadingId}>
        <div className={venueStyles.section}>
          <p className={venueStyles.eyebrow}>FLOOR GUIDE</p>
          <h2 id={listHeadingId} className={venueStyles.sectionTitle}>
            층마다 다른 이야기를 만나 보세요
          </h2>
          <p className={venueStyles.lead}>
            층을 펼치면 그 층의 공간과 지금의 혼잡도를 볼 수 있어요. 공간을 누르면 자세한 소개로,
            위치 보기를 누르면 층 안에서의 위치로 안내해 드려요.
          </p>
        </div>
        {floors === undefined ? (
          <FloorsSkeleton />
        ) : floors.length === 0 ? (
          <p className={venueStyles.empty}>{SPACE_EMPTY_TEXT}</p>
        ) : (
          <FloorAccordion
            // A new floor from the map (or a new list) starts the accordion over with it open.
            key={selectedFloorIdx ?? 'first'}
            floors={floors}
            initiallyOpen={
              floors.some((floor) => floor.floorIdx === selectedFloorIdx)
                ? selectedFloorIdx
                : (floors[0]?.floorIdx ?? null)
            }
            onShowLocation={setSheetZone}
          />
        )}
      </section>
      <ZoneLocationSheet zone={sheetZone} onClose={() => setSheetZone(null)} />
    </>
  );
}

function FloorAccordion({
  floors,
  initiallyOpen,
  onShowLocation,
}: {
  floors: ZoneListFloor[];
  initiallyOpen: number | null;
  onShowLocation: (zone: Zone) => void;
}) {
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(initiallyOpen === null ? [] : [initiallyOpen]),
  );
  const toggle = (floorIdx: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(floorIdx)) next.delete(floorIdx);
      else next.add(floorIdx);
      return next;
    });

  return (
    <div className={styles.accordion}>
      {floors.map((floor) => (
        <FloorItem
          key={floor.floorIdx}
          floor={floor}
          open={open.has(floor.floorIdx)}
          onToggle={() => toggle(floor.floorIdx)}
          onShowLocation={onShowLocation}
        />
      ))}
    </div>
  );
}

function FloorItem({
  floor,
  open,
  onToggle,
  onShowLocation,
}: {
  floor: ZoneListFloor;
  open: boolean;
  onToggle: () => void;
  onShowLocation: (zone: Zone) => void;
}) {
  const buttonId = useId();
  const regionId = useId();
  const congestion = congestionLabel(floor.congestion);
  return (
    <div className={`${styles.floor} ${open ? styles.floorOpen : ''}`}>
      <h3 className={styles.floorHeading}>
        <button
          type="button"
          id={buttonId}
          className={styles.floorButton}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={onToggle}
        >
          {/* The name is the visible text, with the pauses and the word 혼잡도 a listener needs
              (no aria-label that would differ from what a voice-control user reads). */}
          <span className={styles.floorName}>{floor.floorName}</span>{' '}
          <span className={styles.floorText}>
            <span className={styles.floorLabel}>{floor.floorLabel}</span>
            <span className="sr-only">,</span>{' '}
            <span className={styles.floorMeta}>공간 {floor.zoneList.length}곳</span>
          </span>
          <span className="sr-only">, 혼잡도</span>{' '}
          <ToneBadge tone={congestion.tone}>{congestion.label}</ToneBadge>
          <ChevronRightIcon size={20} className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <section id={regionId} aria-labelledby={buttonId} hidden={!open} className={styles.region}>
        {floor.zoneList.length === 0 ? (
          <p className={styles.noZones}>이 층의 공간은 곧 공개할게요.</p>
        ) : (
          <ul className={styles.zoneList}>
            {floor.zoneList.map((zone) => (
              <li key={zone.zoneIdx}>
                <ZoneCard zone={zone} onShowLocation={() => onShowLocation(zone)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ZoneCard({ zone, onShowLocation }: { zone: Zone; onShowLocation: () => void }) {
  const state = zoneStateLabel(zone.state);
  const showEnglish = zone.zoneNameEn && zone.zoneNameEn !== zone.zoneName;
  return (
    <article className={styles.card}>
      <div className={styles.cardImage}>
        <img
          src={zone.mainFileContentSavePath}
          alt=""
          width={ZONE_IMAGE.width}
          height={ZONE_IMAGE.height}
          loading="lazy"
          decoding="async"
        />
        <ToneBadge tone={state.tone} className={styles.cardState}>
          {state.label}
        </ToneBadge>
      </div>
      <div className={styles.cardBody}>
        <h4 className={styles.cardTitle}>
          {/* The whole card is this link's hit area (::after); 위치 보기 sits above it. */}
          <Link to={paths.seongsu.zone.getHref(zone.zoneIdx)} className={styles.cardLink}>
            {zone.zoneName}
          </Link>
        </h4>
        {showEnglish ? (
          <p className={styles.cardEnglish} lang="en">
            {zone.zoneNameEn}
          </p>
        ) : null}
        <p className={styles.cardSummary}>{zone.zoneSummary}</p>
        <div className={styles.cardActions}>
          <button
            type="button"
            className={styles.locationButton}
            onClick={onShowLocation}
            aria-label={`${zone.zoneName} 위치 보기`}
          >
            <PinIcon size={16} aria-hidden="true" />
            위치 보기
          </button>
          <span className={styles.more} aria-hidden="true">
            자세히
            <ChevronRightIcon size={16} />
          </span>
        </div>
      </div>
    </article>
  );
}

/** The location-image sheet with 상세보기 (spec 001 §2 Venue page, Space tab). */
function ZoneLocationSheet({ zone, onClose }: { zone: Zone | null; onClose: () => void }) {
  return (
    <BottomSheet
      open={zone !== null}
      onClose={onClose}
      title={zone ? `${zone.zoneName} 위치` : ''}
      description={zone?.zoneSummary}
      footer={
        zone ? (
          <ButtonLink to={paths.seongsu.zone.getHref(zone.zoneIdx)} block>
            상세보기
          </ButtonLink>
        ) : null
      }
    >
      {zone ? (
        <img
          className={styles.sheetImage}
          src={zone.locationFileContentSavePath || zone.mainFileContentSavePath}
          alt={
            zone.locationFileContentSavePath
              ? `${zone.zoneName}의 위치를 표시한 층 안내도`
              : zone.zoneName
          }
          width={ZONE_IMAGE.width}
          height={ZONE_IMAGE.height}
          decoding="async"
        />
      ) : null}
    </BottomSheet>
  );
}

function FloorsSkeleton() {
  return (
    <div className={styles.accordion} aria-busy="true">
      <span className="sr-only">공간 정보를 불러오는 중이에요.</span>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={`${venueStyles.skeleton} ${styles.floorSkeleton}`} />
      ))}
    </div>
  );
}
