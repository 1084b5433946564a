import type { VisitAnswerState } from '@venue/contract';
import { useEffect, useId, useRef } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { RefreshIcon } from '../../../components/ui/icons';
import { TicketIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { isApiRequestError } from '../../../lib/api-client';
import { useSubmitVisitAnswer, useVisitAnswer } from '../api/visit-answer';
import styles from './visit-answer.module.css';

/**
 * /visit-answer/{token}: where the reminder's 갈게요 and 못 가요 buttons land, with
 * no login. 갈게요 is recorded as the page opens (a link preview that runs no script records
 * nothing); 못 가요 asks once before it cancels. Opened again, either shows the booking as it
 * stands. After the visit has begun the page only shows it.
 */
export function VisitAnswerPage({ token }: { token: string }) {
  const state = useVisitAnswer(token);
  const submit = useSubmitVisitAnswer(token);
  const data = state.data;
  const autoSent = useRef(false);
  const comingDue =
    data?.answer === 'COMING' && data.open && data.entry.active && data.entry.visitAnswer === null;
  useEffect(() => {
    if (comingDue && !autoSent.current) {
      autoSent.current = true;
      submit.mutate();
    }
  }, [comingDue, submit]);

  if (state.isError) {
    const unknown = isApiRequestError(state.error) && state.error.resultCode === 404;
    return (
      <ErrorScreen
        icon={<TicketIcon size={44} />}
        title={unknown ? '링크를 확인할 수 없어요.' : '예약 정보를 불러오지 못했어요.'}
        description={
          unknown
            ? '알림톡의 버튼을 다시 눌러 주세요. 예약 내역은 앱에서도 확인할 수 있어요.'
            : '잠시 후 다시 시도해 주세요.'
        }
        actions={
          unknown ? (
            <ButtonLink to={paths.resEntry.getHref()} variant="secondary">
              예약 내역 보기
            </ButtonLink>
          ) : (
            <Button variant="secondary" onClick={() => state.refetch()}>
              <RefreshIcon size={18} /> 다시 불러오기
            </Button>
          )
        }
      />
    );
  }
  if (!data || (comingDue && !submit.isError)) {
    return (
      <div className={styles.page} aria-busy="true">
        <span className="sr-only">예약 정보를 확인하는 중이에요.</span>
        <div className={styles.skeleton} />
      </div>
    );
  }
  return (
    <VisitAnswerView
      state={data}
      pending={submit.isPending}
      failed={submit.isError ? failureText(submit.error) : null}
      onCancel={() => submit.mutate()}
    />
  );
}

function failureText(error: unknown): string {
  if (isApiRequestError(error) && error.message) return error.message;
  return '답변을 보내지 못했어요. 잠시 후 다시 시도해 주세요.';
}

/** What the page says for a state: [heading, lead]. */
function headline(state: VisitAnswerState): [string, string] {
  const { entry, answer, open } = state;
  if (entry.cancelled && entry.visitAnswer === 'NOT_COMING') {
    return [
      '예약을 취소했어요',
      '알려 주셔서 고마워요. 비워 주신 자리는 다른 분이 예약할 수 있어요.',
    ];
  }
  if (entry.cancelled) {
    return ['이미 취소된 예약이에요', '다시 방문하시려면 앱에서 새로 예약해 주세요.'];
  }
  if (!entry.active) return ['이 예약은 답할 수 없어요', '예약 내역은 앱에서 확인해 주세요.'];
  if (!open) {
    return ['방문 시간이 지났어요', '이제는 답할 수 없어요. 예약 내역은 앱에서 확인해 주세요.'];
  }
  if (answer === 'COMING' || entry.visitAnswer === 'COMING') {
    return ['갈게요로 답했어요', '방문을 기다릴게요. 입구에서 앱의 MY QR을 보여 주세요.'];
  }
  return ['못 가시나요?', '예약을 취소하면 그 자리를 다른 분이 예약할 수 있어요.'];
}

export function VisitAnswerView({
  state,
  pending,
  failed,
  onCancel,
}: {
  state: VisitAnswerState;
  pending: boolean;
  failed: string | null;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [title, lead] = headline(state);
  const { entry } = state;
  const asking = state.answer === 'NOT_COMING' && state.open && entry.active && !entry.cancelled;
  const rows: [string, string][] = [
    ['프로그램', entry.programName],
    ['일시', entry.when],
    ['장소', entry.place],
    ['인원', `${entry.participantCnt}명`],
  ];
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      <dl className={styles.card}>
        {rows
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term} className={styles.row}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {failed ? (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      ) : null}
      <div className={styles.actions}>
        {asking ? (
          <>
            <Button variant="danger" block disabled={pending} onClick={onCancel}>
              {pending ? '취소하는 중…' : '예약 취소하기'}
            </Button>
            <ButtonLink to={paths.resEntry.getHref()} variant="secondary" block>
              취소하지 않기
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={paths.resEntry.getHref()} variant="secondary" block>
            예약 내역 보기
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
