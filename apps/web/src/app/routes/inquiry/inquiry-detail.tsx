import { matchPath, useLocation } from 'react-router';
import {
  InquiryDetail,
  InquiryNotFound,
} from '../../../features/inquiry/components/inquiry-detail';
import { inquiryPaths } from '../../../features/inquiry/inquiry-paths';
import { MemberOnly } from '../../../features/res-entry/components/member-only';
import { parsePositiveId } from '../../../lib/parse-id';
import { useHeaderTitle } from '../../../stores/header-store';

/** /inquiry/{id}: one of the member's inquiries with its answer (members only). */
export function Component() {
  useHeaderTitle('문의 상세');
  const { pathname } = useLocation();
  const inquiryIdx = parsePositiveId(
    matchPath(inquiryPaths.detail.path, pathname)?.params.inquiryIdx,
  );
  return (
    <MemberOnly>
      {inquiryIdx === null ? <InquiryNotFound /> : <InquiryDetail inquiryIdx={inquiryIdx} />}
    </MemberOnly>
  );
}
