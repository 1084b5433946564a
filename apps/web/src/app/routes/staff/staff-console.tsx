import { staffPaths } from '../../../features/staff/staff-paths';
import { pageGroup } from '../../page-group';

/**
 * /staff/* (decision 017): the console's pages — /staff/login, /staff (the scanner),
 * /staff/operators, and the 1:1 inquiries /staff/inquiries and /staff/inquiries/{id} (decision
 * 018), the survey results /staff/surveys and /staff/surveys/{id} (decision 021), and the Draw
 * Tour reward desk /staff/rewards (decision 022) — in one route-table entry
 * (app/page-group.tsx). Unknown console paths go to the scanner.
 */
export const Component = pageGroup(
  {
    [staffPaths.login.path]: () => import('./staff-login'),
    [staffPaths.scanner.path]: () => import('./staff-scanner'),
    [staffPaths.operators.path]: () => import('./staff-operators'),
    [staffPaths.inquiries.path]: () => import('./staff-inquiries'),
    [staffPaths.inquiry.path]: () => import('./staff-inquiry'),
    [staffPaths.surveys.path]: () => import('./staff-surveys'),
    [staffPaths.surveyResults.path]: () => import('./staff-survey-results'),
    [staffPaths.rewards.path]: () => import('./staff-rewards'),
  },
  staffPaths.scanner.getHref(),
);
