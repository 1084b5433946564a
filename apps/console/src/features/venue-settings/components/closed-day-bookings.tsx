import { Link } from 'react-router';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import { staffPaths } from '../../../config/paths';
import { htmlText } from '../../../lib/html-text';
import { useClosedDayBookings } from '../api/get-closed-day-bookings';
import settingsStyles from './venue-settings.module.css';

/**
 * Under the closed days: a closed day takes no new bookings, but those made before
 * it was closed stay. Each instance still holding bookings links to its roster, where each booking
 * is cancelled with the reason the member reads (ops-entries, audited).
 */
export function ClosedDayBookings() {
  const bookings = useClosedDayBookings();
  const list = bookings.data?.list ?? [];
  return (
    <Card id="venue-closed-bookings" title="휴관일에 남은 예약">
      <p className={styles.hint}>
        휴관일에는 새 예약을 받지 않아요. 휴관일로 정하기 전에 들어온 예약은 그대로 남으니, 명단에서
        취소 사유와 함께 하나씩 취소해 주세요. 회원님의 예약 내역에 사유가 보여요.
      </p>
      {bookings.isError ? (
        <p role="alert">휴관일 예약을 불러오지 못했어요.</p>
      ) : bookings.isPending ? null : list.length === 0 ? (
        <p className={styles.hint}>휴관일에 남은 예약이 없어요.</p>
      ) : (
        <ul className={settingsStyles.closedBookings}>
          {list.map((instance) => (
            <li key={instance.programInstanceIdx}>
              <Link
                to={staffPaths.roster.getHref({
                  program: instance.programIdx,
                  date: instance.execDate,
                  instance: instance.programInstanceIdx,
                })}
              >
                {htmlText(instance.programName)} {instance.execDate} {instance.startTime}–
                {instance.endTime} 예약 {instance.entryCount}건 명단에서 취소하기
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
