import type { WaitlistItem } from '@venue/contract';
import { type ReactNode, useId, useState } from 'react';
import {
  deadlineText,
  timeLeftText,
} from '../../../components/offer-deadline/offer-deadline-rules';
import { ProgramName } from '../../../components/program-card/program-card';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { RefreshIcon } from '../../../components/ui/icons';
import { ClockIcon, TicketIcon } from '../../../components/ui/page-icons';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useNow } from '../../../lib/use-now';
import { useHeaderTitle } from '../../../stores/header-store';
import { useLeaveWaitlist } from '../api/answer-offer';
import { useWaitlist } from '../api/get-waitlist';
import { waitlistPaths } from '../waitlist-paths';
import { isOfferOpen, PAST_STATE_TEXT, positionText, sessionWhenText } from '../waitlist-rules';
import { DECLINED_TOAST, OFFER_EXPIRED_TEXT, OfferActions } from './offer-actions';
import { LEFT_TOAST, LeaveSheet, StateBadge } from './place-card';
import styles from './waitlist.module.css';

/**
 * /waitlist/{id} (decision 063), the page the 예약 제안 알림톡's 예약하기 opens: an open offer
 * with its deadline and the time left (in minutes, quietly: no live announcement), 예약하기 (the
 * booking, whose page then says 예약이 완료되었어요) and 거절하기 (asked first). A place still
 * WAITING shows its number in line and 대기 취소; an accepted one its booking; an ended one what
 * became of it. An offer that is gone when answered, or whose deadline passes on screen, says so
 * here. A place that is not the member's (or does not exist) is `notFound`.
 */
