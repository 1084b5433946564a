import { useBannerAudience } from '../use-banner-audience';

/**
 * useBannerAudience as a component, so MainBannerGrid can load it lazily: keeping storage in step
 * (and the member's N-service check) is never needed for the first paint.
 */
export default function BannerAudience() {
  useBannerAudience();
  return null;
}
