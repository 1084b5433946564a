import type { TourDetail, ZoneListFloor } from '@venue/contract';
import { HtmlContent } from '../../../components/ui/html-content';
import { Link } from '../../../components/ui/link';
import { ClockIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { useTour } from '../api/get-tour';
import { formatDuration, totalTourMinutes, tourFloorCount } from '../tour-route';
import styles from './tour.module.css';
import venueStyles from './venue.module.css';

export const TOUR_NOT_PUBLISHED_TEXT =
  '지금은 준비된 투어 코스가 없어요. 층별 공간 안내를 먼저 둘러보세요.';
export const TOUR_LOAD_FAILED_TEXT = '투어 코스를 불러오지 못했어요. 잠시 후 다시 확인해 주세요.';

/** The cover's fixed box (contract api/tour.ts savePath: 750×400), so it never shifts the page. */
const TOUR_COVER = { width: 750, height: 400 } as const;

/**
 * The tour tab: the published self-guided tour from POST /api/tour/detail (CMS content, seeded
 * in the server's seed/tour.ts): title, editor-HTML introduction, a suggested time per stop and
 * tips, and a "before you go" checklist. Each stop on a floor lists that floor's zones from GET
 * /api/zone/list (by floorIdx) as links; without the zone list (loading or failed) the route
 * still reads whole. While the tour loads, a skeleton holds the space; if none is published (404)
 * or the call fails, a polite empty state points to the space tab. Failures never alert.
 */
export function TourPanel({ floors }: { floors: ZoneListFloor[] | undefined }) {
  const tour = useTour();
  if (tour.isPending) return <TourSkeleton />;
  if (tour.isError) {
    return tour.error.resultCode === 404 ? (
      <TourUnavailable text={TOUR_NOT_PUBLISHED_TEXT} />
    ) : (
      <TourUnavailable text={TOUR_LOAD_FAILED_TEXT} onRetry={() => tour.refetch()} />
    );
  }
  return <TourCourse tour={tour.data} floors={floors} />;
}

function TourCourse({ tour, floors }: { tour: TourDetail; floors: ZoneListFloor[] | undefined }) {
  const stops = tour.stopList;
  const total = totalTourMinutes(stops);
  const floorCount = tourFloorCount(stops);
  const zonesOf = (floorIdx: number | null) =>
    floorIdx === null ? undefined : floors?.find((floor) => floor.floorIdx === floorIdx)?.zoneList;
  const tourFloorIdxs = new Set(stops.map((stop) => stop.floorIdx));
  const zoneCount =
    floors
      ?.filter((floor) => tourFloorIdxs.has(floor.floorIdx))
      .reduce((sum, floor) => sum + floor.zoneList.length, 0) ?? 0;

  return (
    <>
      <section className={venueStyles.section} aria-labelledby="tour-title">
        {tour.savePath ? (
          <img
            className={styles.cover}
            src={tour.savePath}
            alt=""
            width={TOUR_COVER.width}
            height={TOUR_COVER.height}
            decoding="async"
          />
        ) : null}
        <p className={venueStyles.eyebrow}>SELF-GUIDED TOUR</p>
        <h2 id="tour-title" className={venueStyles.sectionTitle}>
          {tour.tourTitle}
        </h2>
        {tour.tourIntro ? <HtmlContent html={tour.tourIntro} className={styles.intro} /> : null}
        {stops.length > 0 ? (
          <dl className={styles.summary}>
            <div>
              <dt>예상 소요 시간</dt>
              <dd>약 {formatDuration(total)}</dd>
            </div>
            {floorCount > 0 ? (
              <div>
                <dt>둘러보는 층</dt>
                <dd>{floorCount}개 층</dd>
              </div>
            ) : null}
            {zoneCount > 0 ? (
              <div>
                <dt>만나는 공간</dt>
                <dd>{zoneCount}곳</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </section>

      {stops.length > 0 ? (
        <ol className={styles.route} aria-label="투어 순서">
          {stops.map((stop, index) => {
            const zones = zonesOf(stop.floorIdx);
            return (
              <li key={stop.tourStopIdx} className={styles.stop}>
                <div className={styles.marker} aria-hidden="true">
                  <span className={styles.markerDot}>{index === 0 ? '✓' : index}</span>
                </div>
                <div className={styles.stopBody}>
                  <p className={styles.stopMeta}>
                    <span className={styles.stopFloor}>{stop.label}</span>
                    <span className={styles.stopTime}>
                      <ClockIcon size={14} />
                      {stop.minutes}분
                    </span>
                  </p>
                  <h3 className={styles.stopTitle}>
                    <span className="sr-only">
                      {index === 0 ? '시작: ' : `${index}번째 코스: `}
                    </span>
                    {stop.title}
                  </h3>
                  <p className={styles.stopText}>{stop.text}</p>
                  {zones && zones.length > 0 ? (
                    <ul className={styles.zones} aria-label={`${stop.label}의 공간`}>
                      {zones.map((zone) => (
                        <li key={zone.zoneIdx}>
                          <Link
                            to={paths.seongsu.zone.getHref(zone.zoneIdx)}
                            className={styles.zoneLink}
                          >
                            {zone.zoneName}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {stop.tips.length > 0 ? (
                    <ul className={styles.tips}>
                      {stop.tips.map((tip) => (
                        <li key={tip} className={styles.tip}>
                          <span className={styles.tipLabel}>TIP</span>
                          {tip}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}

      <section className={styles.before} aria-labelledby="tour-before">
        <h2 id="tour-before" className={styles.beforeTitle}>
          출발 전에 챙기면 좋아요
        </h2>
        {tour.checklist.length > 0 ? (
          <ul className={styles.beforeList}>
            {tour.checklist.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.beforeLinks}>
          <Link to={paths.program.list.getHref()} className={styles.beforeLink}>
            오늘의 프로그램 보기
          </Link>
          <Link to={paths.seongsu.main.getHref('location')} className={styles.beforeLink}>
            오시는 길 보기
          </Link>
        </div>
      </section>
    </>
  );
}

/** Holds about the height of the course's first screen while it loads, so nothing jumps. */
function TourSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">투어 코스를 불러오는 중이에요.</span>
      <div className={venueStyles.section}>
        <p className={venueStyles.eyebrow} aria-hidden="true">
          SELF-GUIDED TOUR
        </p>
        <div className={`${venueStyles.skeleton} ${styles.skeletonTitle}`} />
        <div className={`${venueStyles.skeleton} ${styles.skeletonLead}`} />
        <div className={styles.skeletonFacts}>
          {[0, 1, 2].map((index) => (
            <div key={index} className={`${venueStyles.skeleton} ${styles.skeletonFact}`} />
          ))}
        </div>
      </div>
      <div className={styles.route}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.stop}>
            <div className={`${venueStyles.skeleton} ${styles.skeletonDot}`} />
            <div className={`${venueStyles.skeleton} ${styles.skeletonStop}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

function TourUnavailable({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <section className={venueStyles.section} aria-labelledby="tour-title">
      <p className={venueStyles.eyebrow}>SELF-GUIDED TOUR</p>
      <h2 id="tour-title" className={venueStyles.sectionTitle}>
        투어 코스
      </h2>
      <div className={styles.unavailable}>
        <p>{text}</p>
        <div className={styles.unavailableActions}>
          {onRetry ? (
            <button type="button" className={styles.unavailableAction} onClick={onRetry}>
              다시 불러오기
            </button>
          ) : null}
          <Link to={paths.seongsu.main.getHref('space')} className={styles.unavailableAction}>
            층별 공간 둘러보기
          </Link>
        </div>
      </div>
    </section>
  );
}
