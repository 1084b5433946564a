import type { BannerActionType } from '@venue/contract';
import type { BannerDetailType } from '@venue/contract/domain';
import { bannerActionInsert } from '@venue/contract/endpoints';
import { api } from '../../../lib/api-client';

export type BannerClickReport = {
  /** BANNER, BOTTOM, POPUP, LNB, QR, or MAIN for a tile of the home main-banner grid */
  bannerType: BannerActionType;
  /** where it was clicked: MAIN (home), LNB (side menu) or QR */
  bannerDetailType: BannerDetailType;
  /** bannerIdx, or mainBannerIdx for MAIN */
  bannerIdx: number;
};

/**
 * POST /api/banner/action/insert (spec 000 §7): one click on a banner. Its answer is not shown and
 * its failure must never stop the visitor, so it never alerts.
 */
export function reportBannerClick(report: BannerClickReport) {
  return api.call(bannerActionInsert, report, { alert: false });
}
