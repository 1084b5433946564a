import { staffPaths } from '../../../features/staff/staff-paths';
import { pageGroup } from '../../page-group';

/**
 * /staff/* (decision 017): the console's pages — /staff/login, /staff (the scanner) and
 * /staff/operators — in one route-table entry (app/page-group.tsx). Unknown console paths go to
 * the scanner.
 */
export const Component = pageGroup(
  {
    [staffPaths.login.path]: () => import('./staff-login'),
    [staffPaths.scanner.path]: () => import('./staff-scanner'),
    [staffPaths.operators.path]: () => import('./staff-operators'),
  },
  staffPaths.scanner.getHref(),
);
