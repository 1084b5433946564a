import { StaffNotices } from '../../features/notices/components/staff-notices';

/** /staff/notices: notices, EDITOR and ADMIN. */
export function Component() {
  return <StaffNotices />;
}
