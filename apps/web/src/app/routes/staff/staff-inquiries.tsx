import { StaffGuard } from '../../../features/staff/components/staff-guard';
import { StaffInquiries } from '../../../features/staff/components/staff-inquiries';

/** /staff/inquiries: members' 1:1 inquiries, for any operator (decision 018). */
export function Component() {
  return <StaffGuard>{(operator) => <StaffInquiries operator={operator} />}</StaffGuard>;
}
