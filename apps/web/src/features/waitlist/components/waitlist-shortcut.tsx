import { useId } from 'react';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useWaitlist } from '../api/get-waitlist';
import { isOfferOpen, splitPlaces } from '../waitlist-rules';
import { PlaceCard } from './place-card';
import styles from './waitlist.module.css';

/**
 * The history's way to 내 대기 (decision 063), at the top of /res-entry: each open 예약 제안 as a
 * card with its deadline and 예약하기 (it asks for something now), then the link to 내 대기 with
 * how many lines the member is in. Without a list (still loading, or it failed), the link alone.
 */
export function WaitlistShortcut() {
  const offersId = useId();
  const places = useWaitlist();
  const now = useNow();
  const { active } = splitPlaces(places.data?.list ?? []);
  const offers = active.filter((item) => isOfferOpen(item, now));
  return (
    <div className={styles.shortcut}>
      {offers.length > 0 ? (
        <section aria-labelledby={offersId} className={styles.section}>
          <h3 id={offersId} className="sr-only">
            예약 제안
          </h3>
          <ul className={styles.list} aria-labelledby={offersId}>
            {offers.map((item) => (
              <li key={item.waitlistIdx}>
                <PlaceCard item={item} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Link to={paths.waitlist.getHref()} className={styles.shortcutLink}>
        <span className={styles.shortcutText}>
          내 대기
          {places.data && active.length > 0 ? (
            <span className={styles.shortcutCount}>{active.length}개 회차 대기 중</span>
          ) : (
            <span className={styles.shortcutHint}>마감된 회차의 대기 신청 내역</span>
          )}
        </span>
        <ChevronRightIcon size={20} />
      </Link>
    </div>
  );
}
