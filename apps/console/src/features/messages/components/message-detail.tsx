import type { StaffMessageRow } from '@venue/contract';
import { useEffect, useRef } from 'react';
import cms from '../../../components/cms/cms.module.css';
import styles from '../../../components/console.module.css';
import { ReadState } from '../../../components/list-card';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useMessage } from '../api/get-message';
import { channelLabel, StatusChip, won } from './message-format';
import css from './messages.module.css';

/**
 * One message beside the list: who it went to, its template, channel, state, cost and times,
 * the text and buttons as sent (a signed link's token is never shown), and every state it went
 * through as a timeline in Korean, with who asked for a resend. A FAILED message offers 재발송 to
 * EDITOR and ADMIN. Focus moves to its heading when it opens, so a keyboard and a screen reader
 * land on it (below the list on a phone).
 */
export function MessageDetail({
  messageIdx,
  canResend,
  busy,
  onResend,
  onClose,
}: {
  messageIdx: number;
  canResend: boolean;
  busy: boolean;
  onResend: (row: StaffMessageRow) => void;
  onClose: () => void;
}) {
  const message = useMessage(messageIdx);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = message.data;
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  return (
    <section
      className={`${styles.card} ${css.detail}`}
      aria-labelledby="message-detail-heading"
      id="message-detail"
    >
      <div className={cms.toolbar}>
        <h2 id="message-detail-heading" className={styles.cardTitle} ref={heading} tabIndex={-1}>
          {data ? `${data.kindLabel} 메시지` : '메시지'}
        </h2>
        <button
          type="button"
          className={styles.smallButton}
          aria-label="메시지 상세 닫기"
          onClick={onClose}
        >
          닫기
        </button>
      </div>
      <ReadState read={message} />
      {data ? (
        <>
          <dl className={styles.facts}>
            <dt>받는 사람</dt>
            <dd>
              {data.memberName ?? '회원 정보 없음'}
              {data.userIdx ? ` (회원번호 ${data.userIdx})` : ''}
            </dd>
            <dt>전화번호</dt>
            <dd>{data.phoneNumber}</dd>
            <dt>프로그램</dt>
            <dd>{data.programName ?? '—'}</dd>
            <dt>템플릿</dt>
            <dd className={data.templateCode ? css.codeValue : undefined}>
              {data.templateCode ?? '없음 (문자로 발송: 템플릿이 승인 전이거나 광고성)'}
            </dd>
            <dt>채널</dt>
            <dd>{channelLabel(data.channel)}</dd>
            <dt>상태</dt>
            <dd>
              <StatusChip status={data.status} label={data.statusLabel} />
            </dd>
            <dt>비용</dt>
            <dd>{won(data.costKrw)}</dd>
            <dt>만든 시각</dt>
            <dd>{seoulDateTimeLabel(data.createdAt)}</dd>
            <dt>발송 시각</dt>
            <dd>{data.sentAt ? seoulDateTimeLabel(data.sentAt) : '—'}</dd>
          </dl>
          {data.maskedYn === 'Y' ? (
            <p className={styles.hint}>
              이름과 전화번호는 가려서 보여요. 전체 정보는 관리자만 볼 수 있어요.
            </p>
          ) : null}
          {data.status === 'FAILED' ? (
            canResend ? (
              <button
                type="button"
                className={`${cms.primary} ${css.resendPrimary}`}
                disabled={busy}
                onClick={() => onResend(data)}
              >
                재발송
              </button>
            ) : (
              <p className={styles.hint}>재발송은 편집자와 관리자가 할 수 있어요.</p>
            )
          ) : null}

          <h3 className={css.subheading}>보낸 내용</h3>
          <p className={css.text}>{data.text}</p>
          {data.buttons.length > 0 ? (
            <ul className={css.buttons} aria-label="메시지 버튼">
              {data.buttons.map((button) => (
                <li key={`${button.name}-${button.url}`}>
                  <strong>{button.name}</strong>
                  <span className={css.url}>{button.url}</span>
                </li>
              ))}
            </ul>
          ) : null}

          <h3 className={css.subheading} id="message-history-heading">
            상태 이력
          </h3>
          <ol className={css.timeline} aria-labelledby="message-history-heading">
            {data.history.map((step, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: steps are appended, never reordered
                key={index}
                className={css[`step${step.status}`] ?? ''}
              >
                <span className={css.stepLabel}>{step.statusLabel}</span>
                <time className={css.stepTime} dateTime={step.at}>
                  {seoulDateTimeLabel(step.at)}
                </time>
                {step.detail ? <span className={css.stepDetail}>{step.detail}</span> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
