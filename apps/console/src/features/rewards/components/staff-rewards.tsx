import { useQueryClient } from '@tanstack/react-query';
import type { MemberReward, StaffFrequencyMember } from '@venue/contract';
import { quotedWithParticle } from '@venue/contract/domain';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import styles from '../../../components/console.module.css';
import { PageHeader } from '../../../components/page-header';
import { type CameraEnvironment, CameraScanner } from '../../../components/qr-input/camera-scanner';
import { ManualEntry } from '../../../components/qr-input/manual-entry';
import { unreadableQrMessage, useQrReader } from '../../../components/qr-input/use-qr-reader';
import { type ApiRequestError, isPageRefusal } from '../../../lib/api-client';
import { useClaimReward } from '../api/claim-reward';
import { deskMemberKey, deskMemberQueryOptions, useDeskMember } from '../api/get-desk-member';
import { deskRewardState, handedOutMessage, remainingText } from '../reward-desk-labels';
import deskStyles from './staff-rewards.module.css';

/** A refusal in the server's words (a field's own message for VALIDATION_FAILED). */
function refusalText(error: ApiRequestError): string {
  return error.fields?.[0]?.message ?? error.message;
}

/**
 * /staff/rewards, the Draw Tour reward desk (decision 022): staff scan the member's My QR (or type
 * its entry code) and see that member's board of the live season — the masked name, 도장 n / goal
 * and each reward: handed out (with when), 지급하기 when unlocked, or how many stamps are
 * missing. A limited reward (선착순) also shows 남은 n개, and 소진 with no button once none are
 * left. 지급하기 asks first, naming the reward and the member, then POST
 * /api/staff/frequency/claim; the answer is the new board. 다른 회원 goes back to scanning.
 *
 * The QR text or code read is kept only in this component (and as the board's query key while the
 * board is open): every call sends it again, so the server checks today's pass each time.
 */
export function StaffRewards({
  cameraEnvironment,
  now = () => new Date(),
}: {
  /** the camera's browser parts, for tests */
  cameraEnvironment?: () => CameraEnvironment;
  now?: () => Date;
}) {
  const queryClient = useQueryClient();
  const [qrValue, setQrValue] = useState<string | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const board = useDeskMember(qrValue);

  /** Looks the member up; answers whether the board opened (the entry field then empties). */
  const lookUp = async (value: string): Promise<boolean> => {
    try {
      // Always fresh: the same member may have earned a stamp since the last look.
      await queryClient.fetchQuery({ ...deskMemberQueryOptions(value), staleTime: 0 });
      setLookupError(null);
      setQrValue(value);
      return true;
    } catch (error) {
      if (isPageRefusal(error)) {
        setLookupError(refusalText(error));
      }
      return false;
    }
  };
  const { busy, onDecode, onManual, resetGate } = useQrReader({
    submit: lookUp,
    onUnreadable: () => setLookupError(unreadableQrMessage),
    now,
  });

  // The member's board (and the code in its key) is forgotten as soon as staff move on: 다른 회원
  // or leaving the page.
  useEffect(() => {
    if (qrValue === null) return;
    return () => queryClient.removeQueries({ queryKey: deskMemberKey(qrValue) });
  }, [qrValue, queryClient]);

  const nextMember = () => {
    resetGate();
    setLookupError(null);
    setQrValue(null);
  };

  // The control that had focus goes away when the board opens or closes: move focus to where
  // the work continues (the member's name, or the entry-code field for the next member).
  const memberHeadingRef = useRef<HTMLHeadingElement>(null);
  const boardOpen = qrValue !== null;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (boardOpen) memberHeadingRef.current?.focus();
    else document.getElementById('staff-entry-code')?.focus();
  }, [boardOpen]);

  return (
    <div className={styles.page}>
      <PageHeader title="드로우 투어 리워드" />
      {qrValue === null ? (
        <>
          <Card id="staff-rewards-intro" title="회원 확인">
            <p className={styles.hint}>
              회원님의 My QR을 스캔하거나 QR 아래의 입장 코드를 입력하면 이번 시즌 도장과 리워드가
              나와요.
            </p>
            {lookupError ? (
              <div role="alert" className={`${styles.result} ${styles.danger}`} data-tone="danger">
                <p className={styles.resultName}>회원을 확인하지 못했어요</p>
                <p>{lookupError}</p>
              </div>
            ) : null}
          </Card>
          <CameraScanner onDecode={onDecode} environment={cameraEnvironment} />
          <ManualEntry onSubmit={onManual} busy={busy} />
        </>
      ) : board.data ? (
        <MemberBoard
          qrValue={qrValue}
          board={board.data}
          headingRef={memberHeadingRef}
          onNextMember={nextMember}
        />
      ) : (
        <div className={styles.card} aria-busy="true">
          <p className={styles.empty}>불러오는 중이에요…</p>
        </div>
      )}
    </div>
  );
}

