import { type LazyExoticComponent, lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { staffPaths } from '../../../features/staff/staff-paths';

const pages: Record<string, LazyExoticComponent<() => React.JSX.Element>> = {
  [staffPaths.login.path]: lazy(() =>
    import('./staff-login').then((module) => ({ default: module.Component })),
  ),
  [staffPaths.scanner.path]: lazy(() =>
    import('./staff-scanner').then((module) => ({ default: module.Component })),
  ),
  [staffPaths.operators.path]: lazy(() =>
    import('./staff-operators').then((module) => ({ default: module.Component })),
  ),
};

/**
 * /staff/* (decision 017): the console's pages — /staff/login, /staff (the scanner) and
 * /staff/operators — chosen here by path, so the app's route table (loaded by every visitor)
 * holds one entry for the whole console. (react-router's <Routes> would do the same, but would
 * add its matching code to the router chunk every visitor loads.) Unknown console paths go to
 * the scanner.
 */
export function Component() {
  const { pathname } = useLocation();
  const Page = pages[pathname.replace(/\/+$/, '') || '/'];
  if (!Page) return <Navigate to={staffPaths.scanner.getHref()} replace />;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
