import type { NoticeListItem } from '@venue/contract';
import { noticeBadge, sortNotices, toDotDate } from '@venue/contract/domain';
import { Link } from '../../../components/ui/link';
import { MegaphoneIcon } from '../../../components/ui/page-icons';
import { PageIntro } from '../../../components/ui/page-intro';
import { paths } from '../../../config/paths';
import { useNotices } from '../api/get-notices';
import { NoticeBadge } from './notice-badge';
import styles from './notices.module.css';

export const NOTICE_EMPTY_TEXT = '등록된 공지사항이 없어요.';

/** /notice: pinned notices first, then newest (spec 001 §2 Notices). */
export function NoticeList() {
  const notices = useNotices();
  const headingId = 'notice-list-heading';
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <PageIntro
        headingId={headingId}
        title="공지사항"
        lead="공간 운영과 프로그램 소식을 알려드려요."
      />
      {notices.isPending ? (
        <NoticeListSkeleton />
      ) : (
        // Spec 000 §7: a failed list call shows as an empty list (the client already alerted).
        <NoticeListView notices={notices.data ?? []} now={new Date()} />
      )}
    </section>
  );
}

export function NoticeListView({
  notices,
  now,
  compact,
}: {
  notices: readonly NoticeListItem[];
  now: Date;
  compact?: boolean;
}) {
  if (notices.length === 0) {
    return (
      <div className={styles.empty}>
        <MegaphoneIcon size={40} className={styles.emptyIcon} />
        <p>{NOTICE_EMPTY_TEXT}</p>
      </div>
    );
  }
  const ordered = compact ? notices : sortNotices([...notices]);
  return (
    <ul className={compact ? styles.compactList : styles.list}>
      {ordered.map((notice) => (
        <NoticeRow key={notice.noticeIdx} notice={notice} now={now} showPinned={!compact} />
      ))}
    </ul>
  );
}

function NoticeRow({
  notice,
  now,
  showPinned,
}: {
  notice: NoticeListItem;
  now: Date;
  showPinned: boolean;
}) {
  const pinned = showPinned && notice.fixedYn === 'Y';
  return (
    <li className={styles.item}>
      <Link to={paths.notice.detail.getHref(notice.noticeIdx)} className={styles.link}>
        <span className={styles.titleRow}>
          {pinned ? <span className={styles.pinned}>공지</span> : null}
          <span className={styles.title}>{notice.noticeName}</span>
          <NoticeBadge kind={noticeBadge(notice, now)} />
        </span>
        <span className={styles.meta}>
          <time dateTime={notice.writeDate}>{toDotDate(notice.writeDate)}</time>
        </span>
      </Link>
    </li>
  );
}

function NoticeListSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      <span className="sr-only">공지사항을 불러오는 중이에요.</span>
      {[0, 1, 2, 3, 4].map((n) => (
        <div key={n} className={styles.skeletonRow} />
      ))}
    </div>
  );
}
