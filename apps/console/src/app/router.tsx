import type { Operator } from '@venue/contract';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Link, matchPath, Navigate, Outlet, Route, Routes, useOutletContext } from 'react-router';
import styles from '../components/console.module.css';
import { CurrentPageContext } from '../components/current-page';
import { PageHeader } from '../components/page-header';
import { staffPaths } from '../config/paths';
import { noAccessLabels, roleAllows } from '../config/roles';
import { StaffGuard } from '../features/auth/components/staff-guard';
import { type ConsolePage, consolePages } from './console-pages';
import type { PageProps } from './page-props';
import { ConsoleShell } from './shell/console-shell';

const LoginPage = lazy(() => import('./routes/login').then((m) => ({ default: m.Component })));

const lazyPages = new Map<string, ComponentType<PageProps>>(
  consolePages.map((page) => [
    page.key,
    lazy(() => page.load().then((module) => ({ default: module.Component }))),
  ]),
);

/**
 * Starts loading the code of the page at `pathname` at once, while the staff session is still
 * being asked (main.tsx): the page then shows as soon as the session answers.
 */
export function preloadPage(pathname: string): void {
  const page = consolePages.find((candidate) => matchPath(candidate.path, pathname));
  page?.load().catch(() => {
    // The page's own lazy load reports it.
  });
}

/**
 * The console's routes: /staff/login on its own, every page of app/console-pages.tsx inside the
 * shell behind the staff login, and any other /staff path back to the scanner. Full paths, no
 * basename (config/paths.ts).
 */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route
        path={staffPaths.login.path}
        element={
          <Suspense fallback={null}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route element={<ShellLayout />}>
        {consolePages.map((page) => (
          <Route key={page.key} path={page.path} element={<PageRoute page={page} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={staffPaths.scanner.getHref()} replace />} />
    </Routes>
  );
}

/** The staff session once for every page (StaffGuard), then the shell around the page. */
function ShellLayout() {
  return (
    <StaffGuard>
      {(operator) => (
        <ConsoleShell operator={operator}>
          <Outlet context={operator} />
        </ConsoleShell>
      )}
    </StaffGuard>
  );
}

/** One page: its title in the tab, its role checked, its code loaded. */
function PageRoute({ page }: { page: ConsolePage }) {
  const operator = useOutletContext<Operator>();
  const Page = lazyPages.get(page.key);
  useEffect(() => {
    document.title = `${page.title} · 스태프 콘솔`;
  }, [page.title]);
  return (
    <CurrentPageContext.Provider value={page}>
      {!Page || !roleAllows(operator.role, page.role) ? (
        <NoAccess page={page} />
      ) : (
        <Suspense fallback={<div className={styles.page} aria-busy="true" />}>
          <Page operator={operator} />
        </Suspense>
      )}
    </CurrentPageContext.Provider>
  );
}

/** A page the operator's role may not open (typed in, or an old bookmark): who may, instead. */
function NoAccess({ page }: { page: ConsolePage }) {
  return (
    <div className={styles.page}>
      <PageHeader title={page.title} />
      <section className={`${styles.card} ${styles.centered}`} aria-labelledby="no-access">
        <h2 id="no-access" className={styles.cardTitle}>
          권한이 없어요
        </h2>
        <p>
          이 화면은 {noAccessLabels[page.role]} 쓸 수 있어요. 필요하면 관리자에게 요청해 주세요.
        </p>
        <Link className={styles.bigButton} to={staffPaths.scanner.getHref()}>
          입장 스캐너로 돌아가기
        </Link>
      </section>
    </div>
  );
}
