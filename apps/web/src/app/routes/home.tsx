import { GuestHero } from '../../features/home/components/guest-hero';
import { QuickLinks } from '../../features/home/components/quick-links';
import { LatestNotices } from '../../features/notices/components/latest-notices';

/** / — the guest home shell (spec 000 §2 Home): welcome, quick links and the newest notices. */
export function Component() {
  return (
    <>
      <GuestHero />
      <QuickLinks />
      <LatestNotices />
    </>
  );
}
