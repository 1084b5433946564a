import type { NoticeDetail as NoticeDetailData } from '@venue/contract';
import { noticeBadge, toDotDate } from '@venue/contract/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ErrorScreen } from '../../../components/ui/error-screen';
import { HtmlContent } from '../../../components/ui/html-content';
import { Link } from '../../../components/ui/link';
import { MegaphoneIcon } from '../../../components/ui/page-icons';
import { paths } from '../../../config/paths';
import { parsePositiveId } from '../../../lib/parse-id';
import { useNotice } from '../api/get-notice';
import { NoticeBadge } from './notice-badge';
import styles from './notices.module.css';

export const NOTICE_NOT_FOUND_TEXT = '공지사항을 찾을 수 없어요.';

/** /notice/{id}: the notice, its date, the sanitized content and links to its neighbours. */
export function NoticeDetail({ noticeIdParam }: { noticeIdParam: string | undefined }) {
  const noticeIdx = parsePositiveId(noticeIdParam);
  const notice = useNotice(noticeIdx);

  if (noticeIdx === null) return <NoticeNotFound />;
  if (notice.isError) {
    return notice.error.resultCode === 404 ? (
      <NoticeNotFound />
    ) : (
      <LoadFailed onRetry={() => notice.refetch()} />
    );
  }
  if (notice.isPending) return <NoticeDetailSkeleton />;
  return <NoticeArticle notice={notice.data} now={new Date()} />;
}

export function NoticeArticle({ notice, now }: { notice: NoticeDetailData; now: Date }) {
  return (
    <>
      <article className={styles.article} aria-labelledby="notice-title">
        <header className={styles.articleHeader}>
          <h2 id="notice-title" className={styles.articleTitle}>
            {notice.fixedYn === 'Y' ? <span className={styles.pinned}>공지</span> : null}
            <span>{notice.noticeName}</span>
            <NoticeBadge kind={noticeBadge(notice, now)} />
          </h2>
          <p className={styles.articleMeta}>
            <span>등록일</span>
            <time dateTime={notice.writeDate}>{toDotDate(notice.writeDate)}</time>
          </p>
        </header>
        {notice.savePath ? (
          <img
            className={styles.articleImage}
            src={notice.savePath}
            alt=""
            width={750}
            height={400}
            decoding="async"
          />
        ) : null}
        <HtmlContent html={notice.noticeContent} className={styles.articleBody} />
      </article>
      <nav className={styles.pager} aria-label="이전 글, 다음 글">
        <PagerLink label="이전 글" target={notice.prev} />
        <PagerLink label="다음 글" target={notice.next} />
      </nav>
      <div className={styles.backToList}>
        <ButtonLink to={paths.notice.list.getHref()} variant="secondary" block>
          목록으로
        </ButtonLink>
      </div>
    </>
  );
}

function PagerLink({ label, target }: { label: string; target: NoticeDetailData['prev'] }) {
  if (!target) {
    return (
      <p className={styles.pagerLink}>
        <span className={styles.pagerLabel}>{label}</span>
        <span className={`${styles.pagerTitle} ${styles.pagerEmpty}`}>
          {label === '이전 글' ? '이전 글이 없어요.' : '다음 글이 없어요.'}
        </span>
      </p>
    );
  }
  return (
    <Link to={paths.notice.detail.getHref(target.noticeIdx)} className={styles.pagerLink}>
      <span className={styles.pagerLabel}>{label}</span>
      <span className={styles.pagerTitle}>{target.noticeName}</span>
    </Link>
  );
}

function NoticeNotFound() {
  return (
    <ErrorScreen
      icon={<MegaphoneIcon size={40} />}
      title={NOTICE_NOT_FOUND_TEXT}
      description="삭제되었거나 주소가 바뀐 공지사항이에요."
      actions={
        <ButtonLink to={paths.notice.list.getHref()} block>
          공지사항 목록 보기
        </ButtonLink>
      }
    />
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorScreen
      icon={<MegaphoneIcon size={40} />}
      title="공지사항을 불러오지 못했어요."
      description="잠시 후 다시 시도해 주세요."
      actions={
        <>
          <Button block onClick={onRetry}>
            다시 시도
          </Button>
          <ButtonLink to={paths.notice.list.getHref()} variant="secondary" block>
            목록으로
          </ButtonLink>
        </>
      }
    />
  );
}

function NoticeDetailSkeleton() {
  return (
    <div className={styles.article} aria-busy="true">
      <span className="sr-only">공지사항을 불러오는 중이에요.</span>
      <div className={styles.skeletonRow} style={{ height: 120 }} />
      <div className={styles.skeletonRow} style={{ height: 240, borderBottom: 0 }} />
    </div>
  );
}
