import type { DashboardDay } from '@venue/contract';
import { weekdayLabel } from '@venue/contract/domain';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import { staffPaths } from '../../../config/paths';
import { number } from './today-card';
import css from './today-dashboard.module.css';

const dayLabel = (ymd: string) =>
  `${Number(ymd.slice(5, 7))}.${Number(ymd.slice(8, 10))} (${weekdayLabel(ymd)})`;

/**
 * 지난 7일 on 오늘: a small series of the days before and today, the arrivals as
 * bars beside the numbers; 통계 has every figure and the charts.
 */
export function LastSevenDays({ days }: { days: DashboardDay[] }) {
  const most = Math.max(1, ...days.map((day) => day.checkIns));
  return (
    <Card id="today-week" title="지난 7일">
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="sr-only">지난 7일의 예약, 응모, 입장, 불참, 취소</caption>
          <thead>
            <tr>
              <th scope="col">날짜</th>
              <th scope="col">입장</th>
              <th scope="col">예약</th>
              <th scope="col">응모</th>
              <th scope="col">불참</th>
              <th scope="col">취소</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>
                  <span className={css.spark}>
                    <span
                      className={css.sparkBar}
                      style={{ width: `${(day.checkIns / most) * 100}%` }}
                      aria-hidden="true"
                    />
                    <span className={css.sparkValue}>{number(day.checkIns)}명</span>
                  </span>
                </td>
                <td>{number(day.bookings)}</td>
                <td>{number(day.drawEntries)}</td>
                <td>{number(day.noShows)}</td>
                <td>{number(day.cancels)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Link to={staffPaths.stats.getHref()}>통계에서 자세히 보기</Link>
      </p>
    </Card>
  );
}
