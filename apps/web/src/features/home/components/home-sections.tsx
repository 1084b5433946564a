import { LatestNotices } from '../../notices/components/latest-notices';
import { HomePrograms } from './home-programs';
import { HomeSpace } from './home-space';

/**
 * The browsing part of the home before QR authentication, below the banners (spec 000 §2 Home):
 * Programs with the 3-week strip, Space, and the 3 newest notices. It is below the fold on a
 * phone, so the route loads it as one chunk of its own, requested with the first render
 * (decision 010). It composes the notices feature as a route module would; it lives here only
 * so the three sections can share that one chunk.
 */
export function HomeSections() {
  return (
    <>
      <HomePrograms />
      <HomeSpace />
      <LatestNotices />
    </>
  );
}
