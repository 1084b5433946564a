import type {
  BannerActionType,
  BannerDetailType,
  BannerListItem,
  BannerType,
  CheckinBanner,
  MainBanner,
  MainBannerActionType,
} from '@venue/contract';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { bannerActions, banners, mainBanners, mapHotspots } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { sanitizeEditorHtml } from '../../../lib/sanitize-html';

const LISTED_TYPES: BannerType[] = ['BANNER', 'BOTTOM', 'POPUP', 'LNB', 'QR'];

/**
 * Who a banner list is for, and the `audience` values each list shows. A member of carrier 01 is
 * treated like a guest for banner selection (spec 000 §6): no member banners; yet they have an
 * account, so the banners for 비회원 (signing up) do not apply to them either.
 */
export type BannerAudience = 'GUEST' | 'MEMBER' | 'CARRIER_01_MEMBER';
const AUDIENCES: Record<BannerAudience, string[]> = {
  GUEST: ['ALL', 'GUEST'],
  MEMBER: ['ALL', 'MEMBER'],
  CARRIER_01_MEMBER: ['ALL'],
};

/**
 * The audience of a banner call (the guest call or the member call) by the telecomCode its body
 * carries: carrier 01 asks as CARRIER_01_MEMBER on either (the web sends a telecomCode only for
 * a logged-in member and forgets it at logout); anything else asks as the call's own audience.
 */
export function bannerAudienceOf(
  call: 'GUEST' | 'MEMBER',
  telecomCode: string | null | undefined,
): BannerAudience {
  return telecomCode === '01' ? 'CARRIER_01_MEMBER' : call;
}

/**
 * Displayed banners for one audience (guests: audience ALL or GUEST; members: ALL or MEMBER;
 * members of carrier 01: ALL) whose display window contains `now`; an open start or end means no limit on that side.
 */
export async function listBanners(
  db: Database,
  audience: BannerAudience,
  now: Date,
): Promise<BannerListItem[]> {
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
        inArray(banners.audience, AUDIENCES[audience]),
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

/**
 * The displayed tiles of the home main-banner grid whose display window contains `now`, in the
 * admin's display order; an open start or end means no limit on that side.
 */
export async function listMainBanners(db: Database, now: Date): Promise<MainBanner[]> {
  const rows = await db
    .select({
      mainBannerIdx: mainBanners.mainBannerIdx,
      slotCode: mainBanners.slotCode,
      savePath: mainBanners.savePath,
      linkUrl: mainBanners.linkUrl,
      mainBannerName: mainBanners.mainBannerName,
      actionType: mainBanners.actionType,
      programIdx: mainBanners.programIdx,
      alt: mainBanners.alt,
    })
    .from(mainBanners)
    .where(
      and(
        eq(mainBanners.displayYn, true),
        or(isNull(mainBanners.startAt), lte(mainBanners.startAt, now)),
        or(isNull(mainBanners.endAt), gt(mainBanners.endAt, now)),
      ),
    )
    .orderBy(asc(mainBanners.sortIndex), asc(mainBanners.mainBannerIdx));
  return rows.map((row) => ({ ...row, actionType: row.actionType as MainBannerActionType }));
}

/**
 * Whether the banner a click report names exists: MAIN ids are main-banner grid tiles, the other
 * kinds are rows of `banners` of that type.
 */
export async function bannerExists(
  db: Database,
  bannerType: BannerActionType,
  bannerIdx: number,
): Promise<boolean> {
  if (bannerType === 'MAIN') {
    const rows = await db
      .select({ idx: mainBanners.mainBannerIdx })
      .from(mainBanners)
      .where(eq(mainBanners.mainBannerIdx, bannerIdx))
      .limit(1);
    return rows.length > 0;
  }
  const rows = await db
    .select({ idx: banners.bannerIdx })
    .from(banners)
    .where(and(eq(banners.bannerIdx, bannerIdx), eq(banners.bannerType, bannerType)))
    .limit(1);
  return rows.length > 0;
}

export async function insertBannerAction(
  db: Database,
  action: {
    bannerType: BannerActionType;
    bannerDetailType: BannerDetailType;
    bannerIdx: number;
    userIdx: number | null;
  },
): Promise<void> {
  await db.insert(bannerActions).values(action);
}

/**
 * Floor-map hotspots. Program codes (xxPnnnn) carry the program id; zone codes (xxZnnnn) carry
 * the zone id in programIdx, as the spec's links do (/seongsu/{programIdx}).
 */
export async function listCheckinBanners(db: Database): Promise<CheckinBanner[]> {
  const rows = await db
    .select({
      mapType: mapHotspots.mapType,
      programIdx: mapHotspots.programIdx,
      zoneIdx: mapHotspots.zoneIdx,
      floorIdx: mapHotspots.floorIdx,
      label: mapHotspots.label,
      labelEn: mapHotspots.labelEn,
      x: mapHotspots.rectX,
      y: mapHotspots.rectY,
      width: mapHotspots.rectWidth,
      height: mapHotspots.rectHeight,
    })
    .from(mapHotspots)
    .orderBy(asc(mapHotspots.floorIdx), asc(mapHotspots.mapType));
  return rows.flatMap(({ x, y, width, height, ...row }) => {
    const target = row.programIdx ?? row.zoneIdx;
    if (target === null) return [];
    // The name and rectangle on the floor's plan (decision 030); null when not placed.
    const rect =
      x !== null && y !== null && width !== null && height !== null
        ? { x, y, width, height }
        : null;
    return [
      {
        mapType: row.mapType,
        programIdx: target,
        floorIdx: row.floorIdx,
        label: row.label,
        labelEn: row.labelEn,
        rect,
      },
    ];
  });
}
