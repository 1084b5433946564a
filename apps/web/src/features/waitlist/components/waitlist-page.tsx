import { WAITLIST_MAX_PER_MEMBER } from '@venue/contract/domain';
import { useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ChevronRightIcon, RefreshIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { TicketIcon } from '../../../components/ui/page-icons';
import { PageIntro } from '../../../components/ui/page-intro';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useWaitlist } from '../api/get-waitlist';
import { splitPlaces } from '../waitlist-rules';
import { DECLINED_TOAST } from './offer-actions';
import { LEFT_TOAST, PlaceCard } from './place-card';
import styles from './waitlist.module.css';

export const WAITLIST_EMPTY_TEXT = '대기 중인 회차가 없어요.';

/** "동시에 최대 3개 회차까지 대기할 수 있어요." */
export const limitText = (limit: number) => `동시에 최대 ${limit}개 회차까지 대기할 수 있어요.`;

/**
 * /waitlist, 내 대기 (decision 063): the places still in line first (an open offer on top, with
 * its deadline, 예약하기 and 거절; a WAITING place with its number and 대기 취소), then the ended
 * ones (지난 대기: 예약 완료 with the booking, 제안 거절, 제안 만료, 대기 취소, 대기 종료), and the
 * limit of lines at once.
 */
export function WaitlistPage() {
  const headingId = useId();
  const activeId = useId();
  const pastId = useId();
  const places = useWaitlist();
  const now = useNow();
  const { toast, showToast } = useToast(2000);
  const { active, past } = splitPlaces(places.data?.list ?? []);
  const limit = places.data?.limit ?? WAITLIST_MAX_PER_MEMBER;

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageIntro
        headingId={headingId}
        title="내 대기"
        lead="자리가 나면 순서대로 알림톡으로 예약 제안을 보내 드려요."
      />
      <p className={styles.limit}>
        <span>{limitText(limit)}</span>
        {active.length > 0 ? <strong>지금 {active.length}개 회차 대기 중</strong> : null}
      </p>

      {places.isError ? (
        <div className={styles.empty} role="alert">
          <p>대기 내역을 불러오지 못했어요.</p>
          <Button variant="secondary" onClick={() => places.refetch()}>
            <RefreshIcon size={18} /> 다시 불러오기
          </Button>
        </div>
      ) : places.isPending ? (
        <div className={styles.list} aria-busy="true">
          <span className="sr-only">대기 내역을 불러오는 중이에요.</span>
          <div className={styles.skeleton} />
        </div>
      ) : (
        <>
          <section className={styles.section} aria-labelledby={activeId}>
            <h3 id={activeId} className={styles.sectionTitle}>
              진행 중인 대기
            </h3>
            {active.length === 0 ? (
              <div className={styles.empty}>
                <TicketIcon size={36} className={styles.emptyIcon} />
                <p>{WAITLIST_EMPTY_TEXT}</p>
                <p>마감된 회차에서 대기 신청을 할 수 있어요.</p>
                <ButtonLink variant="secondary" to={paths.program.list.getHref()}>
                  프로그램 둘러보기
                </ButtonLink>
              </div>
            ) : (
              <ul className={styles.list} aria-labelledby={activeId}>
                {active.map((item) => (
                  <li key={item.waitlistIdx}>
                    <PlaceCard
                      item={item}
                      now={now}
                      onLeft={() => showToast(LEFT_TOAST)}
                      onDeclined={() => showToast(DECLINED_TOAST)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {past.length > 0 ? (
            <section className={styles.section} aria-labelledby={pastId}>
              <h3 id={pastId} className={styles.sectionTitle}>
                지난 대기
              </h3>
              <ul className={styles.list} aria-labelledby={pastId}>
                {past.map((item) => (
                  <li key={item.waitlistIdx}>
                    <PlaceCard item={item} now={now} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <Link to={paths.resEntry.getHref()} className={styles.back}>
        예약·응모 내역 보기 <ChevronRightIcon size={16} />
      </Link>
      {toast}
    </section>
  );
}
