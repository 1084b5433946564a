import { z } from 'zod';
import { apiSuccess, emptyBody } from './envelope';

/**
 * POST /api/tour/detail (spec 001 §7): empty body; the answer is not shown. Designed here for the
 * venue page's tour tab: a title, an editor-HTML introduction, a cover image and the course of
 * stops in visiting order.
 */
export const tourDetailBody = emptyBody;
export const tourStop = z.object({
  order: z.number().int().positive(),
  zoneIdx: z.number().int(),
  zoneName: z.string(),
  floorName: z.string(),
  description: z.string(),
});
export type TourStop = z.infer<typeof tourStop>;
export const tourDetail = z.object({
  tourTitle: z.string(),
  /** Editor HTML, sanitized on the server; the client sanitizes again before rendering. */
  tourDescription: z.string(),
  savePath: z.string().nullable(),
  courseList: z.array(tourStop),
});
export type TourDetail = z.infer<typeof tourDetail>;
export const tourDetailResponse = apiSuccess(tourDetail);
