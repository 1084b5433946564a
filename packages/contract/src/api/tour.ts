import { z } from 'zod';
import { apiSuccess, emptyBody } from './envelope';

/**
 * POST /api/tour/detail (spec 001 §7): empty body; the answer is "not shown", so it is designed
 * here for the venue page's tour tab (/seongsu?tab=tour): the one published self-guided tour,
 * with its title, an editor-HTML introduction, an optional cover image, the stops in visiting
 * order and a short "before you go" checklist. No tour published answers 404 NOT_FOUND.
 */
export const tourDetailBody = emptyBody;

/** One step of the course, in visiting order. */
export const tourStop = z.object({
  tourStopIdx: z.number().int(),
  /**
   * The floor the stop is on, when it is tied to one (null for a step such as checking in at the
   * door). The client lists that floor's zones from GET /api/zone/list by this id.
   */
  floorIdx: z.number().int().nullable(),
  /** That floor's floorName (B1, 1F, 2F, Rooftop); null when floorIdx is null. */
  floorName: z.string().nullable(),
  /** The zone the stop visits and a program at it, linked from the stop; or null. */
  zoneIdx: z.number().int().nullable(),
  programIdx: z.number().int().nullable(),
  /** Short marker shown above the title, e.g. 시작 or B1. */
  label: z.string(),
  title: z.string(),
  /** Suggested time at this stop, in minutes. */
  minutes: z.number().int().nonnegative(),
  /** Plain text. */
  text: z.string(),
  /** Plain-text tips, in order; may be empty. */
  tips: z.array(z.string()),
});
export type TourStop = z.infer<typeof tourStop>;

export const tourDetail = z.object({
  tourIdx: z.number().int(),
  tourTitle: z.string(),
  /** Editor HTML, sanitized on the server; the client sanitizes again before rendering. */
  tourIntro: z.string(),
  /** Cover image (750×400), or null for none. */
  savePath: z.string().nullable(),
  stopList: z.array(tourStop),
  /** Plain-text lines of "출발 전에 챙기면 좋아요"; may be empty. */
  checklist: z.array(z.string()),
});
export type TourDetail = z.infer<typeof tourDetail>;
export const tourDetailResponse = apiSuccess(tourDetail);
