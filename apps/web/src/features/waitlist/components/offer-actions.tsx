import type { WaitlistItem } from '@venue/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ProgramName } from '../../../components/program-card/program-card';
import type { ArrivalState } from '../../../components/ui/arrival-notice';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { showAlert } from '../../../stores/alert-store';
import { OFFER_GONE_CODES, useAcceptOffer, useDeclineOffer } from '../api/answer-offer';
import { sessionWhenText } from '../waitlist-rules';
import styles from './waitlist.module.css';

/** What the booking's page says on arrival after 예약하기 (components/ui/arrival-notice). */
export const ACCEPTED_NOTICE = '예약이 완료되었어요';
export const OFFER_EXPIRED_TEXT = '제안 시간이 지나 자리가 다음 대기자에게 넘어갔어요.';
export const OFFER_NOT_OPEN_TEXT = '지금 받을 수 있는 예약 제안이 없어요.';
export const DECLINE_CONFIRM_TITLE = '예약 제안을 거절할까요?';
export const DECLINED_TOAST = '예약 제안을 거절했어요.';

/** The sentence for an offer that is gone when answered (expired, or no open offer). */
export function offerGoneText(error: unknown): string | null {
  if (!isApiRequestError(error) || !OFFER_GONE_CODES.has(error.errorCode)) return null;
  return error.errorCode === 'WAITLIST_OFFER_EXPIRED' ? OFFER_EXPIRED_TEXT : OFFER_NOT_OPEN_TEXT;
}

/**
 * 예약하기 and 거절 of an open offer (decision 063). 예약하기 books the held seats at once and opens
 * the booking, which greets the member with 예약이 완료되었어요; 거절 asks first (the seats go to
 * the next member). An offer gone by then (its deadline passed) is said by `onGone`, by default
 * in the alert; the place's new state arrives with the list, fetched again.
 */
export function OfferActions({
  item,
  decline = true,
  stacked = false,
  onGone,
  onDeclined,
}: {
  item: WaitlistItem;
  /** 거절 beside 예약하기 (the history's card has 예약하기 alone) */
  decline?: boolean;
  /** one button under the other, full width (the offer page) */
  stacked?: boolean;
  onGone?: (text: string) => void;
  onDeclined?: () => void;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const gone = (error: unknown) => {
    const text = offerGoneText(error);
    if (!text) return;
    if (onGone) onGone(text);
    else showAlert({ title: text });
  };
  const accept = useAcceptOffer({
    onSuccess: (reserveEntryIdx) =>
      navigate(paths.resEntryDetail.getHref(reserveEntryIdx, 'RESERVATION'), {
        state: { notice: ACCEPTED_NOTICE } satisfies ArrivalState,
      }),
    onError: gone,
  });
  const refuse = useDeclineOffer({ onSuccess: onDeclined, onError: gone });
  const busy = accept.isPending || refuse.isPending;
  return (
    <>
      <div className={stacked ? styles.actionsStacked : styles.actions}>
        <Button block disabled={busy} onClick={() => accept.mutate(item.waitlistIdx)}>
          {accept.isPending ? '예약하는 중이에요' : '예약하기'}
        </Button>
        {decline ? (
          <Button variant="secondary" block disabled={busy} onClick={() => setConfirming(true)}>
            {stacked ? '거절하기' : '거절'}
          </Button>
        ) : null}
      </div>
      {decline ? (
        <BottomSheet
          open={confirming}
          onClose={() => setConfirming(false)}
          title={DECLINE_CONFIRM_TITLE}
          description={
            <p>거절하면 잡아 둔 자리가 다음 대기자에게 넘어가고, 이 회차의 대기도 끝나요.</p>
          }
          footer={
            <div className={styles.actions}>
              <Button variant="secondary" block onClick={() => setConfirming(false)}>
                제안 유지하기
              </Button>
              <Button
                variant="danger"
                block
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  refuse.mutate(item.waitlistIdx);
                }}
              >
                거절하기
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
      ) : null}
    </>
  );
}
