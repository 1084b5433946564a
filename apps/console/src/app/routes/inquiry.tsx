import { Navigate, useParams } from 'react-router';
import { staffPaths } from '../../config/paths';
import { StaffInquiry } from '../../features/inquiries/components/staff-inquiry';
import { parsePositiveId } from '../../lib/parse-id';

/** /staff/inquiries/{id}: one inquiry and its answer form (decision 018). */
export function Component() {
  const inquiryIdx = parsePositiveId(useParams().inquiryIdx);
  if (inquiryIdx === null) return <Navigate to={staffPaths.inquiries.getHref()} replace />;
  return <StaffInquiry inquiryIdx={inquiryIdx} />;
}
