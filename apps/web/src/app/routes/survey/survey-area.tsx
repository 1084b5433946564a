import { surveyPaths } from '../../../features/survey/survey-paths';
import { pageGroup } from '../../page-group';

/**
 * /survey/* (decision 021): the member's surveys, /survey/ing, and one survey,
 * /survey/{id}, in one route-table entry (app/page-group.tsx). /survey and unknown paths are
 * replaced by /survey/ing.
 */
export const Component = pageGroup(
  {
    [surveyPaths.ing.path]: () => import('./survey-ing'),
    [surveyPaths.detail.path]: () => import('./survey-detail'),
  },
  surveyPaths.ing.getHref(),
);
