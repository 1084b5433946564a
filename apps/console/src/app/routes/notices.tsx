import { StaffNotices } from '../../features/notices/components/staff-notices';

/** /staff/notices: notices, EDITOR and ADMIN (issue 17 §6). */
export function Component() {
  return <StaffNotices />;
}
