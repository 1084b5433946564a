import { z } from 'zod';
import {
  bannerDetailType,
  bannerType,
  mainBannerActionType,
  mainBannerSlotCode,
  telecomCode,
} from './enums';
import { apiSuccess, idParam, okResponse, yn } from './envelope';

/** Home main banner grid item (spec 000 §3). */
export const mainBanner = z.object({
  mainBannerIdx: z.number().int(),
  /** layout letter a–d plus 1-based position, e.g. b3 */
  slotCode: mainBannerSlotCode,
  savePath: z.string(),
  /** LINK without linkUrl does nothing (spec 000 §5). */
  linkUrl: z.string().nullable(),
  mainBannerName: z.string(),
  actionType: mainBannerActionType,
  /** set when actionType is PROGRAM */
  programIdx: z.number().int().nullable(),
  alt: z.string(),
});
export type MainBanner = z.infer<typeof mainBanner>;

/** GET /api/banner/mainbannerlist (spec 000 §7): the client reads data.data. */
export const mainBannerListResponse = apiSuccess(z.object({ data: z.array(mainBanner) }));

/** Promotion, bottom-sheet, popup, side-menu and QR banners (spec 000 §3). */
export const bannerListItem = z.object({
  bannerIdx: z.number().int(),
  bannerType: bannerType,
  bannerName: z.string(),
  /** null for a text-only popup */
  savePath: z.string().nullable(),
  alt: z.string(),
  /** defaults to / */
  bannerLink: z.string(),
  /** popup text; with an image it makes an imageText popup, alone a text popup */
  popupDescription: z.string().nullable(),
});
export type BannerListItem = z.infer<typeof bannerListItem>;

/**
 * POST /api/banner/list (guests, and members of carrier 01) and POST /api/login/banner/list
 * (members with another carrier) (spec 000 §7). Both take the same body.
 */
export const bannerListBody = z
  .object({
    nServiceCheckYn: yn.optional(),
    telecomCode: telecomCode.nullable().optional(),
  })
  .strict()
  .optional();
export const bannerListResponse = apiSuccess(z.array(bannerListItem));
export const loginBannerListBody = bannerListBody;
export const loginBannerListResponse = bannerListResponse;

/**
 * Click report kinds: the banner types plus MAIN for the home main-banner grid, whose ids are
 * mainBannerIdx values (designed here; the spec sends bannerType without naming the grid's).
 */
export const bannerActionType = z.enum(['BANNER', 'BOTTOM', 'POPUP', 'LNB', 'QR', 'MAIN']);
export type BannerActionType = z.infer<typeof bannerActionType>;

/** POST /api/banner/action/insert (spec 000 §7): a click report. The answer is not shown: ok. */
export const bannerActionInsertBody = z
  .object({
    bannerType: bannerActionType,
    bannerDetailType: bannerDetailType,
    bannerIdx: idParam,
  })
  .strict();
export const bannerActionInsertResponse = okResponse;
