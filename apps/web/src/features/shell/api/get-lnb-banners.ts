import type { BannerListItem } from '@venue/contract';
import { bannerListQueryOptions, useBannerList } from '../../banners/api/get-banner-list';

/**
 * The side menu's LNB banners (spec 000 §2 Layout): a selection of the one banner-list query of
 * features/banners (guest or member variant, loaded once per login state), so the menu and the
 * home share a single POST /api/banner/list (or /api/login/banner/list) per page load.
 * Spec 000 §8: banner failures are silently ignored (an empty list).
 */
const selectLnb = (banners: BannerListItem[]) =>
  banners.filter((banner) => banner.bannerType === 'LNB' && banner.savePath);

/** For prefetching (the shell's idle callback): the banner list of the current login state. */
export const lnbBannersQueryOptions = () => bannerListQueryOptions();

export function useLnbBanners(enabled = true) {
  return useBannerList({ enabled, select: selectLnb });
}