/** The member's board with the handout buttons, its confirmation and the handout's messages. */
function MemberBoard({
  qrValue,
  board,
  headingRef,
  onNextMember,
}: {
  qrValue: string;
  board: StaffFrequencyMember;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onNextMember: () => void;
}) {
  const claim = useClaimReward();
  const [confirming, setConfirming] = useState<MemberReward | null>(null);
  const [status, setStatus] = useState('');
  const [claimError, setClaimError] = useState<string | null>(null);
  const refocus = useRef(false);
  const headingId = useId();

  // After a handout its button is gone (replaced by 지급 완료): focus would fall to the page.
  useEffect(() => {
    if (!refocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) {
      refocus.current = false;
      headingRef.current?.focus();
    }
  });

  const handOut = (reward: MemberReward) => {
    setConfirming(null);
    setStatus('');
    setClaimError(null);
    claim.mutate(
      { qrValue, rewardIdx: reward.rewardIdx },
      {
        onSuccess: () => setStatus(handedOutMessage(reward.title)),
        onError: (error) => {
          if (!isPageRefusal(error)) return;
          setClaimError(refusalText(error));
        },
        onSettled: () => {
          refocus.current = true;
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={deskStyles.member}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={deskStyles.memberName}>
          {board.memberName} 님
        </h2>
        <p className={deskStyles.season}>{board.season.title}</p>
        <p className={deskStyles.stamps}>
          도장 <strong>{board.stampCnt}</strong> / {board.season.stampGoal}
        </p>
      </div>
      <p role="status" aria-live="polite" className={deskStyles.status}>
        {status}
      </p>
      {claimError ? (
        <p role="alert" className={styles.formError}>
          {claimError}
        </p>
      ) : null}
      {board.rewardList.length === 0 ? (
        <p className={styles.empty}>이번 시즌에는 리워드가 없어요.</p>
      ) : (
        <ul className={deskStyles.rewards} aria-label="리워드">
          {board.rewardList.map((reward) => (
            <RewardRow
              key={reward.rewardIdx}
              reward={reward}
              stampCnt={board.stampCnt}
              pending={claim.isPending && claim.variables?.rewardIdx === reward.rewardIdx}
              disabled={claim.isPending}
              onHandOut={() => setConfirming(reward)}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className={`${styles.smallButton} ${deskStyles.nextMember}`}
        onClick={onNextMember}
      >
        다른 회원
      </button>
      <ConfirmDialog
        open={confirming !== null}
        title="리워드를 지급할까요?"
        confirmLabel="지급하기"
        onConfirm={() => confirming && handOut(confirming)}
        onCancel={() => setConfirming(null)}
        busy={claim.isPending}
      >
        {board.memberName} 님에게 {quotedWithParticle(confirming?.title ?? '', '을/를')} 지급해요.
        선물을 건넨 뒤 눌러 주세요. 지급은 한 번만 할 수 있어요.
      </ConfirmDialog>
    </section>
  );
}

function RewardRow({
  reward,
  stampCnt,
  pending,
  disabled,
  onHandOut,
}: {
  reward: MemberReward;
  stampCnt: number;
  pending: boolean;
  disabled: boolean;
  onHandOut: () => void;
}) {
  const titleId = useId();
  const state = deskRewardState(reward, stampCnt);
  const left = remainingText(reward);
  return (
    <li className={deskStyles.reward}>
      <span className={deskStyles.rewardWhat}>
        <span className={deskStyles.rewardNeed}>
          도장 {reward.requiredStamps}개
          {left ? <span className={deskStyles.rewardLeft}>{left}</span> : null}
        </span>
        <span id={titleId} className={deskStyles.rewardTitle}>
          {reward.title}
        </span>
      </span>
      <span className={deskStyles.rewardState}>
        {state.kind === 'claimed' ? (
          <span className={deskStyles.done}>
            지급 완료
            {state.text ? <span className={deskStyles.doneAt}>{state.text}</span> : null}
          </span>
        ) : state.kind === 'ready' ? (
          <button
            type="button"
            className={styles.bigButton}
            aria-describedby={titleId}
            disabled={disabled}
            onClick={onHandOut}
          >
            {pending ? '지급 중…' : '지급하기'}
          </button>
        ) : state.kind === 'soldOut' ? (
          <span className={deskStyles.soldOut}>{state.text}</span>
        ) : (
          <span className={deskStyles.locked}>{state.text}</span>
        )}
      </span>
    </li>
  );
}
