import type { ZoneListFloor } from '@venue/contract';
import { Link } from 'react-router';
import { ClockIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { formatDuration, totalTourMinutes, tourStops } from '../tour-route';
import styles from './tour.module.css';
import venueStyles from './venue.module.css';

/**
 * The tour tab: a self-guided route through the floors (tour-route.ts), with a suggested time
 * per stop and tips. Each floor's stop lists that floor's zones from GET /api/zone/list as links
 * to their pages; without the list (loading or failed) the route still reads whole.
 */
export function TourPanel({ floors }: { floors: ZoneListFloor[] | undefined }) {
  const total = totalTourMinutes();
  const zoneCount = floors?.reduce((sum, floor) => sum + floor.zoneList.length, 0) ?? 0;
  return (
    <>
      <section className={venueStyles.section} aria-labelledby="tour-title">
        <p className={venueStyles.eyebrow}>SELF-GUIDED TOUR</p>
        <h2 id="tour-title" className={venueStyles.sectionTitle}>
          처음 오셨다면 이 순서로 둘러보세요
        </h2>
        <p className={venueStyles.lead}>
          지하의 무대에서 시작해 루프탑의 하늘까지, 한 층씩 올라가며 시그널 하우스를 가장 알차게
          만나는 길이에요. 마음에 드는 곳에서는 얼마든지 더 머물러도 좋아요.
        </p>
        <dl className={styles.summary}>
          <div>
            <dt>예상 소요 시간</dt>
            <dd>약 {formatDuration(total)}</dd>
          </div>
          <div>
            <dt>둘러보는 층</dt>
            <dd>4개 층</dd>
          </div>
          {zoneCount > 0 ? (
            <div>
              <dt>만나는 공간</dt>
              <dd>{zoneCount}곳</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <ol className={styles.route} aria-label="투어 순서">
        {tourStops.map((stop, index) => {
          const zones = floors?.find((floor) => floor.floorName === stop.floorName)?.zoneList;
          return (
            <li key={stop.label} className={styles.stop}>
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
                  <span className="sr-only">{index === 0 ? '시작: ' : `${index}번째 코스: `}</span>
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
                <ul className={styles.tips}>
                  {stop.tips.map((tip) => (
                    <li key={tip} className={styles.tip}>
                      <span className={styles.tipLabel}>TIP</span>
                      {tip}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ol>

      <section className={styles.before} aria-labelledby="tour-before">
        <h2 id="tour-before" className={styles.beforeTitle}>
          출발 전에 챙기면 좋아요
        </h2>
        <ul className={styles.beforeList}>
          <li>편한 신발: 네 개 층을 오르내리고 루프탑 잔디 위도 걸어요.</li>
          <li>미리 예약: 인기 체험은 방문 전에 프로그램 탭에서 예약해 두세요.</li>
          <li>MY QR: 로그인하면 입구에서 보여 줄 나만의 QR이 준비돼요.</li>
        </ul>
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
