import type { StaffInquiryDetail } from '@venue/contract';
import {
  INQUIRY_ANSWER_MAX,
  inquiryCategoryLabels,
  inquiryMessages,
  toDotDate,
} from '@venue/contract/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/card';
import styles from '../../../components/console.module.css';
import listStyles from '../../../components/list.module.css';
import { PageHeader } from '../../../components/page-header';
import { staffPaths } from '../../../config/paths';
import { seoulDateTimeLabel } from '../../../lib/seoul-time';
import { useAnswerInquiry } from '../api/answer-inquiry';
import { useStaffInquiry } from '../api/get-staff-inquiry';
// The inquiry feature's own photo and badge components: the photo fetch (cookie, blob URL) and
// the status wording stay in one place.
import { InquiryPhotos } from './inquiry-photos';
import { InquiryStatusBadge } from './inquiry-status-badge';
import inquiryStyles from './staff-inquiries.module.css';

/**
 * /staff/inquiries/{id} (decision 018): the member's question with its photos (fetched with the
 * staff cookie), the answer form — 답변 등록 the first time, 답변 수정 afterwards (the member sees
 * the latest answer) — and every answer given, newest first, with its author and time.
 */
export function StaffInquiry({ inquiryIdx }: { inquiryIdx: number }) {
  const inquiry = useStaffInquiry(inquiryIdx);

  return (
    <div className={styles.page}>
      <PageHeader title="1:1 문의 답변" />
      <Link
        className={`${styles.smallButton} ${inquiryStyles.back}`}
        to={staffPaths.inquiries.getHref('WAITING')}
      >
        ← 문의 목록
      </Link>
      {inquiry.isError ? (
        <section className={`${styles.card} ${styles.centered}`} role="alert">
          <p>{inquiry.error.message}</p>
        </section>
      ) : !inquiry.data ? (
        <p className={styles.empty}>불러오는 중이에요…</p>
      ) : (
        <>
          <Question inquiry={inquiry.data} />
          <AnswerForm inquiry={inquiry.data} />
          <AnswerHistory inquiry={inquiry.data} />
        </>
      )}
    </div>
  );
}

function Question({ inquiry }: { inquiry: StaffInquiryDetail }) {
  return (
    <article className={styles.card} aria-labelledby="staff-inquiry-title">
      <span className={listStyles.rowTop}>
        <InquiryStatusBadge status={inquiry.status} />
        <span className={listStyles.meta}>
          {inquiryCategoryLabels[inquiry.category]} · {inquiry.memberName} ·{' '}
          {toDotDate(inquiry.regDate)}
        </span>
      </span>
      <h2 id="staff-inquiry-title" className={styles.cardTitle}>
        {inquiry.title}
      </h2>
      <p className={inquiryStyles.body}>{inquiry.content}</p>
      <InquiryPhotos attachments={inquiry.attachments} />
    </article>
  );
}

function AnswerForm({ inquiry }: { inquiry: StaffInquiryDetail }) {
  const answer = useAnswerInquiry();
  const [text, setText] = useState(inquiry.answer ?? '');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const answered = inquiry.status === 'ANSWERED';

  // Another inquiry opened in the same page: start from its answer.
  useEffect(() => setText(inquiry.answer ?? ''), [inquiry.answer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const trimmed = text.trim();
    if (trimmed.length === 0) return setError(inquiryMessages.answerMin);
    if (trimmed.length > INQUIRY_ANSWER_MAX) return setError(inquiryMessages.answerMax);
    setError('');
    answer.mutate(
      { inquiryIdx: inquiry.inquiryIdx, answer: trimmed },
      {
        onSuccess: () => setDone(answered ? '답변을 수정했어요.' : '답변을 등록했어요.'),
        onError: (e) => setError(e.message || '답변을 저장하지 못했어요. 다시 시도해 주세요.'),
      },
    );
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="answer-heading">
      <h2 id="answer-heading" className={styles.cardTitle}>
        {answered ? '답변' : '답변 작성'}
      </h2>
      {answered && inquiry.answeredAt ? (
        <p className={styles.hint}>
          {toDotDate(inquiry.answeredAt)} {inquiry.answeredByName ?? ''} 님이 답변했어요.
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="staff-answer" className={styles.label}>
          답변 내용 ({text.trim().length.toLocaleString('en-US')}/
          {INQUIRY_ANSWER_MAX.toLocaleString('en-US')})
        </label>
        <textarea
          id="staff-answer"
          className={`${styles.input} ${inquiryStyles.answer}`}
          rows={8}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError('');
            setDone('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'staff-answer-error' : undefined}
        />
        <p id="staff-answer-error" className={styles.fieldError}>
          {error}
        </p>
      </div>
      {answered ? (
        <p className={styles.hint}>
          다시 답변하면 지금 답변도 기록에 남고, 회원에게는 새 답변이 보여요.
        </p>
      ) : null}
      <button type="submit" className={styles.bigButton} disabled={answer.isPending}>
        {answered ? '답변 수정' : '답변 등록'}
      </button>
      <p className={styles.hint} role="status">
        {done}
      </p>
    </form>
  );
}

/** Every answer given, newest first: what was said, by whom and when; the first is the member's. */
function AnswerHistory({ inquiry }: { inquiry: StaffInquiryDetail }) {
  if (inquiry.answerHistory.length === 0) return null;
  return (
    <Card id="answer-history-heading" title="답변 기록">
      <ol className={inquiryStyles.history} aria-label="답변 기록">
        {inquiry.answerHistory.map((record, index) => (
          <li key={`${record.answeredAt} ${record.answer}`}>
            <p className={listStyles.meta}>
              {seoulDateTimeLabel(record.answeredAt)} {record.operatorName ?? '알 수 없는 운영자'}
              {index === 0 ? ' · 회원에게 보이는 답변' : ''}
            </p>
            <p className={inquiryStyles.body}>{record.answer}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
