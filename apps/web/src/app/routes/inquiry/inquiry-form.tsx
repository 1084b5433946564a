import { InquiryForm } from '../../../features/inquiry/components/inquiry-form';
import { InquiryTabs } from '../../../features/inquiry/components/inquiry-tabs';
import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { useHeaderTitle } from '../../../stores/header-store';

/** /inquiry/form: the 문의하기 tab (members only). */
export function Component() {
  useHeaderTitle('1:1 문의');
  return (
    <MemberOnly>
      <InquiryTabs />
      <InquiryForm />
    </MemberOnly>
  );
}
