import type { WebhookDelivery, WebhookDeliveryState, WebhookItem } from '@venue/contract';
import { Fragment, useEffect, useRef, useState } from 'react';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { DataTable } from '../../../components/data-table';
import { FormMessages } from '../../../components/form-fields';
import { ListCard } from '../../../components/list-card';
import { isApiRequestError } from '../../../lib/api-client';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useResendWebhook } from '../api/resend-webhook';
import css from './integrations.module.css';

const stateChips: Record<WebhookDeliveryState, string> = {
  PENDING: cms.chipMuted ?? '',
  RETRYING: cms.chipWarn ?? '',
  DELIVERED: cms.chipLive ?? '',
  FAILED: css.chipDanger ?? '',
};

/** A payload as the receiver got it, pretty-printed. */
export const payloadText = (payload: unknown): string => JSON.stringify(payload, null, 2) ?? '';

/**
 * One endpoint's 전송 기록: its deliveries newest first (50 at a time, 더 보기), each with its
 * state, attempts and the receiver's last answer; 내용 보기 shows the payload as sent, and a
 * FAILED delivery has 다시 보내기 (the same `webhook-id`, so a receiver drops a repeat).
 */
export function WebhookDeliveries({
  webhook,
  onClose,
}: {
  webhook: WebhookItem;
  onClose: () => void;
}) {
  const deliveries = useWebhookDeliveries(webhook.webhookIdx);
  const resend = useResendWebhook();
  const [shown, setShown] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ failure?: string; done?: string }>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The first row of the page 더 보기 brought, to move focus to once it is there.
  const [focusAfter, setFocusAfter] = useState<number | null>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const rows = deliveries.data?.list;
  useEffect(() => {
    if (focusAfter === null || !rows) return;
    const index = rows.findIndex((row) => row.deliveryIdx === focusAfter);
    const next = index >= 0 ? rows[index + 1] : undefined;
    if (next) {
      document.getElementById(`webhook-delivery-${next.deliveryIdx}`)?.focus();
      setFocusAfter(null);
    }
  }, [focusAfter, rows]);

  const resendOne = async (row: WebhookDelivery) => {
    setOutcome({});
    try {
      await resend.mutateAsync({ deliveryIdx: row.deliveryIdx });
      setOutcome({
        done: `${row.eventLabel} 이벤트를 다시 보내도록 요청했어요. 잠시 후 상태가 바뀌어요.`,
      });
    } catch (error) {
      setOutcome({
        failure: isApiRequestError(error)
          ? error.message
          : '다시 보내지 못했어요. 다시 시도해 주세요.',
      });
    }
    // The button goes with the FAILED state: the keyboard stays in the row, on 내용 보기.
    document.getElementById(`webhook-delivery-${row.deliveryIdx}-payload`)?.focus();
  };

  return (
    <ListCard
      id="webhook-deliveries-heading"
      title={
        <>
          전송 기록: <span className={css.url}>{webhook.url}</span>
        </>
      }
      level={3}
      headingRef={headingRef}
      tools={
        <button type="button" className={styles.smallButton} onClick={onClose}>
          전송 기록 닫기
        </button>
      }
      above={
        <>
          <p className={styles.hint}>
            최근 보낸 것부터 보여요. 받는 쪽이 2xx로 답하지 않으면 간격을 늘려 가며 다시 보내고,
            끝내 실패한 것은 다시 보낼 수 있어요.
          </p>
          <FormMessages failure={outcome.failure} done={outcome.done ?? ''} />
        </>
      }
      read={{ data: rows, error: deliveries.error, isFetching: deliveries.isFetching }}
      empty="아직 보낸 이벤트가 없어요."
      below={
        deliveries.hasNextPage ? (
          <div className={css.more}>
            <button
              type="button"
              className={styles.smallButton}
              disabled={deliveries.isFetchingNextPage}
              onClick={() => {
                setFocusAfter(rows?.at(-1)?.deliveryIdx ?? null);
                void deliveries.fetchNextPage();
              }}
            >
              {deliveries.isFetchingNextPage ? '불러오는 중이에요…' : '더 보기'}
            </button>
          </div>
        ) : null
      }
    >
      {(rows) => (
        <DataTable
          caption="최근 전송부터 · 시각은 서울 기준"
          captionClassName="sr-only"
          className={`${styles.table} ${css.table}`}
          headers={[
            '이벤트',
            '상태',
            '시도 횟수',
            '응답 코드',
            '응답 앞부분',
            '마지막 시도',
            '전달 시각',
            { hidden: '내용과 다시 보내기' },
          ]}
        >
          {rows.map((row) => {
            const open = shown === row.deliveryIdx;
            const payloadId = `webhook-delivery-${row.deliveryIdx}-content`;
            return (
              <Fragment key={row.deliveryIdx}>
                <tr aria-current={open ? 'true' : undefined}>
                  <th
                    scope="row"
                    id={`webhook-delivery-${row.deliveryIdx}`}
                    tabIndex={-1}
                    className={css.rowName}
                  >
                    {row.eventLabel}
                    <span className={`${css.sub} ${css.mono}`}>{row.eventType}</span>
                  </th>
                  <td>
                    <span className={`${cms.chip} ${stateChips[row.state]}`}>{row.stateLabel}</span>
                  </td>
                  <td className={css.nowrap}>{row.attempts}회</td>
                  <td className={css.nowrap}>{row.lastStatus ?? '—'}</td>
                  <td className={css.response}>{row.lastResponse || '—'}</td>
                  <td className={css.nowrap}>
                    {row.lastAttemptAt ? seoulDateTimeLabel(row.lastAttemptAt) : '—'}
                  </td>
                  <td className={css.nowrap}>
                    {row.deliveredAt ? seoulDateTimeLabel(row.deliveredAt) : '—'}
                  </td>
                  <td>
                    <div className={css.rowActions}>
                      <button
                        type="button"
                        id={`webhook-delivery-${row.deliveryIdx}-payload`}
                        className={styles.smallButton}
                        aria-expanded={open}
                        aria-controls={open ? payloadId : undefined}
                        aria-label={`${row.eventLabel} ${seoulDateTimeLabel(row.createdAt)} 내용 보기`}
                        onClick={() => setShown(open ? null : row.deliveryIdx)}
                      >
                        내용 보기
                      </button>
                      {row.state === 'FAILED' ? (
                        <button
                          type="button"
                          className={`${styles.smallButton} ${styles.dangerButton}`}
                          aria-label={`${row.eventLabel} ${seoulDateTimeLabel(row.createdAt)} 다시 보내기`}
                          disabled={resend.isPending}
                          onClick={() => void resendOne(row)}
                        >
                          다시 보내기
                        </button>
                      ) : null}
                    </div>
                  </td>
                </tr>
                {open ? (
                  <tr className={css.payloadRow}>
                    <td colSpan={8} id={payloadId}>
                      <p className={css.sub}>
                        webhook-id <span className={css.mono}>{row.eventId}</span> · 만든 시각{' '}
                        {seoulDateTimeLabel(row.createdAt)}
                      </p>
                      <pre className={css.pre}>{payloadText(row.payload)}</pre>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </DataTable>
      )}
    </ListCard>
  );
}
