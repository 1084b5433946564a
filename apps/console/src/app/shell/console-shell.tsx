import type { Operator } from '@venue/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { staffPaths } from '../../config/paths';
import { roleAllows, roleLabels } from '../../config/roles';
import { useStaffLogout } from '../../features/auth/api/staff-logout';
import { NEUTRAL_CONSOLE_NAME, useVenueName } from '../../lib/use-venue-name';
import { consolePages, navGroups } from '../console-pages';
import styles from './console-shell.module.css';

/**
 * The frame of every console page behind the login: who is logged in, 로그아웃, and the menu of
 * the pages this operator may open (app/console-pages.tsx), grouped 콘텐츠 / 운영 / 관리.
 * From 1024 px the menu is a sidebar; below, a top bar with a 메뉴 button that opens it over the
 * page (so the door scanner keeps the whole width of a phone). Tab order follows what is seen:
 * 메뉴, the menu's links when it is open, 로그아웃, then the page (a skip link goes straight there).
 */
export function ConsoleShell({ operator, children }: { operator: Operator; children: ReactNode }) {
  const venueName = useVenueName();
  const navigate = useNavigate();
  const logout = useStaffLogout();
  // Open at one location only: a link taken (any navigation) closes it over the page it opens.
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? location.key : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const leave = () =>
    logout.mutate(undefined, {
      onSettled: () => navigate(staffPaths.login.getHref(), { replace: true }),
    });
  // Escape closes an open menu wherever focus is, and gives focus back to 메뉴.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  const pages = consolePages.filter((page) => page.nav && roleAllows(operator.role, page.role));
  const groups = navGroups
    .map((group) => ({ group, pages: pages.filter((page) => page.nav?.group === group) }))
    .filter(({ pages }) => pages.length > 0);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#console-main">
        본문으로 건너뛰기
      </a>
      <header className={styles.bar}>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <MenuIcon open={menuOpen} />
          <span className={styles.menuLabel}>메뉴</span>
        </button>
        <div className={styles.identity}>
          <p className={styles.brand}>
            {venueName ? `${venueName} · 스태프 콘솔` : NEUTRAL_CONSOLE_NAME}
          </p>
          <p className={styles.who}>
            {operator.name} ({roleLabels[operator.role]})
          </p>
        </div>
        <nav
          id={navId}
          className={styles.nav}
          data-open={menuOpen || undefined}
          aria-label="콘솔 메뉴"
        >
          {groups.map(({ group, pages }) => (
            <section key={group} className={styles.group} aria-label={group}>
              <h2 className={styles.groupTitle}>{group}</h2>
              <ul className={styles.links}>
                {pages.map((page) =>
                  page.nav ? (
                    <li key={page.key}>
                      <NavLink className={styles.link} to={page.nav.href} end={page.nav.end}>
                        {page.nav.label}
                      </NavLink>
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          ))}
        </nav>
        <button type="button" className={styles.logout} onClick={leave} disabled={logout.isPending}>
          로그아웃
        </button>
      </header>
      <main id="console-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M4 7h16M4 12h16M4 17h16"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
