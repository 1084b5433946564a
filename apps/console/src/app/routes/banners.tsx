import { StaffBanners } from '../../features/banners/components/staff-banners';

/** /staff/banners?type=…: every banner type, EDITOR and ADMIN. */
export function Component() {
  return <StaffBanners />;
}
