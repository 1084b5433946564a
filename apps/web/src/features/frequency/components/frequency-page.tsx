import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Link } from '../../../components/ui/link';
import { paths } from '../../../config/paths';
import { useHeaderTitle } from '../../../stores/header-store';
import { useIsLoggedIn } from '../../../stores/session-store';
import { frequencyPaths } from '../frequency-paths';
import styles from './frequency.module.css';

const tabs = [
  { href: frequencyPaths.now.getHref(), label: '진행 중' },
  { href: frequencyPaths.past.getHref(), label: '지난 시즌' },
  { href: frequencyPaths.method.getHref(), label: '참여 방법' },
];

/**
 * The frame of every Draw Tour page: members only (spec 001 §2, §6: a guest is replaced to
 * /login with a redirect back to this page), the page's header title, and — except on a preview —
 * the tabs 진행 중 / 지난 시즌 / 참여 방법, which are links to pages (aria-current marks the open one).
 */
export function FrequencyPage({
  title,
  tabbed = true,
  children,
}: {
  title: string;
  tabbed?: boolean;
  children: ReactNode;
}) {
  useHeaderTitle(title);
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return (
    <div className={styles.page}>
      {tabbed && (
        <nav className={styles.tabBar} aria-label="드로우 투어 메뉴">
          <ul className={styles.tabList}>
            {tabs.map((tab) => (
              <li key={tab.href}>
                {/* Link with aria-current, not NavLink: NavLink would join the router chunk that
                    every visitor loads (docs/decisions/010). */}
                <Link
                  to={tab.href}
                  replace
                  className={styles.tab}
                  aria-current={location.pathname === tab.href ? 'page' : undefined}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </div>
  );
}

/** Loading, failure and empty states shared by the pages. */
export function PageState({ busy, children }: { busy?: boolean; children?: ReactNode }) {
  return (
    <div className={styles.state} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

export const LOAD_FAILED_TEXT = '드로우 투어 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
