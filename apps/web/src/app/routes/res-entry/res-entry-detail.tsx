import { useParams } from 'react-router';
import { ArrivalNotice } from '../../../components/ui/arrival-notice';
import { NotFoundScreen } from '../../../features/errors/components/error-screens';
import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { ResEntryDetail } from '../../../features/res-entry/components/res-entry-detail';
import { parseEntryRoute } from '../../../features/res-entry/entry-route';

/**
 * /res-entry/detail/{type}/{id} and /res-entry/detail/{id} (spec 001 §2; members only). A
 * malformed id or type, and an entry the server does not show this member (404), are the app's
 * not-found screen. A notice handed over by the page before (예약이 완료되었어요, when a waiting
 * list's offer became this booking) shows as a toast on arrival.
 */
export function Component() {
  const params = useParams();
  const route = parseEntryRoute(params);
  return (
    <MemberOnly>
      {route === null ? (
        <NotFoundScreen />
      ) : (
        <ResEntryDetail
          key={route.reserveEntryIdx}
          reserveEntryIdx={route.reserveEntryIdx}
          programType={route.programType}
          notFound={<NotFoundScreen />}
        />
      )}
      <ArrivalNotice />
    </MemberOnly>
  );
}
