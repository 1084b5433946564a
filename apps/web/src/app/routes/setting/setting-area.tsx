import { settingPaths } from '../../../features/settings/setting-paths';
import { pageGroup } from '../../page-group';

/**
 * /setting/* (spec 001 §2 Settings; decision 019): the settings pages in one route-table entry
 * (app/page-group.tsx). Unknown setting paths go to the settings home.
 */
export const Component = pageGroup(
  {
    [settingPaths.home.path]: () => import('./setting-home'),
    [settingPaths.info.path]: () => import('./setting-info'),
    [settingPaths.easy.path]: () => import('./setting-easy'),
    [settingPaths.terms.path]: () => import('./setting-terms'),
    [settingPaths.withdraw.path]: () => import('./setting-withdraw'),
    [settingPaths.withdrawComplete.path]: () => import('./setting-withdraw-complete'),
  },
  settingPaths.home.getHref(),
);
