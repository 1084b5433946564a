import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { WaitlistPage } from '../../../features/waitlist/components/waitlist-page';

/** /waitlist, 내 대기 (decision 063; members only). */
export function Component() {
  return (
    <MemberOnly>
      <WaitlistPage />
    </MemberOnly>
  );
}
