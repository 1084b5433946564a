import { StaffInquiries } from '../../features/inquiries/components/staff-inquiries';

/** /staff/inquiries: members' 1:1 inquiries (decision 018). */
export function Component() {
  return <StaffInquiries />;
}
