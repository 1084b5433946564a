import { weekdayLabel, ymdParts } from '@venue/contract/domain';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useUserInfo } from '../../../lib/user-info';
import styles from './res-entry.module.css';

/** `12월 15일 (화)` from a Seoul ISO instant. */
function dayOf(iso: string): string {
  const ymd = iso.slice(0, 10);
  const { month, day } = ymdParts(ymd);
  return `${month}월 ${day}일 (${weekdayLabel(ymd)})`;
}

/**
 * A no-show restriction in force (decision 065): why, until when, and where to ask for a review,
 * before the member tries to book and is refused. Nothing otherwise.
 */
export function RestrictionNotice() {
  const user = useUserInfo();
  const restriction = user.data?.bookingRestriction;
  if (!restriction) return null;
  return (
    <section className={styles.restriction} aria-labelledby="restriction-title">
      <h2 id="restriction-title" className={styles.restrictionTitle}>
        {dayOf(restriction.until)}까지 예약·응모를 할 수 없어요
      </h2>
      <p className={styles.restrictionText}>
        {restriction.reason}로 새 예약과 응모가 잠시 제한되었어요. 이미 한 예약은 그대로예요.
      </p>
      <Link to={paths.inquiry.getHref()} className={styles.restrictionLink}>
        1:1 문의로 이의 신청하기
      </Link>
    </section>
  );
}
