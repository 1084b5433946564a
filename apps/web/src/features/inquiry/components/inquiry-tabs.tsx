import { useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { inquiryPaths } from '../inquiry-paths';
import styles from './inquiry.module.css';

const tabs = [
  { label: '문의하기', href: inquiryPaths.form.getHref() },
  { label: '문의내역', href: inquiryPaths.list.getHref() },
];

/**
 * The area's two tabs (spec 001 §2 Inquiry): 문의하기 and 문의내역. They are links between
 * pages (each has its own address), so they are navigation with `aria-current`, not an ARIA
 * tablist, which would promise arrow-key switching inside one page. Plain links with
 * aria-current rather than NavLink, which would join the router chunk every visitor loads.
 */
export function InquiryTabs() {
  const { pathname } = useLocation();
  return (
    <nav className={styles.tabs} aria-label="1:1 문의">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          className={styles.tab}
          to={tab.href}
          replace
          aria-current={pathname === tab.href ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
