import { useSearchParams } from 'react-router';
import { ProgramCard } from '../../../components/program-card/program-card';
import { useFloors } from '../../floor-map/api/get-floors';
import { FloorMap } from '../../floor-map/components/floor-map';
import { resolveFloorIdx, sortFloors } from '../../floor-map/floor-map-rules';
import { useNowPrograms } from '../../programs/api/get-now-programs';
import { parseFloorQuery } from '../home-floor';
import styles from './home.module.css';
import { ProgramListSkeleton, ProgramsEmpty } from './home-programs';
import venueStyles from './in-venue-home.module.css';

/**
 * The in-venue home's "Now" section (spec 000 §2 Home "After QR authentication", §4 qrAuthYn Y):
 * the floor map with its floor tabs — the one floor selector (no second button and
 * sheet doing the same) — and the programs running on the chosen floor today
 * (POST /api/banner/program/list {floorIdx}). The route puts the promotion carousel and the main
 * banners under it.
 *
 * The floor lives in the URL: `?floor={floorIdx}` selects it; without one the page opens on the
 * floor of the member's last check-in today (getMainTitleInfo `lastCheckInFloorIdx`, passed in by
 * the route as `checkInFloorIdx`), where the visitor is; an unknown or malformed value, or no
 * check-in floor, falls back to floor 2, else the first floor (`resolveFloorIdx`). A tab replaces
 * the query, keeping its other parameters.
 *
 * Only checked-in visitors see this, so the route loads it lazily: this module (and the map it
 * mounts) stays out of everyone else's first visit. It composes the floor-map and programs
 * features as a route module would; it lives here only so that it can be its own chunk.
 */
export function InVenueHome({ checkInFloorIdx = null }: { checkInFloorIdx?: number | null }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const floors = useFloors();
  const floorList = sortFloors(floors.data ?? []);
  const requested = parseFloorQuery(searchParams.get('floor'));
  const known = (idx: number | null) => floorList.some((f) => f.floorIdx === idx);
  const floorIdx = resolveFloorIdx(floorList, known(requested) ? requested : checkInFloorIdx);
  const floor = floorList.find((f) => f.floorIdx === floorIdx);
  // Without floors (none, or their load failed silently) the section lists every floor's programs.
  const programs = useNowPrograms(floorIdx ?? undefined, !floors.isPending);

  const selectFloor = (next: number) => {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        updated.set('floor', String(next));
        return updated;
      },
      { replace: true },
    );
  };

  const headingId = 'home-now-heading';
  const list = programs.isError ? [] : (programs.data ?? []);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Now
        </h2>
      </div>
      <p className={styles.sectionLead}>
        {floor
          ? `${floor.floorLabel}에서 오늘 만날 수 있는 이야기예요.`
          : '지금 계신 곳에서 만날 수 있는 이야기예요.'}
      </p>
      <div className={venueStyles.map}>
        {/* The one floor selector: its tabs are named 층 선택 (no headingId). */}
        <FloorMap floorIdx={floorIdx} onFloorChange={selectFloor} />
      </div>
      <h3 className={venueStyles.listTitle}>
        {floor ? `${floor.floorName} 오늘의 프로그램` : '오늘의 프로그램'}
      </h3>
      <div className={styles.programs} aria-busy={programs.isPending}>
        {programs.isPending ? (
          <ProgramListSkeleton count={2} />
        ) : list.length === 0 ? (
          <ProgramsEmpty />
        ) : (
          <ul className={styles.programList}>
            {list.map((program) => (
              <li key={program.programIdx}>
                <ProgramCard program={program} headingLevel="h4" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
