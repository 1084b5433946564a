import { StaffBanners } from '../../features/banners/components/staff-banners';

/** /staff/banners?type=…: every banner type, EDITOR and ADMIN (issue 17 §5). */
export function Component() {
  return <StaffBanners />;
}
