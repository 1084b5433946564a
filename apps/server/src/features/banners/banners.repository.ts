import type { BannerListItem, BannerType } from '@venue/contract';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { banners } from '../../db/schema';
import type { Database } from '../../db/types';
import { sanitizeEditorHtml } from '../../lib/sanitize-html';

const LISTED_TYPES: BannerType[] = ['BANNER', 'BOTTOM', 'POPUP', 'LNB', 'QR'];

/**
 * Displayed banners for visitors who are not logged in (audience ALL or GUEST) whose display
 * window contains `now`; an open start or end means no limit on that side.
 */
export async function listGuestBanners(db: Database, now: Date): Promise<BannerListItem[]> {
  const rows = await db
    .select({
      bannerIdx: banners.bannerIdx,
      bannerType: banners.bannerType,
      bannerName: banners.bannerName,
      savePath: banners.savePath,
      alt: banners.alt,
      bannerLink: banners.bannerLink,
      popupDescription: banners.popupDescription,
    })
    .from(banners)
    .where(
      and(
        eq(banners.displayYn, true),
        inArray(banners.audience, ['ALL', 'GUEST']),
        inArray(banners.bannerType, LISTED_TYPES),
        or(isNull(banners.startAt), lte(banners.startAt, now)),
        or(isNull(banners.endAt), gt(banners.endAt, now)),
      ),
    )
    .orderBy(asc(banners.bannerType), asc(banners.sortIndex), asc(banners.bannerIdx));

  return rows.map((row) => ({
    ...row,
    bannerType: row.bannerType as BannerType,
    popupDescription:
      row.popupDescription === null ? null : sanitizeEditorHtml(row.popupDescription),
  }));
}
