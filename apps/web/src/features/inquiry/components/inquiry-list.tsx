import type { InquirySummary } from '@venue/contract';
import { inquiryCategoryLabels, toDotDate } from '@venue/contract/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import cards from '../../../components/ui/card-list.module.css';
import { Link } from '../../../components/ui/link';
import { useToast } from '../../../components/ui/toast';
import { useInquiries } from '../api/get-inquiries';
import { inquiryPaths } from '../inquiry-paths';
import styles from './inquiry.module.css';
import type { InquirySentState } from './inquiry-form';
import { InquiryStatusBadge } from './inquiry-status';

export const INQUIRY_EMPTY_TEXT = '아직 남긴 문의가 없어요.';
export const INQUIRY_SENT_TOAST = '문의가 접수되었어요. 답변이 등록되면 여기서 확인할 수 있어요.';

/**
 * /inquiry/list (문의내역): the member's inquiries, newest first, 20 at a time with 더 보기.
 * Right after sending, a toast confirms it (navigation state from the form).
 */
export function InquiryList() {
  const inquiries = useInquiries();
  const location = useLocation();
  const navigate = useNavigate();
  const { toast, showToast } = useToast(2500);
  const sent = (location.state as InquirySentState | null)?.inquirySent === true;

  useEffect(() => {
    if (!sent) return;
    showToast(INQUIRY_SENT_TOAST);
    // Shown once: a reload or Back must not say it again.
    navigate(location.pathname, { replace: true, state: null });
  }, [sent, showToast, navigate, location.pathname]);

  const items = inquiries.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <div className={styles.listPage}>
      {toast}
      {inquiries.isPending ? (
        <div className={cards.list} aria-busy="true">
          <span className="sr-only">문의내역을 불러오는 중이에요.</span>
          <div className={styles.cardSkeleton} />
          <div className={styles.cardSkeleton} />
        </div>
      ) : inquiries.isError ? (
        <div className={styles.empty} role="alert">
          <p>문의내역을 불러오지 못했어요.</p>
          <button type="button" className={styles.textButton} onClick={() => inquiries.refetch()}>
            다시 시도
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className={styles.empty} role="status">
          <p>{INQUIRY_EMPTY_TEXT}</p>
          <ButtonLink to={inquiryPaths.form.getHref()} replace variant="secondary">
            문의하기
          </ButtonLink>
        </div>
      ) : (
        <>
          <p className={styles.total}>
            전체 <strong>{inquiries.data?.pages[0]?.totalCount ?? items.length}</strong>건
          </p>
          <ul className={cards.list} aria-label="문의내역">
            {items.map((item) => (
              <li key={item.inquiryIdx}>
                <InquiryCard item={item} />
              </li>
            ))}
          </ul>
          {inquiries.hasNextPage ? (
            <button
              type="button"
              className={styles.more}
              onClick={() => inquiries.fetchNextPage()}
              disabled={inquiries.isFetchingNextPage}
            >
              {inquiries.isFetchingNextPage ? '불러오는 중…' : '더 보기'}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

function InquiryCard({ item }: { item: InquirySummary }) {
  return (
    <Link
      to={inquiryPaths.detail.getHref(item.inquiryIdx)}
      className={`${cards.card} ${styles.card}`}
    >
      <span className={styles.cardTop}>
        <InquiryStatusBadge status={item.status} />
        <span className={styles.category}>{inquiryCategoryLabels[item.category]}</span>
      </span>
      <span className={styles.cardTitle}>{item.title}</span>
      <span className={styles.cardMeta}>
        <span>{toDotDate(item.regDate)}</span>
        {item.attachmentCount > 0 ? <span>사진 {item.attachmentCount}장</span> : null}
      </span>
    </Link>
  );
}
