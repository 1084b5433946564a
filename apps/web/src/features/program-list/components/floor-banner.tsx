import type { Floor } from '@venue/contract';
import { useId } from 'react';
import { programNameText } from '../../../components/program-card/program-card';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
// The programs feature owns POST /api/banner/program/list; we use its query file, not internals.
import { useNowPrograms } from '../../programs/api/get-now-programs';
import { isVenueFloor } from '../program-list-query';
import { floorText } from './filter-sheets';
import styles from './program-list.module.css';

/** Spec 001 §2: shown for any floor other than 1–4. */
export const FLOOR_NOT_FOUND_TEXT = '층 정보를 찾을 수 없습니다.';

/**
 * The floor tab's banner block (spec 001 §2: "floors 1 to 4 each show a banner block"). The spec
 * does not show its content; ours names the floor and lists what runs on it today, from POST
 * /api/banner/program/list {floorIdx} (the same call as the in-venue home's Now section), each a
 * link to the program. Any other floor shows 층 정보를 찾을 수 없습니다. instead.
 */
export function FloorBanner({
  floorIdx,
  floors,
}: {
  floorIdx: number;
  floors: readonly Floor[] | undefined;
}) {
  const venueFloor = isVenueFloor(floorIdx);
  const today = useNowPrograms(floorIdx, venueFloor);
  const headingId = useId();
  if (!venueFloor) {
    return (
      <p className={styles.floorMissing} role="status">
        {FLOOR_NOT_FOUND_TEXT}
      </p>
    );
  }
  const programs = today.data ?? [];
  return (
    <section
      className={`${styles.floorBanner} ${styles[`floor${floorIdx}`] ?? ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={styles.floorBannerTitle}>
        {floorText(floorIdx, floors)}
      </h2>
      {today.isPending ? (
        <p className={styles.floorBannerText}>오늘 이 층의 소식을 불러오고 있어요.</p>
      ) : programs.length === 0 ? (
        <p className={styles.floorBannerText}>오늘은 이 층에서 열리는 프로그램이 없어요.</p>
      ) : (
        <>
          <p className={styles.floorBannerText}>오늘 이 층에서 만날 수 있어요.</p>
          <ul className={styles.floorBannerList}>
            {programs.slice(0, 3).map((program) => (
              <li key={program.programIdx}>
                <Link
                  to={paths.program.detail.getHref(program.programIdx)}
                  className={styles.floorBannerLink}
                >
                  {programNameText(program.programName) || '제목 없음'}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
