import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { ResEntryList } from '../../../features/res-entry/components/res-entry-list';

/** /res-entry?type=&status= (spec 001 §2 History; members only) */
export function Component() {
  return (
    <MemberOnly>
      <ResEntryList />
    </MemberOnly>
  );
}
