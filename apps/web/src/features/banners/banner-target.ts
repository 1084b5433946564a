import type { MainBanner } from '@venue/contract';
import { safeRedirect } from '@venue/contract/domain';
import { paths } from '../../config/paths';

/**
 * Where a banner goes when it is tapped. Banner links come from the CMS, so they are classified
 * before anything is rendered:
 * - `internal`: a path on our own origin (`/program/3`, or a full URL of our origin), opened by the
 *   router in the same tab;
 * - `external`: an http(s) URL of another origin, opened in a new tab without handing it the
 *   opener;
 * - `none`: nothing usable (empty, `javascript:`, `//evil.example`, …): the banner is a plain
 *   picture, not a link.
 */
export type BannerTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

const NONE: BannerTarget = { kind: 'none' };

function currentOrigin(): string {
  return typeof window === 'undefined' ? 'https://venue.invalid' : window.location.origin;
}

export function bannerTarget(
  link: string | null | undefined,
  origin: string = currentOrigin(),
): BannerTarget {
  const value = link?.trim() ?? '';
  if (value === '') return NONE;
  if (value.startsWith('/')) {
    const safe = safeRedirect(value, origin);
    // safeRedirect answers '/' for anything unsafe; only a link to the home itself may end there.
    if (safe === '/' && !/^\/(?:[?#]|$)/.test(value)) return NONE;
    return { kind: 'internal', to: safe };
  }
  if (!/^https?:\/\//i.test(value)) return NONE;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return NONE;
  }
  if (url.origin === origin)
    return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

/**
 * Spec 000 §3, §5 for a main-banner tile: LINK (the default) goes to `linkUrl` and does nothing
 * without one; PROGRAM opens /program/{programIdx}; any other actionType does nothing and is only
 * logged (`warning`).
 */
export function mainBannerTarget(
  banner: Pick<MainBanner, 'actionType' | 'linkUrl' | 'programIdx' | 'mainBannerIdx'>,
  origin?: string,
): { target: BannerTarget; warning?: string } {
  const actionType = banner.actionType as string;
  if (actionType === 'LINK') return { target: bannerTarget(banner.linkUrl, origin) };
  if (actionType === 'PROGRAM') {
    const id = banner.programIdx;
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) {
      return { target: { kind: 'internal', to: paths.program.detail.getHref(id) } };
    }
    return {
      target: NONE,
      warning: `[banners] main banner ${banner.mainBannerIdx}: PROGRAM without a programIdx`,
    };
  }
  return {
    target: NONE,
    warning: `[banners] main banner ${banner.mainBannerIdx}: unknown actionType ${actionType}`,
  };
}

/** Promotion, popup and bottom-sheet banners: `bannerLink`, which defaults to / (spec 000 §3). */
export function listBannerTarget(bannerLink: string | null | undefined, origin?: string) {
  return bannerTarget(bannerLink?.trim() ? bannerLink : paths.home.getHref(), origin);
}