export function OfferPage({ waitlistIdx, notFound }: { waitlistIdx: number; notFound: ReactNode }) {
  const places = useWaitlist();
  const item = places.data?.list.find((place) => place.waitlistIdx === waitlistIdx);
  useHeaderTitle(item?.state === 'OFFERED' ? '예약 제안' : '대기 상세');
  if (places.isError) {
    return (
      <ErrorScreen
        icon={<TicketIcon size={44} />}
        title="대기 내역을 불러오지 못했어요."
        description="잠시 후 다시 시도해 주세요."
        actions={
          <Button variant="secondary" onClick={() => places.refetch()}>
            <RefreshIcon size={18} /> 다시 불러오기
          </Button>
        }
      />
    );
  }
  if (places.isPending) {
    return (
      <div className={styles.page} aria-busy="true">
        <span className="sr-only">대기 내역을 불러오는 중이에요.</span>
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (!item) return <>{notFound}</>;
  return <OfferView item={item} />;
}

export function OfferView({ item }: { item: WaitlistItem }) {
  const titleId = useId();
  const now = useNow();
  const { toast, showToast } = useToast(2000);
  // An answer refused because the offer is gone: said here, and the place's new state follows.
  const [gone, setGone] = useState<string | null>(null);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  // The member's own answer ended what was on screen (its buttons are gone): focus the heading.
  const [answered, setAnswered] = useState(false);
  const leave = useLeaveWaitlist({
    onSuccess: () => {
      setAnswered(true);
      showToast(LEFT_TOAST);
    },
  });
  const open = gone === null && isOfferOpen(item, now);
  const expired = gone !== null || item.state === 'EXPIRED' || (item.state === 'OFFERED' && !open);

  const recap = (
    <section className={styles.recap} aria-label="대기 정보">
      <h3 className={styles.recapName}>
        <ProgramName html={item.programName} fallback="제목 없음" />
      </h3>
      <dl className={styles.recapLines}>
        <div className={styles.recapLine}>
          <dt>일시</dt>
          <dd>{sessionWhenText(item)}</dd>
        </div>
        <div className={styles.recapLine}>
          <dt>인원</dt>
          <dd>{item.personCount}명</dd>
        </div>
        {item.state === 'WAITING' && item.position !== null ? (
          <div className={styles.recapLine}>
            <dt>대기 순서</dt>
            <dd>{item.position}번째</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );

  const ways = (
    <div className={styles.actionsStacked}>
      <ButtonLink variant="secondary" block to={waitlistPaths.list.getHref()}>
        내 대기 목록
      </ButtonLink>
    </div>
  );

  if (open && item.offerDeadline) {
    const left = timeLeftText(item.offerDeadline, now);
    return (
      <article className={styles.page} aria-labelledby={titleId}>
        <div className={styles.hero}>
          <span className={styles.eyebrow}>
            <StateBadge item={item} now={now} />
          </span>
          <h2 id={titleId} className={styles.title}>
            기다리시던 자리가 났어요
          </h2>
          <p className={styles.lead}>
            {item.personCount}명 자리를 잡아 두었어요. 마감 전에 예약하기를 눌러 예약을 확정해
            주세요.
          </p>
        </div>
        <section className={styles.deadlineBox} aria-labelledby={`${titleId}-deadline`}>
          <h3 id={`${titleId}-deadline`} className={styles.deadlineLabel}>
            예약 마감
          </h3>
          <p className={styles.deadlineValue}>{deadlineText(item.offerDeadline)}</p>
          {left ? (
            <p className={styles.timeLeftLine}>
              <ClockIcon size={18} aria-hidden="true" />
              {left}
            </p>
          ) : null}
        </section>
        {recap}
        <OfferActions
          item={item}
          stacked
          onGone={(text) => {
            setAnswered(true);
            setGone(text);
          }}
          onDeclined={() => {
            setAnswered(true);
            showToast(DECLINED_TOAST);
          }}
        />
        <p className={styles.note}>
          마감 시각까지 예약하지 않으면 자리가 다음 대기자에게 넘어가요.
        </p>
        {ways}
        {toast}
      </article>
    );
  }

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <div className={styles.hero}>
        <span className={styles.eyebrow}>
          <StateBadge item={item} now={now} />
        </span>
        {/* When it replaces the offer the member was answering, focus moves to it: the buttons
            they pressed are gone. */}
        <FocusHeading id={titleId} focus={answered} className={styles.title}>
          {endTitle(item, expired, gone)}
        </FocusHeading>
        {item.state === 'WAITING' && !expired && item.position !== null ? (
          <p className={styles.bigPosition}>{positionText(item.position)}</p>
        ) : null}
        <p className={styles.lead}>
          {expired
            ? (gone ?? OFFER_EXPIRED_TEXT)
            : item.state === 'WAITING'
              ? '자리가 나면 순서대로 알림톡으로 예약 제안을 보내 드려요. 제안 마감 전에 예약하기를 눌러야 예약이 확정돼요.'
              : PAST_STATE_TEXT[item.state as keyof typeof PAST_STATE_TEXT]}
        </p>
      </div>
      {recap}
      <div className={styles.actionsStacked}>
        {item.state === 'ACCEPTED' && item.reserveEntryIdx !== null ? (
          <ButtonLink block to={paths.resEntryDetail.getHref(item.reserveEntryIdx, 'RESERVATION')}>
            예약 내역 보기
          </ButtonLink>
        ) : null}
        {item.state === 'WAITING' && !expired ? (
          <Button
            variant="secondary"
            block
            disabled={leave.isPending}
            onClick={() => setConfirmingLeave(true)}
          >
            대기 취소
          </Button>
        ) : null}
        {expired ||
        item.state === 'CLOSED' ||
        item.state === 'DECLINED' ||
        item.state === 'LEFT' ? (
          <ButtonLink block to={paths.program.detail.getHref(item.programIdx)}>
            다른 회차 보기
          </ButtonLink>
        ) : null}
      </div>
      {ways}
      {item.state === 'WAITING' ? (
        <LeaveSheet
          item={item}
          open={confirmingLeave}
          busy={leave.isPending}
          onClose={() => setConfirmingLeave(false)}
          onLeave={() => {
            setConfirmingLeave(false);
            leave.mutate(item.waitlistIdx);
          }}
        />
      ) : null}
      {toast}
    </article>
  );
}

/** The heading of a place that is not an open offer. */
export function endTitle(item: WaitlistItem, expired: boolean, gone: string | null): string {
  if (expired) {
    return gone === null || gone === OFFER_EXPIRED_TEXT
      ? '제안 시간이 지났어요'
      : '받을 수 있는 제안이 없어요';
  }
  switch (item.state) {
    case 'WAITING':
      return '대기 중이에요';
    case 'ACCEPTED':
      return '예약이 완료된 자리예요';
    case 'DECLINED':
      return '거절한 예약 제안이에요';
    case 'LEFT':
      return '취소한 대기예요';
    default:
      return '대기가 끝났어요';
  }
}
