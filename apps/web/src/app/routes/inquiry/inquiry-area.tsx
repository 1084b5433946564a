import { inquiryPaths } from '../../../features/inquiry/inquiry-paths';
import { pageGroup } from '../../page-group';

/**
 * /inquiry/* (decision 018): 문의하기 (/inquiry/form), 문의내역 (/inquiry/list) and
 * one inquiry (/inquiry/{id}) in one route-table entry (app/page-group.tsx). /inquiry itself and
 * unknown paths are replaced by the form. Every page needs a login (MemberOnly).
 */
export const Component = pageGroup(
  {
    [inquiryPaths.form.path]: () => import('./inquiry-form'),
    [inquiryPaths.list.path]: () => import('./inquiry-list'),
    [inquiryPaths.detail.path]: () => import('./inquiry-detail'),
  },
  inquiryPaths.form.getHref(),
);
