import type { WaitlistItem } from '@venue/contract';
import { WAITLIST_STATE_LABELS } from '@venue/contract/domain';
import { useId, useState } from 'react';
import { OfferDeadline } from '../../../components/offer-deadline/offer-deadline';
import { ProgramName } from '../../../components/program-card/program-card';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useLeaveWaitlist } from '../api/answer-offer';
import { waitlistPaths } from '../waitlist-paths';
import { isOfferOpen, positionText, sessionWhenText } from '../waitlist-rules';
import { OfferActions } from './offer-actions';
import styles from './waitlist.module.css';

export const LEAVE_CONFIRM_TITLE = '대기를 취소할까요?';
export const LEFT_TOAST = '대기를 취소했어요.';

/** The state's badge; an offer whose deadline passed on this screen reads 제안 만료 at once. */
export function StateBadge({ item, now }: { item: WaitlistItem; now: Date }) {
  const state = item.state === 'OFFERED' && !isOfferOpen(item, now) ? 'EXPIRED' : item.state;
  return (
    <span className={`${styles.badge} ${styles[`badge${state}`] ?? ''}`}>
      {WAITLIST_STATE_LABELS[state]}
    </span>
  );
}

/**
 * One place on 내 대기 (decision 063): the program (its own page, /waitlist/{id}), the session
 * and the party, its state, and what can be done: WAITING its place in line and 대기 취소 (asked
 * first); an open offer its deadline with 예약하기 and 거절; ACCEPTED the booking.
 */
export function PlaceCard({
  item,
  now,
  headingLevel: Heading = 'h4',
  onLeft,
  onDeclined,
}: {
  item: WaitlistItem;
  now: Date;
  headingLevel?: 'h3' | 'h4';
  onLeft?: () => void;
  onDeclined?: () => void;
}) {
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveWaitlist({ onSuccess: onLeft });
  const offer = isOfferOpen(item, now);
  const waiting = item.state === 'WAITING';
  const ended = !offer && !waiting;
  return (
    <article
      className={`${styles.card} ${offer ? styles.offer : ''} ${ended ? styles.ended : ''}`}
      aria-labelledby={nameId}
    >
      <div className={styles.cardHead}>
        <StateBadge item={item} now={now} />
        {waiting && item.position !== null ? (
          <span className={styles.position}>{positionText(item.position)}</span>
        ) : null}
      </div>
      <Heading id={nameId} className={styles.name}>
        <Link to={waitlistPaths.offer.getHref(item.waitlistIdx)}>
          <ProgramName html={item.programName} fallback="제목 없음" />
        </Link>
      </Heading>
      <p className={styles.meta}>
        {sessionWhenText(item)} · {item.personCount}명
      </p>
      {offer ? (
        <>
          {item.offerDeadline ? (
            <OfferDeadline
              deadline={item.offerDeadline}
              now={now}
              action="예약해 주세요"
              className={styles.deadline}
              timeLeftClassName={styles.timeLeft}
            />
          ) : null}
          <OfferActions item={item} onDeclined={onDeclined} />
        </>
      ) : null}
      {waiting ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            block
            disabled={leave.isPending}
            onClick={() => setConfirming(true)}
          >
            대기 취소
          </Button>
        </div>
      ) : null}
      {item.state === 'ACCEPTED' && item.reserveEntryIdx !== null ? (
        <div className={styles.actions}>
          <ButtonLink
            variant="secondary"
            block
            to={paths.resEntryDetail.getHref(item.reserveEntryIdx, 'RESERVATION')}
          >
            예약 내역 보기
          </ButtonLink>
        </div>
      ) : null}
      {waiting ? (
        <LeaveSheet
          item={item}
          open={confirming}
          busy={leave.isPending}
          onClose={() => setConfirming(false)}
          onLeave={() => {
            setConfirming(false);
            leave.mutate(item.waitlistIdx);
          }}
        />
      ) : null}
    </article>
  );
}

/** 대기 취소's confirmation: the place in line is given up (a new 대기 신청 starts at the end). */
export function LeaveSheet({
  item,
  open,
  busy,
  onClose,
  onLeave,
}: {
  item: WaitlistItem;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onLeave: () => void;
}) {
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={LEAVE_CONFIRM_TITLE}
      description={
        <p>
          취소하면 지금 순서
          {item.position !== null ? `(${positionText(item.position)})` : ''}가 사라지고, 다시
          신청하면 맨 뒤에서 기다려요.
        </p>
      }
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" block onClick={onClose}>
            계속 기다리기
          </Button>
          <Button variant="danger" block disabled={busy} onClick={onLeave}>
            대기 취소하기
          </Button>
        </div>
      }
    >
      <p className={styles.name}>
        <ProgramName html={item.programName} fallback="제목 없음" />
      </p>
      <p className={styles.meta}>
        {sessionWhenText(item)} · {item.personCount}명
      </p>
    </BottomSheet>
  );
}
