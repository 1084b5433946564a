import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { ResEntryList } from '../../../features/res-entry/components/res-entry-list';
import { RestrictionNotice } from '../../../features/res-entry/components/restriction-notice';
import { WaitlistShortcut } from '../../../features/waitlist/components/waitlist-shortcut';
import { OfflineReady } from '../../offline-ready';

/**
 * /res-entry?type=&status= (spec 001 §2 History; members only), with a no-show restriction in
 * force (decision 065), the way to 내 대기 and any open 예약 제안 on top (decision 063).
 */
export function Component() {
  return (
    <MemberOnly>
      <ResEntryList
        top={
          <>
            <RestrictionNotice />
            <WaitlistShortcut />
          </>
        }
      />
      <OfflineReady />
    </MemberOnly>
  );
}
