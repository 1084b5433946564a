import type { ReserveEntryDetailWithCalendar } from '@venue/contract';
import { DRAW_OFFER_STATE_LABELS } from '@venue/contract/domain';
import { useId, useState } from 'react';
import { OfferDeadline } from '../../../components/offer-deadline/offer-deadline';
import { ProgramName } from '../../../components/program-card/program-card';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { FocusHeading } from '../../../components/ui/focus-heading';
import { useNow } from '../../../lib/use-now';
import { drawOfferGone, useAcceptDrawOffer, useDeclineDrawOffer } from '../api/answer-draw-offer';
import { drawOfferView } from '../draw-offer-rules';
import styles from './res-entry.module.css';
import { entryPlaceText, entryWhenText } from './res-entry-list';

export const DRAW_OFFER_TITLE = '당첨 기회가 생겼어요';
export const DRAW_DECLINE_CONFIRM_TITLE = '다음 순번에게 당첨 기회를 넘길까요?';
export const DRAW_ACCEPTED_TITLE = '당첨을 받았어요';
export const DRAW_ACCEPTED_NOTICE = '당첨을 받았어요. 방문 일정을 확인해 주세요.';
export const DRAW_DECLINED_TITLE = '당첨 기회를 양보했어요';
export const DRAW_DECLINED_NOTICE = '다음 순번에게 넘겼어요.';
export const DRAW_EXPIRED_TITLE = '당첨 기회의 마감 시각이 지났어요';
export const DRAW_NOT_OPEN_TITLE = '받을 수 있는 당첨 기회가 없어요';

/** An answer refused because the offer was gone: its code and the server's sentence. */
type Gone = { code: string; message: string };
/** What the member did on this screen; their own answer moves focus to what replaced it. */
type Answer = 'accepted' | 'declined' | 'gone';

/**
 * A cancelled win offered to this entry, the next candidate in the draw record's order
 * (decision 066), at the top of the entry's page: the 알림톡 당첨 기회 제안's 당첨 받기 opens it. While open:
 * the session, the deadline with the minutes left (quietly, as the waiting list's 예약 제안), 당첨
 * 받기 (the entry becomes WIN at once, with its calendar links) and 양보하기 (asked first: it
 * cannot be undone). After the window, or when the member gave it on, it says so without buttons.
 * An answer refused because the offer is gone is said here with the server's sentence. After the
 * member's own answer focus moves to the panel's new heading and `announce` says what happened.
 */
export function DrawOfferPanel({
  entry,
  announce,
}: {
  entry: ReserveEntryDetailWithCalendar;
  announce: (text: string) => void;
}) {
  // Most entries were never offered a win: no clock and no answers for them.
  if (!entry.drawOffer) return null;
  return <DrawOffer entry={entry} announce={announce} />;
}

