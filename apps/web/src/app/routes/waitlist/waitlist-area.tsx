import { waitlistPaths } from '../../../features/waitlist/waitlist-paths';
import { pageGroup } from '../../page-group';

/**
 * /waitlist/* (decision 063): 내 대기 (/waitlist) and one place in a line, the page the 예약 제안
 * 알림톡 opens (/waitlist/{id}), in one route-table entry (app/page-group.tsx). Unknown paths of
 * the area are replaced by the list. Both pages need a login (MemberOnly).
 */
export const Component = pageGroup(
  {
    [waitlistPaths.list.path]: () => import('./waitlist-list'),
    [waitlistPaths.offer.path]: () => import('./waitlist-offer'),
  },
  waitlistPaths.list.getHref(),
);
