import { inquiryCategoryLabels, toDotDate } from '@venue/contract/domain';
import { ButtonLink } from '../../../components/ui/button';
import { isApiRequestError } from '../../../lib/api-client';
import { useInquiry } from '../api/get-inquiry';
import { inquiryPaths } from '../inquiry-paths';
import styles from './inquiry.module.css';
import { InquiryPhotos } from './inquiry-photo';
import { InquiryStatusBadge } from './inquiry-status';

export const INQUIRY_WAITING_TEXT =
  '운영팀이 문의를 확인하고 있어요. 답변이 등록되면 이곳에서 확인할 수 있어요.';

/**
 * /inquiry/{id}: the member's question (with its photos) and, once staff have answered, the
 * answer. Someone else's inquiry, or none, answers 404 and shows the not-found state.
 */
export function InquiryDetail({ inquiryIdx }: { inquiryIdx: number }) {
  const inquiry = useInquiry(inquiryIdx);

  if (inquiry.isPending) {
    return (
      <div className={styles.detail} aria-busy="true">
        <span className="sr-only">문의를 불러오는 중이에요.</span>
        <div className={styles.cardSkeleton} />
      </div>
    );
  }
  if (inquiry.isError) {
    const missing = isApiRequestError(inquiry.error) && inquiry.error.resultCode === 404;
    return <InquiryNotFound message={missing ? undefined : '문의를 불러오지 못했어요.'} />;
  }

  const data = inquiry.data;
  return (
    <article className={styles.detail} aria-labelledby="inquiry-title">
      <header className={styles.detailHead}>
        <span className={styles.cardTop}>
          <InquiryStatusBadge status={data.status} />
          <span className={styles.category}>{inquiryCategoryLabels[data.category]}</span>
        </span>
        <h2 id="inquiry-title" className={styles.detailTitle}>
          {data.title}
        </h2>
        <p className={styles.cardMeta}>문의일 {toDotDate(data.regDate)}</p>
      </header>
      <p className={styles.body}>{data.content}</p>
      <InquiryPhotos attachments={data.attachments} />

      <section className={styles.answer} aria-labelledby="inquiry-answer">
        <h3 id="inquiry-answer" className={styles.answerTitle}>
          답변
          {data.answeredAt ? (
            <span className={styles.answerDate}>{toDotDate(data.answeredAt)}</span>
          ) : null}
        </h3>
        {data.answer ? (
          <p className={styles.body}>{data.answer}</p>
        ) : (
          <p className={styles.waiting}>{INQUIRY_WAITING_TEXT}</p>
        )}
      </section>

      <ButtonLink to={inquiryPaths.list.getHref()} variant="secondary" block>
        목록으로
      </ButtonLink>
    </article>
  );
}

export function InquiryNotFound({ message }: { message?: string | undefined }) {
  return (
    <div className={styles.empty} role="status">
      <p>{message ?? '문의 내역을 찾을 수 없어요.'}</p>
      <ButtonLink to={inquiryPaths.list.getHref()} variant="secondary">
        문의내역으로
      </ButtonLink>
    </div>
  );
}
