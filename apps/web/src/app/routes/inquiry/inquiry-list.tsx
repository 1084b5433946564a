import { InquiryList } from '../../../features/inquiry/components/inquiry-list';
import { InquiryTabs } from '../../../features/inquiry/components/inquiry-tabs';
import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { useHeaderTitle } from '../../../stores/header-store';

/** /inquiry/list: the 문의내역 tab (members only). */
export function Component() {
  useHeaderTitle('1:1 문의');
  return (
    <MemberOnly>
      <InquiryTabs />
      <InquiryList />
    </MemberOnly>
  );
}
