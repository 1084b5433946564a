import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { ResEntryList } from '../../../features/res-entry/components/res-entry-list';
import { WaitlistShortcut } from '../../../features/waitlist/components/waitlist-shortcut';

/**
 * /res-entry?type=&status= (spec 001 §2 History; members only), with the way to 내 대기 and any
 * open 예약 제안 on top (decision 063): this module composes the two features.
 */
export function Component() {
  return (
    <MemberOnly>
      <ResEntryList top={<WaitlistShortcut />} />
    </MemberOnly>
  );
}
