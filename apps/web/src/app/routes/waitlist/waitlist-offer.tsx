import { matchPath, useLocation } from 'react-router';
import { NotFoundScreen } from '../../../features/errors/components/error-screens';
import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { OfferPage } from '../../../features/waitlist/components/offer-page';
import { waitlistPaths } from '../../../features/waitlist/waitlist-paths';
import { parsePositiveId } from '../../../lib/parse-id';

/**
 * /waitlist/{id} (decision 063), the page the 예약 제안 알림톡 opens; members only: a guest logs in
 * and comes back here. A malformed id, or a place that is not the member's, is the 404 screen.
 */
export function Component() {
  const { pathname } = useLocation();
  const waitlistIdx = parsePositiveId(
    matchPath(waitlistPaths.offer.path, pathname)?.params.waitlistIdx,
  );
  return (
    <MemberOnly>
      {waitlistIdx === null ? (
        <NotFoundScreen />
      ) : (
        <OfferPage key={waitlistIdx} waitlistIdx={waitlistIdx} notFound={<NotFoundScreen />} />
      )}
    </MemberOnly>
  );
}
