import { ChevronRightIcon } from '../../../components/ui/icons';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useNotices } from '../api/get-notices';
import { NoticeListView } from './notice-list';
import styles from './notices.module.css';

/** Spec 000 §9: the home page shows the 3 newest notices. */
export const HOME_NOTICE_COUNT = 3;

/** The home page's Notice section: the newest notices and a More link to /notice. */
export function LatestNotices() {
  const notices = useNotices();
  const newest = [...(notices.data ?? [])]
    .sort((a, b) => Date.parse(b.writeDate) - Date.parse(a.writeDate))
    .slice(0, HOME_NOTICE_COUNT);
  return (
    <section className={styles.section} aria-labelledby="home-notice-heading">
      <div className={styles.sectionHeader}>
        <h2 id="home-notice-heading" className={styles.sectionTitle}>
          Notice
        </h2>
        <Link to={paths.notice.list.getHref()} className={styles.more}>
          More
          <span className="sr-only"> 공지사항 전체 보기</span>
          <ChevronRightIcon size={18} />
        </Link>
      </div>
      {notices.isPending ? (
        <div className={styles.compactList} aria-busy="true">
          <span className="sr-only">공지사항을 불러오는 중이에요.</span>
          <div className={styles.skeletonRow} style={{ height: 3 * 75 }} />
        </div>
      ) : (
        <NoticeListView notices={newest} now={new Date()} compact />
      )}
    </section>
  );
}
