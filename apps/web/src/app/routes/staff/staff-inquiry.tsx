import { matchPath, Navigate, useLocation } from 'react-router';
import { StaffGuard } from '../../../features/staff/components/staff-guard';
import { StaffInquiry } from '../../../features/staff/components/staff-inquiry';
import { staffPaths } from '../../../features/staff/staff-paths';
import { parsePositiveId } from '../../../lib/parse-id';

/** /staff/inquiries/{id}: one inquiry and its answer form (decision 018). */
export function Component() {
  const { pathname } = useLocation();
  const inquiryIdx = parsePositiveId(
    matchPath(staffPaths.inquiry.path, pathname)?.params.inquiryIdx,
  );
  if (inquiryIdx === null) return <Navigate to={staffPaths.inquiries.getHref()} replace />;
  return (
    <StaffGuard>
      {(operator) => <StaffInquiry operator={operator} inquiryIdx={inquiryIdx} />}
    </StaffGuard>
  );
}