function DrawOffer({
  entry,
  announce,
}: {
  entry: ReserveEntryDetailWithCalendar;
  announce: (text: string) => void;
}) {
  const titleId = useId();
  const now = useNow();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [gone, setGone] = useState<Gone | null>(null);
  const [confirming, setConfirming] = useState(false);
  const onError = (error: unknown) => {
    const refusal = drawOfferGone(error);
    if (!refusal) return;
    setGone({ code: refusal.errorCode, message: refusal.message });
    setAnswer('gone');
  };
  const accept = useAcceptDrawOffer({
    onSuccess: () => {
      setAnswer('accepted');
      announce(DRAW_ACCEPTED_NOTICE);
    },
    onError,
  });
  const decline = useDeclineDrawOffer({
    onSuccess: () => {
      setAnswer('declined');
      announce(DRAW_DECLINED_NOTICE);
    },
    onError,
  });
  const busy = accept.isPending || decline.isPending;

  // This screen's own answer stands for the offer even before the server's entry says so.
  const view =
    answer === 'accepted'
      ? 'accepted'
      : answer === 'declined'
        ? 'declined'
        : drawOfferView(entry, now);
  if (view === null) return null;
  // Taken on another screen: the entry's 당첨 says it; the panel only answers this screen's 당첨 받기.
  if (view === 'accepted' && answer === null) return null;

  const when = entryWhenText(entry);
  const place = entryPlaceText(entry);

  if (view === 'open' && gone === null && entry.drawOffer?.deadline) {
    return (
      <section className={styles.offerPanel} aria-labelledby={titleId}>
        <span className={styles.offerBadge}>{DRAW_OFFER_STATE_LABELS.OFFERED}</span>
        <h2 id={titleId} className={styles.offerTitle}>
          {DRAW_OFFER_TITLE}
        </h2>
        <p className={styles.offerLead}>당첨이 취소된 자리가 다음 순번인 회원님께 왔어요.</p>
        <dl className={styles.offerSession}>
          {when ? (
            <div className={styles.offerSessionLine}>
              <dt>일시</dt>
              <dd>{when}</dd>
            </div>
          ) : null}
          {place ? (
            <div className={styles.offerSessionLine}>
              <dt>장소</dt>
              <dd>{place}</dd>
            </div>
          ) : null}
          <div className={styles.offerSessionLine}>
            <dt>인원</dt>
            <dd>{entry.participantCnt}명</dd>
          </div>
        </dl>
        <OfferDeadline
          deadline={entry.drawOffer.deadline}
          now={now}
          action="받아 주세요"
          className={styles.offerDeadlineBox}
          timeLeftClassName={styles.offerTimeLeft}
        />
        <div className={styles.offerActions}>
          <Button block disabled={busy} onClick={() => accept.mutate(entry.reserveEntryIdx)}>
            {accept.isPending ? '당첨을 받는 중이에요' : '당첨 받기'}
          </Button>
          <Button variant="secondary" block disabled={busy} onClick={() => setConfirming(true)}>
            {decline.isPending ? '넘기는 중이에요' : '양보하기'}
          </Button>
        </div>
        <p className={styles.offerNote}>
          마감 시각까지 받지 않으면 당첨 기회가 다음 순번에게 넘어가요.
        </p>
        <BottomSheet
          open={confirming}
          onClose={() => setConfirming(false)}
          title={DRAW_DECLINE_CONFIRM_TITLE}
          description={<p>되돌릴 수 없어요. 이 응모는 미당첨으로 남아요.</p>}
          footer={
            <div className={styles.confirmButtons}>
              <Button variant="secondary" block onClick={() => setConfirming(false)}>
                돌아가기
              </Button>
              <Button
                variant="danger"
                block
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  decline.mutate(entry.reserveEntryIdx);
                }}
              >
                넘기기
              </Button>
            </div>
          }
        >
          <p className={styles.confirmProgram}>
            <ProgramName html={entry.programName} fallback="제목 없음" />
            {when ? <span className={styles.meta}>{when}</span> : null}
          </p>
        </BottomSheet>
      </section>
    );
  }

  // A refusal of this screen's answer speaks for the offer until the server says it was taken or
  // given on (e.g. on another phone).
  const shownGone = gone !== null && (view === 'open' || view === 'expired') ? gone : null;
  const { title, text } = shownGone
    ? {
        title: shownGone.code === 'DRAW_OFFER_EXPIRED' ? DRAW_EXPIRED_TITLE : DRAW_NOT_OPEN_TITLE,
        text: shownGone.message,
      }
    : view === 'accepted'
      ? {
          title: DRAW_ACCEPTED_TITLE,
          text: '당첨이 확정되었어요. 아래 일시와 장소를 확인해 주세요.',
        }
      : view === 'declined'
        ? { title: DRAW_DECLINED_TITLE, text: DRAW_DECLINED_NOTICE }
        : { title: DRAW_EXPIRED_TITLE, text: '당첨 기회가 다음 순번에게 넘어갔어요.' };
  const state = view === 'accepted' ? 'ACCEPTED' : view === 'declined' ? 'DECLINED' : 'EXPIRED';
  return (
    <section
      className={`${styles.offerPanel} ${view === 'accepted' ? styles.offerWon : styles.offerEnded}`}
      aria-labelledby={titleId}
    >
      <span className={styles.offerBadge}>{DRAW_OFFER_STATE_LABELS[state]}</span>
      <FocusHeading id={titleId} focus={answer !== null} className={styles.offerTitle}>
        {title}
      </FocusHeading>
      <p className={styles.offerLead}>{text}</p>
    </section>
  );
}
